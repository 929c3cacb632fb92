import { loadBabScenarios } from '@urosim/content';
import {
  type BabClock,
  type BabEmotion,
  type BabMessage,
  type BabReview,
  type BabScenario,
  type BabScenarioCard,
  type BabSession,
  babEmotions,
  type SpikesScore,
  ZSpikesScore,
} from '@urosim/contracts';
import {
  type BabMessageRow,
  type BabSessionRow,
  endBabSession,
  endOpenBabSessions,
  findBabSession,
  insertBabSession,
  insertBabTurn,
  type Knex,
  listBabMessages,
  listLatestBabSessions,
  saveBabScore,
} from '@urosim/db';
import {
  type BabState,
  initialBabState,
  replyAsBabPatient,
  SPIKES_VERSION,
  scoreSpikes,
} from '@urosim/domain';
import { AppError } from '../../http/app-error.ts';
import {
  type Actor,
  authorize,
  type BabSessionPolicyAction,
  babSessionNotFound,
  babSessionResource,
} from '../../policies/index.ts';

// The scenarios are content (packages/content/bab), read once.
let authored: Map<string, BabScenario> | undefined;
const scenarios = () => {
  authored ??= new Map(loadBabScenarios().map((s) => [s.id, s]));
  return authored;
};

const scenarioOr404 = (id: string) => {
  const scenario = scenarios().get(id);
  if (!scenario) throw new AppError('NOT_FOUND', 'No such scenario');
  return scenario;
};

const headline = (s: BabScenario) => ({
  id: s.id,
  title: s.title,
  brief: s.brief,
  setting: s.setting,
  durationSeconds: s.durationSeconds,
  patient: s.patient,
});

const isOverdue = (row: BabSessionRow, now: Date) => row.ended_at === null && now >= row.ends_at;

const toCard = (s: BabScenario, latest: BabSessionRow | undefined, now: Date): BabScenarioCard => ({
  ...headline(s),
  latest: latest
    ? {
        sessionId: latest.id,
        phase: latest.ended_at || isOverdue(latest, now) ? 'ended' : 'active',
        overall: latest.overall,
        startedAt: latest.started_at.toISOString(),
      }
    : null,
});

/** The scenarios with the caller's latest conversation of each. */
export const listScenarios = async (db: Knex, userId: string) => {
  const latest = new Map((await listLatestBabSessions(db, userId)).map((row) => [row.scenario_id, row]));
  const now = new Date();
  return {
    scenarios: [...scenarios().values()].map((s) => toCard(s, latest.get(s.id), now)),
  };
};

/** One scenario with the caller's latest conversation of it, or 404. */
export const getScenario = async (db: Knex, userId: string, scenarioId: string) => {
  const scenario = scenarioOr404(scenarioId);
  const latest = (await listLatestBabSessions(db, userId)).find((row) => row.scenario_id === scenarioId);
  return toCard(scenario, latest, new Date());
};

const clockOf = (row: BabSessionRow, now: Date): BabClock => {
  const isEnded = row.ended_at !== null;
  return {
    phase: isEnded ? 'ended' : 'active',
    serverNow: now.toISOString(),
    startedAt: row.started_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    endReason: row.end_reason,
    remainingSeconds: isEnded ? 0 : Math.max(0, Math.ceil((row.ends_at.getTime() - now.getTime()) / 1000)),
  };
};

const toMessage = (row: BabMessageRow): BabMessage => ({
  id: row.id,
  sender: row.sender,
  text: row.text,
  emotion: (babEmotions as readonly string[]).includes(row.emotion ?? '')
    ? (row.emotion as BabEmotion)
    : null,
  reactions: row.reactions as BabMessage['reactions'],
  elapsedSeconds: row.elapsed_seconds,
  createdAt: row.created_at.toISOString(),
});

const stateOf = (row: BabSessionRow): BabState => ({
  ...initialBabState(),
  ...(row.state as Partial<BabState>),
});

/** The conversation when `actor` may do `action` to it; an overdue one is ended (timeout) first. */
const loadOwned = async (db: Knex, actor: Actor, action: BabSessionPolicyAction, id: string) => {
  const row = await findBabSession(db, id);
  if (!row) throw babSessionNotFound();
  authorize(actor, action, babSessionResource(row));
  const now = new Date();
  if (isOverdue(row, now)) {
    await endBabSession(db, row.id, row.ends_at, 'timeout');
    return { row: { ...row, ended_at: row.ends_at, end_reason: 'timeout' as const }, now };
  }
  return { row, now };
};

