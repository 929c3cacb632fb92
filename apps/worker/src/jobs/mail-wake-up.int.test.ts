import { randomUUID } from 'node:crypto';
import { jobQueues } from '@urosim/contracts';
import { createDb, findMailById, insertMail, notifyMailQueued } from '@urosim/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startJobQueue, startWorker, type Worker } from '../worker.ts';

// ADR 0134: a queued e-mail reaches the outbox within about a second because the api's
// notification wakes the mail worker. The worker polls every 5 s here, so only the wake-up can
// deliver within the limit; the second test shows the poll still delivers when no one notifies.
describe('the mail queue wakes its worker', () => {
  const url = inject('databaseUrl');
  const db = createDb({ url, poolMax: 4 });
  const logger = pino({ level: 'silent' });
  let boss: Awaited<ReturnType<typeof startJobQueue>>;
  let worker: Worker;
  beforeAll(async () => {
    boss = await startJobQueue({ databaseUrl: url, logger, schedule: false });
    worker = await startWorker({
      boss,
      db,
      logger,
      logRetentionDays: 30,
      mail: { from: 'test@urosim.local' },
      schedule: false,
      pollingIntervalSeconds: 5,
      wakeUpDatabaseUrl: url,
    });
    // The worker's first fetch happens at start; wait past it so the next is a poll 5 s away.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await worker.stop();
    await boss.stop({ graceful: false });
    await db.destroy();
  });

  /** Queues a message the way the api's mailer does; returns ms until the outbox says sent. */
  const queueAndTime = async (options: { notify: boolean }) => {
    const started = Date.now();
    const messageId = await db.transaction(async (trx) => {
      const id = await insertMail(trx, {
        to: `wake-${randomUUID().slice(0, 8)}@example.test`,
        subject: 'Confirm your e-mail address for UroSim',
        text: 'Confirm: http://localhost:3000/verify-email?token=abc',
        html: '<p>Confirm</p>',
        template: 'verifyEmail',
      });
      await boss.send(jobQueues.sendMail, { messageId: id });
      if (options.notify) await notifyMailQueued(trx);
      return id;
    });
    for (;;) {
      const mail = await findMailById(db, messageId);
      if (mail?.status === 'sent') return Date.now() - started;
      if (Date.now() - started > 15_000) throw new Error('the message was not sent within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('delivers a notified message within 1.5 s though the worker polls every 5 s', async () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      times.push(await queueAndTime({ notify: true }));
      // Past the burst that follows a delivery, so each message waits on an idle worker.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(Math.max(...times), `times ${times.join(', ')} ms`).toBeLessThan(1500);
  });

  it('still delivers a message nobody announced, at the next poll', async () => {
    expect(await queueAndTime({ notify: false })).toBeLessThan(12_000);
  });
});
