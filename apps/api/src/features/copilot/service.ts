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
  type CopilotSession,
  type CopilotView,
  formatInviteCode,
  LIVE,
  normaliseInviteCode,
  type Observations,
  observationNames,
  observationRanges,
  type ResolvedCopilotCode,
  type ScenarioInjection,
  type ZCreateCopilotBody,
  type ZInjectBody,
} from '@urosim/contracts';
import {
  attachCopilotSession,
  bringResultForward,
  type CopilotInjectionRow,
  type CopilotSessionListRow,
  claimCopilotSession,
  findClaimableCopilotByCodeHash,
  findCopilotSession,
  findTrainingSession,
  incrementRateLimit,
  insertCopilotInjection,
  insertCopilotSession,
  insertFacilitatorInvite,
  insertFacilitatorWatcher,
  insertScenarioMessage,
  type Knex,
  listActiveInvites,
  listCopilotInjections,
  listCopilotSessionsOfFacilitator,
  lockCopilotSession,
  type TrainingSessionRow,
} from '@urosim/db';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { authorizeCopilot, type CopilotAction, copilotNotFound } from '../../policies/copilot.ts';
import type { Actor } from '../../policies/index.ts';
import type { PolicyUser } from '../../policies/policy.ts';
import { assertCaseOpen, assertFacilitatorIncluded, readEntitlement } from '../billing/entitlements.ts';
import { findPublishedCase } from '../cases/service.ts';
import type { InviteDeps } from '../live-rooms/invites.ts';
import type { LivePublisher } from '../live-rooms/publisher.ts';
import { elapsedAt, loadSession, sessionCase, toAction } from '../sessions/service.ts';

/** What the copilot services need: the live rooms to tell of a new watcher and of each injection. */
export type CopilotDeps = {
  db: Knex;
  config: Config;
  publisher: LivePublisher;
  live: Pick<InviteDeps['live'], 'watchersChanged'>;
};

/** Injections one copilot session takes a minute (times RATE_LIMIT_SCALE), besides the address's limit. */
export const INJECTIONS_PER_COPILOT_PER_MINUTE = 12;

/** How long the facilitator's watching lasts after the session's end: time to rate it. */
const WATCH_AFTER_END_MS = 24 * 3_600_000;

/**
 * The code is as short as an invite's (ADR 0117), so its hash is keyed with the server's secret; the
 * code itself is sealed under a key derived from the secret, so that its facilitator reads it again
 * while waiting for the trainee, and a copy of the database alone holds no code.
 */
const copilotKeys = (secret: string) => {
  const pepper = createHmac('sha256', secret).update('urosim:copilot-session').digest();
  return {
    hash: (code: string) => createHmac('sha256', pepper).update(`code:${code}`).digest('hex'),
    sealKey: createHmac('sha256', pepper).update('seal').digest(),
  };
};

const seal = (key: Buffer, text: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

const unseal = (key: Buffer, sealed: Buffer) => {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    // SESSION_SECRET was rotated: the code is lost (and no longer resolves either).
    return null;
  }
};

const drawCode = () => {
  let code = '';
  for (let i = 0; i < LIVE.codeLength; i += 1) code += LIVE.codeAlphabet[randomInt(LIVE.codeAlphabet.length)];
  return code;
};

const firstName = (name: string | null) => (name ? (name.trim().split(/\s+/)[0] ?? '') : null);

const caseTitleOf = async (db: Knex, caseId: string) => {
  try {
    return (await findPublishedCase(db, caseId)).definition.title;
  } catch {
    return caseId;
  }
};

const stateOf = (row: CopilotSessionListRow, now = new Date()): CopilotSession['state'] => {
  if (row.session_id) {
    const ended = row.session_ended_at ?? row.session_ends_at;
    return ended && ended <= now ? 'ended' : 'live';
  }
  if (row.expires_at <= now) return 'expired';
  return row.trainee_id ? 'claimed' : 'waiting';
};

