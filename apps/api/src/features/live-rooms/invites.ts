import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
} from 'node:crypto';
import type { Config } from '@urosim/config';
import {
  type FacilitatorInvite,
  type FacilitatorJoined,
  formatInviteCode,
  LIVE,
  normaliseInviteCode,
  type ResolvedInviteCode,
  type SessionWatchers,
  type ZCreateFacilitatorInviteBody,
  type ZJoinFacilitatorBody,
} from '@urosim/contracts';
import {
  type FacilitatorInviteRow,
  findActiveInviteByCodeHash,
  findActiveInviteByTokenHash,
  findFacilitatorInvite,
  findTrainingSession,
  insertFacilitatorInvite,
  insertFacilitatorWatcher,
  type Knex,
  listActiveInvites,
  listActiveWatchers,
  listSessionInvites,
  revokeFacilitatorInvite,
} from '@urosim/db';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Actor, PolicyUser } from '../../policies/index.ts';
import type { InviteGrant } from '../../policies/live.ts';
import { assertFacilitatorIncluded, readEntitlement } from '../billing/entitlements.ts';
import { findVersionDefinition } from '../cases/service.ts';
import { loadSession } from '../sessions/service.ts';

declare module 'express-session' {
  interface SessionData {
    /** Facilitator invites joined in this browser (ADR 0117): a guest needs no account. */
    facilitatorGrants?: InviteGrant[];
  }
}

/** What the invite services need; `live` tells the rooms of a revocation and of who joined. */
export type InviteDeps = {
  db: Knex;
  config: Config;
  live: {
    inviteRevoked: (invite: FacilitatorInviteRow) => Promise<void>;
    watchersChanged: (sessionId: string) => Promise<void>;
    connectedWatcherIds: (sessionId: string) => Promise<Set<string>>;
  };
};

/** Most grants one browser keeps (the oldest go first). */
const MAX_GRANTS = 10;

/** The answer for an invite, code or token that is revoked, expired or unknown: one 404 for all. */
export const inviteNotValid = () => new AppError('LINK_NOT_VALID', 'This invite is no longer valid');

/** Only the SHA-256 of a token is stored (quality.md, "Tokens"). */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The code is short (about 40 bits), so its hash is keyed with a secret of the server's: a copy of
 * the database alone cannot be searched for codes. The token is sealed under a key derived from the
 * code the same way, so that `resolve` can give it back to whoever holds the code, and the database
 * holds no token in the clear.
 */
const codeKeys = (secret: string, code: string) => {
  const pepper = createHmac('sha256', secret).update('urosim:facilitator-invite').digest();
  return {
    hash: createHmac('sha256', pepper).update(`code:${code}`).digest('hex'),
    sealKey: createHmac('sha256', pepper).update(`seal:${code}`).digest(),
  };
};

const seal = (key: Buffer, token: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

const unseal = (key: Buffer, sealed: Buffer) => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
};

const drawCode = () => {
  let code = '';
  for (let i = 0; i < LIVE.codeLength; i += 1) code += LIVE.codeAlphabet[randomInt(LIVE.codeAlphabet.length)];
  return code;
};

/**
 * Invites a facilitator to a session of the caller's (not started yet, running or ended): a token
 * of 256 random bits and a short code, told once here.
 */
export const createInvite = async (
  deps: InviteDeps,
  owner: PolicyUser,
  body: z.output<typeof ZCreateFacilitatorInviteBody>,
): Promise<FacilitatorInvite> => {
  const session = await loadSession(deps.db, owner, 'manageWatchers', body.sessionId);
  // Observation is a feature of the plan (the website says which); the session is checked first,
  // so another user's session is still a 404 whatever their plan.
  assertFacilitatorIncluded(await readEntitlement(deps.db, deps.config, owner));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + body.expiresInHours * 3_600_000);
  // A code may collide with another invite's (31^8 codes): draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = drawCode();
    const keys = codeKeys(deps.config.SESSION_SECRET, code);
    const invite = await insertFacilitatorInvite(deps.db, {
      session_id: session.id,
      created_by: session.user_id,
      code_hash: keys.hash,
      token_hash: hashInviteToken(token),
      token_sealed: seal(keys.sealKey, token),
      expires_at: expiresAt,
    });
    if (invite) {
      return {
        inviteId: invite.id,
        code: formatInviteCode(code),
        token,
        inviteUrl: `/fac-controls/invite/${token}`,
        expiresAt: invite.expires_at.toISOString(),
      };
    }
  }
  throw new AppError('CONFLICT', 'Could not make an invite code; please try again.');
};

const caseTitleOf = async (db: Knex, sessionId: string) => {
  const session = await findTrainingSession(db, sessionId);
  return session ? (await findVersionDefinition(db, session.case_version_id)).title : '';
};

