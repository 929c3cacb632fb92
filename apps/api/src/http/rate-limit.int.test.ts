// The leasing rate-limit store: exact across instances, and most requests cost no database write.
import { randomUUID } from 'node:crypto';
import { createDb, type Knex } from '@urosim/db';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/test-app.ts';
import { createRateLimiter, MAX_LEASE } from './rate-limit.ts';

/** One "api instance": an app with a limiter of its own (its own store and blocks). */
const instance = (db: Knex, name: string, limit: number) => {
  const app = express();
  app.set('trust proxy', 1);
  app.use(createRateLimiter(db, { name, key: 'ip', limit, windowMs: 60_000, leased: true }));
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(
    (
      error: { status?: number },
      _req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      res.status(error.status ?? 429).json({ limited: true });
    },
  );
  return app;
};

describe('leased rate limits', () => {
  let db: Knex;
  let writes = 0;
  beforeAll(() => {
    db = createDb({ url: testDatabaseUrl(), poolMax: 4 });
    db.on('query', (q: { sql: string }) => {
      if (/insert into rate_limits/i.test(q.sql)) writes += 1;
    });
  });
  afterAll(() => db.destroy());

  it('lets exactly the limit through across two instances, however the requests interleave', async () => {
    for (const limit of [1, 3, 10, 37]) {
      const name = `lease-${randomUUID()}`;
      const [a, b] = [instance(db, name, limit), instance(db, name, limit)];
      // Bursts in parallel on both, in a shuffled order.
      const calls = Array.from({ length: limit * 2 + 5 }, () => (Math.random() < 0.5 ? a : b)).map((app, i) =>
        new Promise((resolve) => setTimeout(resolve, i % 7)).then(() =>
          request(app).get('/').set('X-Forwarded-For', '198.18.7.7'),
        ),
      );
      const statuses = (await Promise.all(calls)).map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        `limit ${limit}`,
      ).toHaveLength(limit);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    }
  });

  it('claims hits in blocks: far from the limit, one write serves many requests', async () => {
    const app = instance(db, `lease-${randomUUID()}`, 100_000);
    writes = 0;
    for (let i = 0; i < MAX_LEASE * 4; i += 1) {
      expect((await request(app).get('/').set('X-Forwarded-For', '198.18.8.8')).status).toBe(200);
    }
    expect(writes).toBe(4);
  });
});
