import { createHash, randomBytes } from 'node:crypto';
import type { HandoffShareLink, PublicHandoff, ZCreateShareBody } from '@urosim/contracts';
import {
  createHandoffShare,
  findShareByTokenHash,
  findTrainingSession,
  notifyHandoffChanged,
  revokeHandoffShares,
} from '@urosim/db';
import { handoffScoreOf, handoffText, sharedHandoffScore } from '@urosim/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../policies/index.ts';
import { scoredSession } from '../feedback/service.ts';
import { loadSession } from '../sessions/service.ts';
import { loadHandoffSession, type ReportingDeps } from './handoff.ts';

/** Only the SHA-256 of a token is stored (quality.md, "Tokens"); hex, as the column holds it. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a shared hand-off's PDF is, shown inline; the download is `…/download`. */
export const sharedPdfPath = (token: string) => `/api/v1/reporting/handoff/pdf/${token}`;

/** The answer for a token that is revoked, expired or was never made: one 404 for all. */
export const linkNotValid = () => new AppError('LINK_NOT_VALID', 'This hand-off link is no longer valid');

/**
 * Makes the hand-off's share link (ending the previous one, whose readers are told): 256 random
 * bits, told once here and never stored.
 */
export const createShare = async (
  deps: ReportingDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof ZCreateShareBody>,
): Promise<HandoffShareLink> => {
  const row = await loadHandoffSession(deps, actor, 'shareHandoff', id);
  const token = randomBytes(32).toString('base64url');
  const share = await createHandoffShare(deps.db, {
    session_id: row.id,
    token_hash: hashToken(token),
    include_transcript: body.includeTranscript,
    expires_at: new Date(Date.now() + body.expiresInDays * 86_400_000),
  });
  await notifyHandoffChanged(deps.db, row.id);
  const pdfUrl = sharedPdfPath(token);
  return {
    token,
    url: `/handoff/live/${token}`,
    pdfUrl,
    downloadUrl: `${pdfUrl}/download`,
    createdAt: share.created_at.toISOString(),
    expiresAt: share.expires_at.toISOString(),
    includeTranscript: share.include_transcript,
  };
};

/** Ends the hand-off's share link; its open live pages get `gone`. */
export const revokeShare = async (deps: ReportingDeps, actor: Actor, id: string) => {
  const row = await loadSession(deps.db, actor, 'shareHandoff', id);
  const revoked = await revokeHandoffShares(deps.db, row.id);
  if (revoked > 0) await notifyHandoffChanged(deps.db, row.id);
  return { revoked: revoked > 0 };
};

/**
 * The hand-off a token still opens, as anyone with the link sees it: the case's title, the SBAR,
 * its score (without naming the case's points it misses: `sharedHandoffScore`) and, when its owner
 * chose, the transcript; nothing of the trainee's account. Undefined when the link is revoked,
 * expired or unknown.
 */
export const findSharedHandoff = async (deps: ReportingDeps, token: string) => {
  const share = await findShareByTokenHash(deps.db, hashToken(token));
  const row = share && (await findTrainingSession(deps.db, share.session_id));
  if (!share || !row) return undefined;
  const { caseDef, score, handoff, parts } = await scoredSession(deps, row);
  const pdfUrl = sharedPdfPath(token);
  const view: PublicHandoff = {
    caseTitle: caseDef.title,
    sbar: handoff.sbar,
    updatedAt: handoff.row?.updated_at.toISOString() ?? null,
    expiresAt: share.expires_at.toISOString(),
    score:
      handoffText(handoff.sbar) === ''
        ? null
        : sharedHandoffScore(handoffScoreOf(caseDef, score, handoff.sbar)),
    transcript: share.include_transcript ? parts.transcript : null,
    pdfUrl,
    downloadUrl: `${pdfUrl}/download`,
  };
  return { row, view, expiresAt: share.expires_at };
};

/** The session a token still opens, if any. */
export const findSharedSessionId = async (deps: Pick<ReportingDeps, 'db'>, token: string) =>
  (await findShareByTokenHash(deps.db, hashToken(token)))?.session_id;

/** The session a token still opens, or 404 LINK_NOT_VALID. */
export const loadSharedSession = async (deps: Pick<ReportingDeps, 'db'>, token: string) => {
  const sessionId = await findSharedSessionId(deps, token);
  const row = sessionId && (await findTrainingSession(deps.db, sessionId));
  if (!row) throw linkNotValid();
  return row;
};

/** The shared hand-off of a token, or 404 LINK_NOT_VALID. */
export const readSharedHandoff = async (deps: ReportingDeps, token: string) => {
  const shared = await findSharedHandoff(deps, token);
  if (!shared) throw linkNotValid();
  return shared;
};
