import {
  type CaseDefinition,
  type Feedback,
  type FeedbackHandoff,
  type Sbar,
  ZFeedback,
  ZRubricResult,
} from '@urosim/contracts';
import {
  type FeedbackRow,
  findFeedback,
  findHandoff,
  type HandoffRow,
  insertAiUsage,
  listActions,
  markFeedbackViewed,
  saveFeedback,
  scoredSessionsUntil,
  type TrainingSessionRow,
} from '@urosim/db';
import {
  type AnalysisType,
  clinicalReasoningAnalysis,
  communicationAnalysis,
  handoffScoreOf,
  handoffText,
  levelForShownScore,
  narrativeFor,
  SCORING_VERSION,
  type SessionScore,
  scoreSession,
  timelineAnalysis,
  withRelevantEvidence,
} from '@urosim/domain';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../policies/index.ts';
import { aiUsageRow } from '../../providers/ai/engine.ts';
import type { NarrativeWriter } from '../../providers/ai/narrative-writer.ts';
import { readCaseAccessOfUser } from '../billing/entitlements.ts';
import { listCardsWithTopics, toCaseDebrief } from '../cases/service.ts';
import {
  isSummaryWindowClosed,
  loadSession,
  type SessionDeps,
  sessionCase,
  sessionDetailParts,
} from '../sessions/service.ts';

/**
 * What to practise next: the weakest area's topic again when the score is low, else something new.
 * The suggestion is a card without its topic: that belongs to the suggested case's own debrief.
 */
const suggestNext = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  userId: string,
  caseId: string,
  topic: string,
  overall: number,
) => {
  // Only cases the trainee's plan opens: a locked suggestion would be a dead end.
  const access = await readCaseAccessOfUser(deps.db, deps.config, userId);
  const entries = (await listCardsWithTopics(deps.db, userId, access)).filter((e) => !e.card.locked);
  const others = entries.filter((e) => e.card.id !== caseId);
  const pick = (entry: (typeof entries)[number] | undefined, reason: string) =>
    entry ? { card: entry.card, reason } : undefined;
  if (overall < 65) {
    const sameTopic =
      others.find((e) => e.topic === topic && e.card.timesPlayed === 0) ??
      others.find((e) => e.topic === topic);
    if (sameTopic) return pick(sameTopic, 'Practise the same kind of presentation again with a new patient.');
    const replay = entries.find((e) => e.card.id === caseId);
    if (replay) return pick(replay, 'Try this case again, starting with the items you missed.');
  }
  const fresh =
    others.find((e) => e.card.timesPlayed === 0 && e.topic !== topic) ??
    others.find((e) => e.card.timesPlayed === 0);
  if (fresh) return pick(fresh, 'Broaden your practice with a topic you have not played yet.');
  return pick(others[0], 'Keep your skills fresh with another case.');
};

/** A stored score (`feedback.score`), checked with the contracts' schemas of its parts. */
const ZStoredScore = z.object({
  caseId: z.string(),
  scoringVersion: z.number().int(),
  overall: z.number(),
  metWeight: z.number(),
  totalWeight: z.number(),
  categories: ZFeedback.shape.categories,
  results: z.array(ZRubricResult),
  missed: z.array(ZRubricResult),
  strengths: z.array(ZRubricResult),
  criticalMissed: z.array(ZRubricResult),
  flagged: z.boolean(),
  redFlagsMissed: z.array(ZRubricResult),
  inappropriateActions: ZFeedback.shape.inappropriateActions,
}) satisfies z.ZodType<SessionScore>;

/**
 * The stored score when it still holds: the current scoring version, the summary counted if there
 * is one, the hand-off's current revision (0: none), and the shape of a score. A row that fails the
 * check (hand-edited, or written by a bug) is scored again, as a row of an older scoring version
 * is, rather than failing the request.
 */
const validStoredScore = (stored: FeedbackRow | undefined, hasSummary: boolean, handoffRevision: number) => {
  if (
    !stored ||
    stored.scoring_version !== SCORING_VERSION ||
    (hasSummary && !stored.with_summary) ||
    stored.handoff_revision !== handoffRevision
  ) {
    return undefined;
  }
  const parsed = ZStoredScore.safeParse(stored.score);
  return parsed.success ? parsed.data : undefined;
};

