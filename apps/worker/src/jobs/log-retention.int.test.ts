import { randomUUID } from 'node:crypto';
import { jobQueues } from '@urosim/contracts';
import { createDb } from '@urosim/db';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startJobQueue, startWorker } from '../worker.ts';
import { runLogRetention } from './log-retention.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('log retention job', () => {
  const url = inject('databaseUrl');
  const db = createDb({ url, poolMax: 4 });
  afterAll(() => db.destroy());

  /** Old and fresh rows of both tables, tagged so this test finds only its own. */
  const seedRows = async (tag: string, now: Date) => {
    const old = new Date(now.getTime() - 40 * dayMs);
    const fresh = new Date(now.getTime() - 2 * dayMs);
    await db('client_logs').insert([
      { source: 'client-log', level: 'info', message: 'old', client_session_id: tag, created_at: old },
      { source: 'client-log', level: 'info', message: 'fresh', client_session_id: tag, created_at: fresh },
    ]);
    await db('frontend_errors').insert([
      { message: 'old', request_id: tag, created_at: old },
      { message: 'fresh', request_id: tag, created_at: fresh },
    ]);
  };
  const remaining = async (tag: string) => ({
    logs: (await db('client_logs').where({ client_session_id: tag }).pluck('message')).sort(),
    errors: (await db('frontend_errors').where({ request_id: tag }).pluck('message')).sort(),
  });

  it('deletes only what is older than the retention period, and a second run changes nothing', async () => {
    const tag = randomUUID();
    const now = new Date();
    await seedRows(tag, now);
    const first = await runLogRetention(db, {}, { retentionDays: 30, now });
    expect(first.clientLogs).toBeGreaterThanOrEqual(1);
    expect(first.frontendErrors).toBeGreaterThanOrEqual(1);
    expect(await remaining(tag)).toEqual({ logs: ['fresh'], errors: ['fresh'] });

    const second = await runLogRetention(db, {}, { retentionDays: 30, now });
    expect(second.clientLogs + second.frontendErrors).toBe(0);
    expect(await remaining(tag)).toEqual({ logs: ['fresh'], errors: ['fresh'] });
    expect(second.cutoff).toBe(first.cutoff);
  });

  it('forgets rate-limit counters whose window closed over a day ago', async () => {
    const stale = `test:${randomUUID()}`;
    const open = `test:${randomUUID()}`;
    await db('rate_limits').insert([
      { key: stale, hits: 3, reset_at: new Date(Date.now() - 2 * dayMs) },
      { key: open, hits: 3, reset_at: new Date(Date.now() + 60_000) },
    ]);
    await runLogRetention(db, {}, { retentionDays: 30 });
    expect(await db('rate_limits').whereIn('key', [stale, open]).pluck('key')).toEqual([open]);
  });

  it('runs through pg-boss in a started worker', async () => {
    const tag = randomUUID();
    await seedRows(tag, new Date());
    const logger = pino({ level: 'silent' });
    const boss = await startJobQueue({ databaseUrl: url, logger, schedule: false });
    const worker = await startWorker({
      boss,
      db,
      logger,
      logRetentionDays: 30,
      mail: { from: 'test@urosim.local' },
      schedule: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const jobId = await boss.send(jobQueues.logRetention, {});
      expect(jobId).toBeTruthy();
      let state: string | undefined;
      for (let i = 0; i < 60 && state !== 'completed' && state !== 'failed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        state = (await boss.getJobById(jobQueues.logRetention, jobId!))?.state;
      }
      expect(state).toBe('completed');
      expect(await remaining(tag)).toEqual({ logs: ['fresh'], errors: ['fresh'] });
    } finally {
      await worker.stop();
      await boss.stop({ graceful: false });
    }
  });

  it('registers the daily schedule', async () => {
    const logger = pino({ level: 'silent' });
    const boss = await startJobQueue({ databaseUrl: url, logger });
    const worker = await startWorker({
      boss,
      db,
      logger,
      logRetentionDays: 30,
      mail: { from: 'test@urosim.local' },
    });
    try {
      const schedules = await boss.getSchedules();
      expect(schedules.map((s: { name: string }) => s.name)).toContain(jobQueues.logRetention);
    } finally {
      await worker.stop();
      await boss.stop({ graceful: false });
    }
  });
});