const toCopilotSession = async (
  deps: Pick<CopilotDeps, 'db' | 'config'>,
  row: CopilotSessionListRow,
  withCode: boolean,
): Promise<CopilotSession> => {
  const code = withCode ? unseal(copilotKeys(deps.config.SESSION_SECRET).sealKey, row.code_sealed) : null;
  return {
    copilotId: row.id,
    code: code ? formatInviteCode(code) : null,
    caseId: row.case_id,
    caseTitle: await caseTitleOf(deps.db, row.case_id),
    facilitatorName: row.facilitator_name,
    traineeName: firstName(row.trainee_name),
    sessionId: row.session_id,
    state: stateOf(row),
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
};

/** The copilot session and the caller's right to `action` on it (the policy's one 404 otherwise). */
const loadCopilot = async (db: Knex, actor: Actor, action: CopilotAction, copilotId: string) => {
  const row = await findCopilotSession(db, copilotId);
  if (!row || !actor) throw copilotNotFound();
  authorizeCopilot(actor.id, action, { facilitatorId: row.facilitator_id, traineeId: row.trainee_id });
  return row;
};

/**
 * A facilitated session on a case (specification, section 7: `/copilot-sessions/create`). Only a
 * facilitator whose own plan includes facilitation (`is_facilitator_included`), or an admin, may
 * create one: the code is told here and kept sealed for its facilitator.
 */
export const createCopilot = async (
  deps: CopilotDeps,
  user: PolicyUser,
  body: z.output<typeof ZCreateCopilotBody>,
): Promise<CopilotSession> => {
  const entitlement = await readEntitlement(deps.db, deps.config, user);
  assertFacilitatorIncluded(
    entitlement,
    'Facilitated sessions are not included in your plan. Upgrade to run one.',
  );
  const published = await findPublishedCase(deps.db, body.caseId);
  const keys = copilotKeys(deps.config.SESSION_SECRET);
  const expiresAt = new Date(Date.now() + body.expiresInHours * 3_600_000);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = drawCode();
    const stored = await insertCopilotSession(deps.db, {
      facilitator_id: user.id,
      case_id: published.id,
      code_hash: keys.hash(code),
      code_sealed: seal(keys.sealKey, code),
      expires_at: expiresAt,
    });
    if (stored) {
      const row = await findCopilotSession(deps.db, stored.id);
      return toCopilotSession(deps, row!, true);
    }
  }
  throw new AppError('CONFLICT', 'Could not make a code; please try again.');
};

/** The facilitator's copilot sessions, newest first, with their codes. */
export const listCopilots = async (deps: CopilotDeps, user: PolicyUser) => {
  const rows = await listCopilotSessionsOfFacilitator(deps.db, user.id);
  return { sessions: await Promise.all(rows.map((row) => toCopilotSession(deps, row, true))) };
};

const claimableOfCode = async (deps: Pick<CopilotDeps, 'db' | 'config'>, typed: string) => {
  const code = normaliseInviteCode(typed);
  const row = code
    ? await findClaimableCopilotByCodeHash(deps.db, copilotKeys(deps.config.SESSION_SECRET).hash(code))
    : undefined;
  if (!row) throw new AppError('LINK_NOT_VALID', 'This code is not valid or has expired');
  return row;
};

/** What a code names: the case, the facilitator, until when (no login; limited per address). */
export const resolveCopilotCode = async (deps: CopilotDeps, typed: string): Promise<ResolvedCopilotCode> => {
  const row = await claimableOfCode(deps, typed);
  return {
    copilotId: row.id,
    caseId: row.case_id,
    caseTitle: await caseTitleOf(deps.db, row.case_id),
    facilitatorName: row.facilitator_name,
    expiresAt: row.expires_at.toISOString(),
  };
};

/**
 * The trainee claims the copilot session: the case must be open to their own plan (refused before
 * anything is spent; the session they start counts against their quota as any other).
 */
export const claimCopilot = async (deps: CopilotDeps, user: PolicyUser, typed: string) => {
  const row = await claimableOfCode(deps, typed);
  if (row.facilitator_id === user.id) {
    throw new AppError('CONFLICT', 'You run this facilitated session: give its code to your trainee.');
  }
  const [published, entitlement] = await Promise.all([
    findPublishedCase(deps.db, row.case_id),
    readEntitlement(deps.db, deps.config, user),
  ]);
  assertCaseOpen(entitlement, published.definition.accessTier);
  const claimed = await claimCopilotSession(deps.db, row.id, user.id);
  if (!claimed) throw new AppError('CONFLICT', 'Another trainee has claimed this facilitated session.');
  return toCopilotSession(deps, (await findCopilotSession(deps.db, row.id))!, false);
};

const hasEnded = (session: TrainingSessionRow, now = new Date()) =>
  session.ended_at !== null || now >= session.ends_at;

/**
 * The trainee links the session they started (on the case page, in facilitator mode) to the
 * copilot session: an invite of the session and a watcher for the facilitator's account are made,
 * so the facilitator's dashboard and socket open it through the grant their page takes (`view`).
 * Linking the same session again changes nothing.
 */
