// What the report bundle tests and the bundle benchmark share: an ended session of a trainee of
// their own (made straight in the database: the worker has no api to play one), and a bundle
// requested for it through the repository the api uses.
import { randomUUID } from 'node:crypto';
import type { ReportBundleContent } from '@urosim/contracts';
import { insertTrainingSession, type Knex, requestReportBundle } from '@urosim/db';

/** A case of its own, a trainee and one ended session of that case; answers their ids. */
export const seedEndedSession = async (db: Knex) => {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db('users')
    .insert({ email: `bundle-${tag}@example.test`, password_hash: 'not-a-hash', full_name: 'Bundle Trainee' })
    .returning('id');
  const caseId = `bundle-case-${tag}`;
  await db('cases').insert({
    id: caseId,
    title: 'Loin pain and fever in a 58-year-old man',
    topic: 'stones',
    difficulty: 'core',
    access_tier: 'free',
    duration_seconds: 900,
    summary: 'A bundle test case.',
    status: 'published',
  });
  const [version] = await db('case_versions')
    .insert({ case_id: caseId, version: 1, definition: {}, checksum: tag })
    .returning('id');
  const startedAt = new Date(Date.now() - 20 * 60 * 1000);
  const session = await insertTrainingSession(db, {
    user_id: user.id,
    case_id: caseId,
    case_version_id: version.id,
    mode: 'Chat',
    started_at: startedAt,
    ends_at: new Date(startedAt.getTime() + 15 * 60 * 1000),
  });
  await db('training_sessions')
    .where({ id: session.id })
    .update({ ended_at: new Date(startedAt.getTime() + 15 * 60 * 1000), end_reason: 'completed' });
  return { userId: user.id as string, sessionId: session.id };
};

/**
 * Asks for a bundle as the api does (`contentKey` names the content: the same key twice is one
 * bundle). `enqueue` sends the job inside the request's transaction; none by default.
 */
export const requestBundle = (
  db: Knex,
  ids: { userId: string; sessionId: string },
  content: ReportBundleContent,
  contentKey = 'handoff-1:scoring-7',
  enqueue: (trx: Knex.Transaction, generation: number) => Promise<unknown> = async () => undefined,
) =>
  requestReportBundle(
    db,
    { session_id: ids.sessionId, user_id: ids.userId, content, content_key: contentKey },
    enqueue,
  );
