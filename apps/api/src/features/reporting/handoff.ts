import type { Handoff, HandoffCopilot, Sbar } from '@urosim/contracts';
import {
  findActiveHandoffShare,
  findSummary,
  type HandoffShareRow,
  insertAiUsage,
  notifyHandoffChanged,
  saveHandoffText,
  type TrainingSessionRow,
} from '@urosim/db';
import { handoffScoreOf, handoffText, handoffWordCount, readHandoffDraft } from '@urosim/domain';
import { AppError } from '../../http/app-error.ts';
import type { Actor, SessionPolicyAction } from '../../policies/index.ts';
import { aiUsageRow } from '../../providers/ai/engine.ts';
import type { HandoffCopilotReader } from '../../providers/ai/handoff-copilot.ts';
import { scoredSession } from '../feedback/service.ts';
import { clockOf, isSummaryWindowClosed, loadSession, type SessionDeps } from '../sessions/service.ts';
import type { Lru } from './lru.ts';
import type { PdfFile } from './pdf.ts';

/** What the reporting services share: the database, the configuration, the copilot and the caches. */
export type ReportingDeps = Pick<SessionDeps, 'db' | 'config'> & {
  copilot: HandoffCopilotReader;
  /** The model's readings, by session and hand-off revision (the model is not asked twice). */
  copilotCache: Lru<HandoffCopilot>;
  /** Rendered PDFs, by session, hand-off revision and scoring version. */
  pdfCache: Lru<Promise<PdfFile>>;
};

/**
 * The session of a hand-off route when `actor` may do `action` to it (404 otherwise, as for any
 * session) and it has a hand-off to write: ended, with its summary.
 */
export const loadHandoffSession = async (
  deps: Pick<ReportingDeps, 'db' | 'config'>,
  actor: Actor,
  action: SessionPolicyAction,
  id: string,
) => {
  const row = await loadSession(deps.db, actor, action, id);
  if (clockOf(row, deps.config).phase !== 'ended') {
    throw new AppError('SESSION_RUNNING', 'The hand-off is written once the session has ended.');
  }
  if (!(await findSummary(deps.db, row.id))) {
    throw new AppError(
      'SUMMARY_REQUIRED',
      isSummaryWindowClosed(row)
        ? 'This session ended without a summary, so it has no hand-off.'
        : 'Write your summary first: the hand-off comes after it.',
    );
  }
  return row;
};

/** A share link as its owner sees it (the token itself is never kept). */
export const shareStateOf = (share: HandoffShareRow) => ({
  createdAt: share.created_at.toISOString(),
  expiresAt: share.expires_at.toISOString(),
  includeTranscript: share.include_transcript,
});

/**
 * How the copilot reads the draft: `scripted` never calls a model; `cached` takes the model's
 * reading of this revision when there is one, else the scripted checks (autosave: no call per
 * keystroke pause); `read` asks the model once per revision; `fresh` asks it again (refresh).
 */
export type CopilotMode = 'scripted' | 'cached' | 'read' | 'fresh';

const readCopilot = async (
  deps: ReportingDeps,
  row: TrainingSessionRow,
  draft: { caseTitle: string; sbar: Sbar; revision: number },
  mode: CopilotMode,
): Promise<HandoffCopilot> => {
  if (mode === 'scripted' || deps.copilot.engine === 'scripted') return readHandoffDraft(draft.sbar);
  const key = `${row.id}:${draft.revision}`;
  const cached = mode === 'fresh' ? undefined : deps.copilotCache.get(key);
  if (cached) return cached;
  if (mode === 'cached') return readHandoffDraft(draft.sbar);
  const started = performance.now();
  const { copilot, usage } = await deps.copilot.read({ caseTitle: draft.caseTitle, sbar: draft.sbar });
  if (usage) {
    await insertAiUsage(
      deps.db,
      aiUsageRow(usage, {
        userId: row.user_id,
        sessionId: row.id,
        purpose: 'handoff',
        latencyMs: Math.round(performance.now() - started),
      }),
    );
  }
  if (copilot.engine === 'model') deps.copilotCache.set(key, copilot);
  return copilot;
};

/** The owner's hand-off: text, revision, score (null while empty), the copilot and the share state. */
export const handoffView = async (
  deps: ReportingDeps,
  row: TrainingSessionRow,
  options: { copilot: CopilotMode; rescore?: boolean },
): Promise<Handoff> => {
  const [scored, share] = await Promise.all([
    scoredSession(deps, row, { rescore: options.rescore ?? false }),
    findActiveHandoffShare(deps.db, row.id),
  ]);
  const { caseDef, score, handoff, parts } = scored;
  const revision = handoff.row?.revision ?? 0;
  const copilot = await readCopilot(
    deps,
    row,
    { caseTitle: caseDef.title, sbar: handoff.sbar, revision },
    options.copilot,
  );
  return {
    sessionId: row.id,
    caseId: caseDef.id,
    caseTitle: caseDef.title,
    endedAt: parts.clock.endedAt ?? parts.clock.endsAt,
    sbar: handoff.sbar,
    revision,
    updatedAt: handoff.row?.updated_at.toISOString() ?? null,
    wordCount: handoffWordCount(handoff.sbar),
    // The section verdicts' gaps are the scripted checks: the same verdict on every page and PDF.
    score: handoffText(handoff.sbar) === '' ? null : handoffScoreOf(caseDef, score, handoff.sbar),
    copilot,
    share: share ? shareStateOf(share) : null,
  };
};

/** The hand-off of an ended session, for its trainee. */
export const getHandoff = async (deps: ReportingDeps, actor: Actor, id: string) =>
  handoffView(deps, await loadHandoffSession(deps, actor, 'readHandoff', id), { copilot: 'read' });

/**
 * Saves the hand-off (autosave). Only a change makes a new revision; then every api instance is
 * told, so live readers of a shared link see it.
 */
export const saveHandoff = async (deps: ReportingDeps, actor: Actor, id: string, sbar: Sbar) => {
  const row = await loadHandoffSession(deps, actor, 'writeHandoff', id);
  const { changed } = await saveHandoffText(deps.db, { session_id: row.id, user_id: row.user_id, ...sbar });
  if (changed) await notifyHandoffChanged(deps.db, row.id);
  return handoffView(deps, row, { copilot: 'cached' });
};

/** Scores the hand-off again, asks the copilot again and drops its rendered PDFs. */
export const refreshHandoff = async (deps: ReportingDeps, actor: Actor, id: string) => {
  const row = await loadHandoffSession(deps, actor, 'writeHandoff', id);
  deps.pdfCache.deletePrefix(`${row.id}:`);
  const view = await handoffView(deps, row, { copilot: 'fresh', rescore: true });
  // Readers of a shared link see the new score too.
  await notifyHandoffChanged(deps.db, row.id);
  return view;
};