/** The token a short code names, with the case's title (no login). */
export const resolveCode = async (deps: InviteDeps, typed: string): Promise<ResolvedInviteCode> => {
  const code = normaliseInviteCode(typed);
  if (!code) throw inviteNotValid();
  const keys = codeKeys(deps.config.SESSION_SECRET, code);
  const invite = await findActiveInviteByCodeHash(deps.db, keys.hash);
  if (!invite) throw inviteNotValid();
  return {
    token: unseal(keys.sealKey, invite.token_sealed),
    caseTitle: await caseTitleOf(deps.db, invite.session_id),
    expiresAt: invite.expires_at.toISOString(),
  };
};

/** The active invite of a token, or the 404 of an invalid one. */
export const activeInviteOfToken = async (db: Knex, token: string) => {
  const invite = await findActiveInviteByTokenHash(db, hashInviteToken(token));
  if (!invite) throw inviteNotValid();
  return invite;
};

/**
 * Joins an invite: a watcher with the guest's name (or, signed in without a name, the account's),
 * remembered in the http session, so that this browser's sockets are let in.
 */
export const joinInvite = async (
  deps: InviteDeps,
  req: Request,
  actor: (Actor & { full_name?: string }) | undefined,
  body: z.output<typeof ZJoinFacilitatorBody>,
): Promise<FacilitatorJoined> => {
  const invite = await activeInviteOfToken(deps.db, body.token);
  const name = body.name ?? actor?.full_name;
  if (!name) {
    throw new AppError('VALIDATION_FAILED', 'Please give your name', {
      issues: [{ path: 'name', message: 'Required when not signed in' }],
    });
  }
  const watcher = await insertFacilitatorWatcher(deps.db, {
    invite_id: invite.id,
    user_id: actor?.id ?? null,
    name: name.slice(0, LIVE.guestNameMaxChars),
  });
  const grants = (req.session.facilitatorGrants ?? []).filter((g) => g.inviteId !== invite.id);
  grants.push({ inviteId: invite.id, sessionId: invite.session_id, watcherId: watcher.id });
  req.session.facilitatorGrants = grants.slice(-MAX_GRANTS);
  await new Promise<void>((resolve, reject) =>
    req.session.save((error) => (error ? reject(error) : resolve())),
  );
  await deps.live.watchersChanged(invite.session_id);
  return { watcherId: watcher.id, sessionId: invite.session_id };
};

/** The grants of `grants` whose invites are active now. */
export const activeGrants = async (db: Knex, grants: readonly InviteGrant[]) => {
  const active = await listActiveInvites(
    db,
    grants.map((g) => g.inviteId),
  );
  const ids = new Set(active.map((i) => i.id));
  return grants.filter((g) => ids.has(g.inviteId));
};

/** Who watches, as the trainee sees it and as the `watchers` event carries it. */
export const watcherList = async (deps: Pick<InviteDeps, 'db' | 'live'>, sessionId: string) => {
  const [watchers, connected] = await Promise.all([
    listActiveWatchers(deps.db, sessionId),
    deps.live.connectedWatcherIds(sessionId),
  ]);
  return watchers.map((w) => ({
    id: w.id,
    inviteId: w.invite_id,
    name: w.name,
    signedIn: w.user_id !== null,
    joinedAt: w.joined_at.toISOString(),
    connected: connected.has(w.id),
  }));
};

/** The invites of a session and who watches it (its owner only). */
export const listWatchers = async (
  deps: InviteDeps,
  actor: Actor,
  sessionId: string,
): Promise<SessionWatchers> => {
  const session = await loadSession(deps.db, actor, 'manageWatchers', sessionId);
  const [invites, watchers] = await Promise.all([
    listSessionInvites(deps.db, session.id),
    watcherList(deps, session.id),
  ]);
  return {
    sessionId: session.id,
    invites: invites.map((i) => ({
      id: i.id,
      state: i.revoked_at ? 'revoked' : i.active ? 'active' : 'expired',
      createdAt: i.created_at.toISOString(),
      expiresAt: i.expires_at.toISOString(),
      revokedAt: i.revoked_at?.toISOString() ?? null,
    })),
    watchers,
  };
};

/** Ends an invite (its owner only): its sockets are disconnected on every instance. */
export const revokeInvite = async (deps: InviteDeps, actor: Actor, inviteId: string) => {
  const invite = await findFacilitatorInvite(deps.db, inviteId);
  if (!invite) throw new AppError('NOT_FOUND', 'No such invite');
  // Another user's invite answers as a session that does not exist would: the same 404.
  await loadSession(deps.db, actor, 'manageWatchers', invite.session_id);
  const revoked = await revokeFacilitatorInvite(deps.db, invite.id);
  await deps.live.inviteRevoked(revoked ?? invite);
  return { revoked: revoked !== undefined };
};