const sessionOf = async (db: Knex, row: BabSessionRow, now: Date): Promise<BabSession> => ({
  id: row.id,
  scenario: headline(scenarioOr404(row.scenario_id)),
  emotion: stateOf(row).emotion,
  clock: clockOf(row, now),
  transcript: (await listBabMessages(db, row.id)).map(toMessage),
});

/** Starts a timed conversation; the patient speaks first. A running one of the scenario is ended. */
export const startBabSession = async (db: Knex, userId: string, scenarioId: string): Promise<BabSession> => {
  const scenario = scenarioOr404(scenarioId);
  const now = new Date();
  await endOpenBabSessions(db, userId, scenarioId, now);
  const state = initialBabState();
  const row = await insertBabSession(db, {
    user_id: userId,
    scenario_id: scenarioId,
    started_at: now,
    ends_at: new Date(now.getTime() + scenario.durationSeconds * 1000),
    state,
  });
  const [opening] = scenario.lines.opening;
  await insertBabTurn(db, row.id, state, [
    { sender: 'patient', text: opening!, emotion: state.emotion, reactions: [], elapsed_seconds: 0 },
  ]);
  return sessionOf(db, row, now);
};

export const getBabSession = async (db: Knex, actor: Actor, id: string) => {
  const { row, now } = await loadOwned(db, actor, 'read', id);
  return sessionOf(db, row, now);
};

const ended = (row: BabSessionRow) =>
  new AppError(
    'SESSION_ENDED',
    row.end_reason === 'timeout'
      ? 'This conversation has ended: the time is up.'
      : 'This conversation has ended.',
  );

/** One turn: the trainee's line and the scripted patient's reply, stored before they are returned. */
export const sendBabTurn = async (db: Knex, actor: Actor, id: string, text: string) => {
  const { row, now } = await loadOwned(db, actor, 'interact', id);
  if (row.ended_at) throw ended(row);
  const scenario = scenarioOr404(row.scenario_id);
  const reply = replyAsBabPatient(scenario, stateOf(row), text);
  const elapsed = Math.max(0, Math.floor((now.getTime() - row.started_at.getTime()) / 1000));
  const stored = await insertBabTurn(db, row.id, reply.state, [
    { sender: 'trainee', text, emotion: null, reactions: reply.reactions, elapsed_seconds: elapsed },
    { sender: 'patient', text: reply.text, emotion: reply.emotion, reactions: [], elapsed_seconds: elapsed },
  ]);
  if (!stored) throw ended({ ...row, end_reason: 'completed' });
  return {
    message: toMessage(stored[0]!),
    reply: toMessage(stored[1]!),
    emotion: reply.emotion,
    clock: clockOf(row, now),
  };
};

/** The emotions the patient went through, repeats collapsed. */
const emotionPathOf = (transcript: BabMessage[]) =>
  transcript.reduce<BabEmotion[]>((path, line) => {
    if (line.emotion && path[path.length - 1] !== line.emotion) path.push(line.emotion);
    return path;
  }, []);

/** The stored score when it is of the current version, else the conversation scored now and kept. */
const reviewOf = async (db: Knex, row: BabSessionRow, now: Date): Promise<BabReview> => {
  const scenario = scenarioOr404(row.scenario_id);
  const session = await sessionOf(db, row, now);
  const stored = row.scoring_version === SPIKES_VERSION ? ZSpikesScore.safeParse(row.score) : undefined;
  let score: SpikesScore;
  if (stored?.success) {
    score = stored.data;
  } else {
    score = scoreSpikes(scenario, session.transcript);
    await saveBabScore(db, row.id, score.version, score.overall, score);
  }
  return { session, news: scenario.news, score, emotionPath: emotionPathOf(session.transcript) };
};

/** Ends the conversation now (ending an ended one changes nothing) and returns its review. */
export const endBab = async (db: Knex, actor: Actor, id: string) => {
  const { row, now } = await loadOwned(db, actor, 'end', id);
  if (row.ended_at) return reviewOf(db, row, now);
  await endBabSession(db, row.id, now, 'completed');
  return reviewOf(db, { ...row, ended_at: now, end_reason: 'completed' }, now);
};

/** The SPIKES review of an ended conversation; 409 while it runs. */
export const getBabReview = async (db: Knex, actor: Actor, id: string) => {
  const { row, now } = await loadOwned(db, actor, 'review', id);
  if (!row.ended_at) throw new AppError('SESSION_RUNNING', 'End the conversation to see its review.');
  return reviewOf(db, row, now);
};