export const attachCopilot = async (
  deps: CopilotDeps,
  user: PolicyUser,
  copilotId: string,
  sessionId: string,
): Promise<CopilotSession> => {
  const copilot = await loadCopilot(deps.db, user, 'attach', copilotId);
  const session = await loadSession(deps.db, user, 'manageWatchers', sessionId);
  if (copilot.session_id === session.id) return toCopilotSession(deps, copilot, false);
  if (copilot.session_id) throw new AppError('CONFLICT', 'This facilitated session has a session already.');
  if (session.case_id !== copilot.case_id) {
    throw new AppError('VALIDATION_FAILED', 'That session is of another case', {
      issues: [{ path: 'sessionId', message: 'Not a session of this case' }],
    });
  }
  if (hasEnded(session)) throw new AppError('SESSION_ENDED', 'This session has ended.');
  const attached = await deps.db.transaction(async (trx) => {
    const locked = await lockCopilotSession(trx, copilot.id);
    if (locked?.session_id) return locked.session_id === session.id;
    // An invite nobody can resolve or open by token (its code hash and token are random): the
    // facilitator's access is the grant of their account, taken by their page.
    const invite = await insertFacilitatorInvite(trx, {
      session_id: session.id,
      created_by: user.id,
      code_hash: randomBytes(32).toString('hex'),
      token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      token_sealed: randomBytes(48),
      expires_at: new Date(session.ends_at.getTime() + WATCH_AFTER_END_MS),
    });
    if (!invite) throw new AppError('CONFLICT', 'Please try again.');
    const watcher = await insertFacilitatorWatcher(trx, {
      invite_id: invite.id,
      user_id: copilot.facilitator_id,
      name: copilot.facilitator_name.slice(0, LIVE.guestNameMaxChars),
    });
    return Boolean(
      await attachCopilotSession(trx, copilot.id, {
        session_id: session.id,
        invite_id: invite.id,
        watcher_id: watcher.id,
      }),
    );
  });
  if (!attached) throw new AppError('CONFLICT', 'This facilitated session has a session already.');
  await deps.live.watchersChanged(session.id);
  return toCopilotSession(deps, (await findCopilotSession(deps.db, copilot.id))!, false);
};

const toInjection = (row: CopilotInjectionRow): ScenarioInjection => {
  const base = {
    id: row.id,
    messageId: String(row.message_id),
    elapsedSeconds: row.elapsed_seconds,
    createdAt: row.created_at.toISOString(),
  };
  const p = row.payload;
  if (row.kind === 'observations') {
    return { ...base, kind: 'observations', observations: p.observations as Observations };
  }
  if (row.kind === 'nurseMessage') return { ...base, kind: 'nurseMessage', text: String(p.text) };
  return {
    ...base,
    kind: 'earlyResult',
    investigationId: String(p.investigationId),
    name: String(p.name),
    result: String(p.result),
  };
};

/** Keeps the facilitator's watcher grant in their http session, so their dashboard and socket open. */
const grantWatching = async (db: Knex, req: Request, copilot: CopilotSessionListRow) => {
  if (!copilot.session_id || !copilot.invite_id || !copilot.watcher_id) return;
  if ((await listActiveInvites(db, [copilot.invite_id])).length === 0) return;
  const grants = req.session.facilitatorGrants ?? [];
  if (grants.some((g) => g.inviteId === copilot.invite_id && g.watcherId === copilot.watcher_id)) return;
  const next = grants.filter((g) => g.inviteId !== copilot.invite_id);
  next.push({ inviteId: copilot.invite_id, sessionId: copilot.session_id, watcherId: copilot.watcher_id });
  req.session.facilitatorGrants = next.slice(-10);
  await new Promise<void>((resolve, reject) =>
    req.session.save((error) => (error ? reject(error) : resolve())),
  );
};

/**
 * A copilot session and its scenario events: to its facilitator with the code and the case's
 * investigations (and, once linked, the watching grant kept in their http session), to its trainee
 * without either.
 */
export const viewCopilot = async (
  deps: CopilotDeps,
  req: Request,
  user: PolicyUser,
  copilotId: string,
): Promise<CopilotView> => {
  const row = await findCopilotSession(deps.db, copilotId);
  if (!row) throw copilotNotFound();
  const role = row.facilitator_id === user.id ? 'facilitator' : 'trainee';
  await loadCopilot(deps.db, user, role === 'facilitator' ? 'readAsFacilitator' : 'readAsTrainee', copilotId);
  if (role === 'facilitator') await grantWatching(deps.db, req, row);
  const [session, injections, published] = await Promise.all([
    toCopilotSession(deps, row, role === 'facilitator'),
    listCopilotInjections(deps.db, row.id),
    role === 'facilitator' ? findPublishedCase(deps.db, row.case_id).catch(() => undefined) : undefined,
  ]);
  return {
    role,
    session,
    injections: injections.map(toInjection),
    investigations: (published?.definition.investigations ?? []).map((i) => ({ id: i.id, name: i.name })),
  };
};

