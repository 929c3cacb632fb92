import type { SurveyAnalytics, SurveyAnswer } from '@urosim/contracts';
import {
  findPilotParticipant,
  findSurveyResponseOfSession,
  findTrainingSession,
  insertSurveyResponse,
  type Knex,
  listSurveyResponses,
  type SurveyAverages,
  summariseSurveyByCase,
  summariseSurveyByDay,
} from '@urosim/db';
import { AppError } from '../../http/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's own ended session, else 404 (ids leak nothing). */
const ownEndedSession = async (db: Knex, userId: string, sessionId: string) => {
  const session = await findTrainingSession(db, sessionId);
  if (!session || session.user_id !== userId) throw new AppError('NOT_FOUND', 'No such session');
  if (!session.ended_at) throw new AppError('SESSION_RUNNING', 'The survey comes after the session ends.');
  return session;
};

export const readSurveyState = async (db: Knex, userId: string, sessionId: string) => {
  await ownEndedSession(db, userId, sessionId);
  return {
    isAnswered: !!(await findSurveyResponseOfSession(db, sessionId)),
    isPilotParticipant: !!(await findPilotParticipant(db, userId)),
  };
};

/** Stores the session's one answer; a second is refused (409). */
export const answerSurvey = async (db: Knex, userId: string, sessionId: string, answer: SurveyAnswer) => {
  const session = await ownEndedSession(db, userId, sessionId);
  const isPilotParticipant = !!(await findPilotParticipant(db, userId));
  const stored = await insertSurveyResponse(db, {
    session_id: sessionId,
    user_id: userId,
    case_id: session.case_id,
    usefulness: answer.usefulness ?? null,
    realism: answer.realism ?? null,
    difficulty: answer.difficulty ?? null,
    comment: answer.comment?.trim() || null,
    is_pilot_participant: isPilotParticipant,
  });
  if (!stored) throw new AppError('CONFLICT', 'This session’s survey has already been answered.');
  return { isAnswered: true, isPilotParticipant };
};

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const averages = (row: SurveyAverages) => ({
  responses: Number(row.responses),
  usefulness: round(row.usefulness),
  realism: round(row.realism),
  difficulty: round(row.difficulty),
});

/** Results by case and by day over the last `days` days, with the answers. */
export const readSurveyAnalytics = async (
  db: Knex,
  days: number,
  now = new Date(),
): Promise<SurveyAnalytics> => {
  const from = new Date(now.getTime() - days * DAY_MS);
  const byCase = await summariseSurveyByCase(db, from);
  const byDay = await summariseSurveyByDay(db, from);
  const rows = await listSurveyResponses(db, from, 500);
  const total = rows.length;
  const mean = (pick: (row: (typeof rows)[number]) => number | null) => {
    const values = rows.map(pick).filter((value): value is number => value !== null);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
  };
  return {
    from: from.toISOString(),
    overall: averages({
      responses: total,
      usefulness: mean((row) => row.usefulness),
      realism: mean((row) => row.realism),
      difficulty: mean((row) => row.difficulty),
    }),
    byCase: byCase.map((row) => ({ ...averages(row), caseId: row.case_id, title: row.title ?? row.case_id })),
    byDay: byDay.map((row) => ({ ...averages(row), day: row.day })),
    responses: rows.map((row) => ({
      id: row.id,
      caseId: row.case_id,
      title: row.title ?? row.case_id,
      email: row.email,
      usefulness: row.usefulness,
      realism: row.realism,
      difficulty: row.difficulty,
      comment: row.comment,
      isPilotParticipant: row.is_pilot_participant,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
};