/** The four SBAR sections of a stored hand-off (all empty when none was saved). */
export const sbarOf = (row: HandoffRow | undefined): Sbar => ({
  situation: row?.situation ?? '',
  background: row?.background ?? '',
  assessment: row?.assessment ?? '',
  recommendation: row?.recommendation ?? '',
});

/**
 * What the scorer is given as the hand-off (ADR 0116, "What counts as not written"): its text when
 * written; null when the session offered the step and nothing is written (its items count missed,
 * so skipping never scores better than writing); undefined for sessions ended before the step
 * existed (their items stay out, so old scores do not drop).
 */
export const handoffForScoring = (row: TrainingSessionRow, sbar: Sbar): string | null | undefined => {
  const text = handoffText(sbar);
  if (text !== '') return text;
  return row.handoff_offered ? null : undefined;
};

/**
 * The score of an ended session: computed with the case version it was played on, from the stored
 * transcript, actions and summary, then kept. A summary submitted after a first scoring rescores
 * once; a newer scoring version rescores too.
 */
export const scoredSession = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  row: TrainingSessionRow,
  options: { rescore?: boolean } = {},
) => {
  const parts = await sessionDetailParts(deps, row);
  if (parts.clock.phase !== 'ended') {
    throw new AppError('SESSION_RUNNING', 'Feedback is ready once the session has ended.');
  }
  const { summary } = parts;
  if (!summary && !isSummaryWindowClosed(row)) {
    throw new AppError(
      'SUMMARY_REQUIRED',
      'Write your summary first: the feedback shows the expected diagnosis and plan.',
    );
  }
  const [caseDef, stored, actionRows, handoffRow] = await Promise.all([
    sessionCase(deps.db, row),
    findFeedback(deps.db, row.id),
    listActions(deps.db, row.id),
    findHandoff(deps.db, row.id),
  ]);
  const sbar = sbarOf(handoffRow);
  const handoffRevision = handoffRow?.revision ?? 0;
  const actions = actionRows.map((a) => ({
    kind: a.kind,
    itemId: a.item_id,
    requestedAtSeconds: a.elapsed_seconds,
  }));
  let score: SessionScore | undefined = options.rescore
    ? undefined
    : validStoredScore(stored, summary !== null, handoffRevision);
  if (!score) {
    const handoff = handoffForScoring(row, sbar);
    score = scoreSession(caseDef, {
      transcript: parts.transcript,
      actions,
      summary,
      ...(handoff === undefined ? {} : { handoff }),
    });
    await saveFeedback(deps.db, {
      session_id: row.id,
      user_id: row.user_id,
      case_id: row.case_id,
      scoring_version: SCORING_VERSION,
      overall: score.overall,
      flagged: score.flagged,
      with_summary: summary !== null,
      handoff_revision: handoffRevision,
      score,
    });
  }
  // Each met action item quotes its most relevant request (a renal-function item cites the kidney
  // test, not a blood count sent earlier); worked out on reading, so stored scores benefit too.
  return {
    parts,
    caseDef,
    actions,
    score: withRelevantEvidence(caseDef, score, actions),
    handoff: { row: handoffRow, sbar },
  };
};

/** The hand-off as the feedback shows it: whether it was written, its score and when it changed. */
const feedbackHandoff = (
  row: TrainingSessionRow,
  caseDef: CaseDefinition,
  score: SessionScore,
  handoff: { row: HandoffRow | undefined; sbar: Sbar },
): FeedbackHandoff => {
  const state = handoffText(handoff.sbar) !== '' ? 'written' : row.handoff_offered ? 'missing' : 'notOffered';
  return {
    state,
    // A missing hand-off still shows its points, all missed; one never offered was not scored.
    score: state === 'notOffered' ? null : handoffScoreOf(caseDef, score, handoff.sbar),
    updatedAt: handoff.row?.updated_at.toISOString() ?? null,
    revisedAfterFeedback: handoff.row?.revised_after_feedback ?? false,
  };
};