/** "HR 120/min, BP 92/58 mmHg, …": the observations as the nurse reads them out. */
export const observationsText = (o: Observations) => {
  const parts: string[] = [];
  for (const name of observationNames) {
    if (name === 'diastolic') continue;
    const value = o[name];
    if (value === undefined) continue;
    if (name === 'systolic') {
      parts.push(`BP ${value}/${o.diastolic} mmHg`);
      continue;
    }
    const { unit } = observationRanges[name];
    const label = { heartRate: 'HR', respiratoryRate: 'RR', spo2: 'SpO2', temperature: 'Temp', gcs: 'GCS' }[
      name
    ];
    parts.push(`${label} ${value}${unit === '%' || unit === '°C' ? '' : ' '}${unit}`);
  }
  return `New observations: ${parts.join(', ')}.`;
};

/** Refuses a copilot session's injection over its own limit (429, as the route's limit answers). */
const assertInjectionLimit = async (deps: CopilotDeps, copilotId: string) => {
  const { hits, reset_at } = await incrementRateLimit(deps.db, `copilot-inject:${copilotId}`, 60_000);
  if (hits <= INJECTIONS_PER_COPILOT_PER_MINUTE * deps.config.RATE_LIMIT_SCALE) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((reset_at.getTime() - Date.now()) / 1000));
  throw new AppError(
    'RATE_LIMITED',
    `Too many scenario events. Please try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
  );
};

/**
 * A scenario event of the facilitator's (specification, section 4; ADR 0119): recorded by a line of
 * the nurse's channel of the transcript (so the trainee's chat and the feedback's timeline have it)
 * and an injection row, and published to the session's room as a `message` and a `scenario` event
 * (with an `action` when a requested investigation's result comes back early). Only while the
 * session runs (or counts down), and while the trainee still lets the facilitator watch.
 */
export const injectScenario = async (
  deps: CopilotDeps,
  user: PolicyUser,
  copilotId: string,
  body: z.output<typeof ZInjectBody>,
): Promise<ScenarioInjection> => {
  const copilot = await loadCopilot(deps.db, user, 'inject', copilotId);
  if (!copilot.session_id || !copilot.invite_id) {
    throw new AppError('CONFLICT', 'The trainee has not started the case yet.');
  }
  const session = await findTrainingSession(deps.db, copilot.session_id);
  if (!session) throw copilotNotFound();
  if (hasEnded(session)) throw new AppError('SESSION_ENDED', 'This session has ended.');
  if ((await listActiveInvites(deps.db, [copilot.invite_id])).length === 0) {
    throw new AppError('CONFLICT', 'The trainee has ended the watching of this session.');
  }
  const caseDef = await sessionCase(deps.db, session);
  let text: string;
  let sender: 'nurse' | 'system' = 'nurse';
  let payload: Record<string, unknown>;
  let investigation: { id: string; name: string; result: string } | undefined;
  if (body.kind === 'observations') {
    text = observationsText(body.observations);
    payload = { observations: body.observations };
  } else if (body.kind === 'nurseMessage') {
    text = body.text;
    payload = { text: body.text };
  } else {
    investigation = caseDef.investigations.find((i) => i.id === body.investigationId);
    if (!investigation) {
      throw new AppError('VALIDATION_FAILED', 'That investigation is not part of this case', {
        issues: [{ path: 'investigationId', message: 'Not an investigation of this case' }],
      });
    }
    sender = 'system';
    text = `Early result — ${investigation.name}: ${investigation.result}`;
    payload = { investigationId: investigation.id, name: investigation.name, result: investigation.result };
  }
  await assertInjectionLimit(deps, copilot.id);
  const elapsed = elapsedAt(session);
  const stored = await deps.db.transaction(async (trx) => {
    const message = await insertScenarioMessage(trx, {
      session_id: session.id,
      sender,
      text,
      elapsed_seconds: elapsed,
    });
    const actionRow = investigation
      ? await bringResultForward(trx, session.id, investigation.id, elapsed)
      : undefined;
    const injection = await insertCopilotInjection(trx, {
      copilot_id: copilot.id,
      session_id: session.id,
      kind: body.kind,
      payload,
      message_id: message.id,
      elapsed_seconds: elapsed,
    });
    return { message, actionRow, injection };
  });
  const injection = toInjection(stored.injection);
  const message = {
    id: String(stored.message.id),
    channel: stored.message.channel,
    sender: stored.message.sender,
    text: stored.message.text,
    revealedFactIds: [],
    elapsedSeconds: stored.message.elapsed_seconds,
    createdAt: stored.message.created_at.toISOString(),
    engine: null,
  };
  const action = stored.actionRow ? toAction(stored.actionRow, caseDef, elapsed, false) : null;
  await deps.publisher.publish(session.id, [
    { type: 'message', payload: { message } },
    ...(action ? [{ type: 'action' as const, payload: { action } }] : []),
    { type: 'scenario', payload: { injection, message, action } },
  ]);
  return injection;
};