/** The feedback of an ended session: its score, the level, the narrative and what to practise next. */
export const getFeedback = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
): Promise<Feedback> => {
  const row = await loadSession(deps.db, actor, 'readFeedback', id);
  const { parts, caseDef, score, handoff } = await scoredSession(deps, row);
  const { summary } = parts;
  const endedAt = parts.clock.endedAt ?? parts.clock.endsAt;
  // The level comes from the trainee's scored sessions up to this one (this one included), as the
  // dashboard's does from all of them; the level of the average as it is shown (one rounding).
  const basis = await scoredSessionsUntil(deps.db, row.user_id, { id: row.id, endedAt: new Date(endedAt) });
  const scoredSessions = Math.max(1, basis.count);
  const averageScore = basis.count > 0 && basis.average !== null ? basis.average : score.overall;
  const level = levelForShownScore(averageScore);
  const next = await suggestNext(deps, row.user_id, caseDef.id, caseDef.topic, score.overall);
  return {
    sessionId: row.id,
    caseId: caseDef.id,
    caseTitle: caseDef.title,
    debrief: toCaseDebrief(caseDef),
    endedAt,
    scoringVersion: score.scoringVersion,
    overall: score.overall,
    flagged: score.flagged,
    level: { level: level.level, name: level.name, label: level.label },
    levelBasis: { scoredSessions, averageScore: Math.round(averageScore * 10) / 10 },
    durationSeconds: parts.clock.durationSeconds,
    categories: score.categories,
    results: score.results,
    missedOrder: score.missed.map((r) => r.itemId),
    strengthsOrder: score.strengths.map((r) => r.itemId),
    inappropriateActions: score.inappropriateActions,
    expected: {
      workingDiagnosis: caseDef.expected.workingDiagnosis,
      differentials: caseDef.expected.differentials,
      redFlags: caseDef.expected.redFlags,
      management: caseDef.expected.management,
      modelAnswer: caseDef.expected.modelAnswer,
    },
    transcript: parts.transcript,
    summary,
    narrative: { engine: 'template', ...narrativeFor(caseDef, score) },
    suggestedCase: next?.card ?? null,
    suggestionReason: next?.reason ?? null,
    handoff: feedbackHandoff(row, caseDef, score, handoff),
  };
};

/**
 * The feedback as its trainee opens it: the first opening is recorded, so that a hand-off changed
 * after it is marked "revised after feedback". (Scoring on submitting the summary is not an opening.)
 */
export const viewFeedback = async (deps: Pick<SessionDeps, 'db' | 'config'>, actor: Actor, id: string) => {
  const feedback = await getFeedback(deps, actor, id);
  await markFeedbackViewed(deps.db, id);
  return feedback;
};

/** One analysis of an ended session (communication, clinical reasoning or timeline). */
export const getAnalysis = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
  type: AnalysisType,
) => {
  const row = await loadSession(deps.db, actor, 'readFeedback', id);
  const { parts, caseDef, actions, score } = await scoredSession(deps, row);
  if (type === 'communication') return communicationAnalysis(parts.transcript);
  if (type === 'clinical-reasoning')
    return clinicalReasoningAnalysis(caseDef, parts.transcript, actions, score);
  return timelineAnalysis(caseDef, parts.transcript, actions);
};

/** The narrative of an ended session, written by the given writer around its stored score. */
export const writeNarrative = async (
  deps: Pick<SessionDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
  writer: NarrativeWriter,
) => {
  const row = await loadSession(deps.db, actor, 'writeNarrative', id);
  const { caseDef, score } = await scoredSession(deps, row);
  const started = performance.now();
  const { narrative, usage } = await writer.write(caseDef, score);
  if (usage) {
    await insertAiUsage(
      deps.db,
      aiUsageRow(usage, {
        userId: row.user_id,
        sessionId: row.id,
        purpose: 'feedback',
        latencyMs: Math.round(performance.now() - started),
      }),
    );
  }
  return { engine: writer.engine, ...narrative };
};
