import type { Knex } from 'knex';

/** The admin dashboard's figures (issue 17), each read in one query. */
export type AdminStats = {
  users: { total: number; newThisWeek: number; activeThisWeek: number };
  sessionsPerDay: { day: string; count: number }[];
  scores: { average: number | null; count: number };
  subscriptionsByStatus: { status: string; count: number }[];
  costThisMonthUsd: number;
  errorsLast24h: { frontend: number; server: number; clientLogs: number };
  jobs: { queued: number; failed: number; available: boolean };
};

const num = (value: unknown) => Number(value ?? 0);

/** Reads every figure of the admin dashboard; `days` of sessions per day, today included. */
export const readAdminStats = async (db: Knex, now = new Date(), days = 14): Promise<AdminStats> => {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [users] = await db('users').select(
    db.raw('count(*) as total'),
    db.raw('count(*) filter (where created_at >= ?) as new_this_week', [weekAgo]),
    db.raw('count(*) filter (where last_login_at >= ?) as active_this_week', [weekAgo]),
  );
  const perDay = await db
    .select(db.raw("to_char(d.day, 'YYYY-MM-DD') as day"), db.raw('count(s.id) as count'))
    .from(
      db.raw(
        "generate_series(date_trunc('day', ?::timestamptz at time zone 'UTC') - (? - 1) * interval '1 day', date_trunc('day', ?::timestamptz at time zone 'UTC'), interval '1 day') as d(day)",
        [now, days, now],
      ),
    )
    .leftJoin('training_sessions as s', function joinDay() {
      this.on(db.raw("date_trunc('day', s.started_at at time zone 'UTC') = d.day"));
    })
    .groupBy('d.day')
    .orderBy('d.day');
  const [scores] = await db('feedback').select(
    db.raw('avg(overall) as average'),
    db.raw('count(*) as count'),
  );
  const subs = await db('subscriptions')
    .select('status')
    .count({ count: '*' })
    .groupBy('status')
    .orderBy('status');
  const [cost] = await db('ai_usage')
    .where(
      'created_at',
      '>=',
      db.raw("date_trunc('month', ?::timestamptz at time zone 'UTC') at time zone 'UTC'", [now]),
    )
    .sum({ total: 'cost_usd' });
  const [frontend] = await db('frontend_errors').where('created_at', '>=', dayAgo).count({ count: '*' });
  const [server] = await db('server_errors').where('created_at', '>=', dayAgo).count({ count: '*' });
  const [clientLogs] = await db('client_logs')
    .where('created_at', '>=', dayAgo)
    .andWhere('level', 'error')
    .count({ count: '*' });
  const jobs = await readJobCounts(db);
  const s = scores as { average: unknown; count: unknown } | undefined;
  return {
    users: {
      total: num(users?.total),
      newThisWeek: num(users?.new_this_week),
      activeThisWeek: num(users?.active_this_week),
    },
    sessionsPerDay: (perDay as { day: string; count: unknown }[]).map((row) => ({
      day: row.day,
      count: num(row.count),
    })),
    scores: {
      average: s?.average == null ? null : Math.round(Number(s.average) * 10) / 10,
      count: num(s?.count),
    },
    subscriptionsByStatus: (subs as { status: string; count: unknown }[]).map((row) => ({
      status: row.status,
      count: num(row.count),
    })),
    costThisMonthUsd: Math.round(num((cost as { total?: unknown } | undefined)?.total) * 100) / 100,
    errorsLast24h: {
      frontend: num((frontend as { count?: unknown })?.count),
      server: num((server as { count?: unknown })?.count),
      clientLogs: num((clientLogs as { count?: unknown })?.count),
    },
    jobs,
  };
};

/** Queued (created or retry) and failed pg-boss jobs; `available` is false before pg-boss made its schema. */
export const readJobCounts = async (db: Knex) => {
  const exists = await db.raw<{ rows: { table: string | null }[] }>(
    "select to_regclass('pgboss.job')::text as table",
  );
  if (!exists.rows[0]?.table) return { queued: 0, failed: 0, available: false };
  const result = await db.raw<{ rows: { queued: unknown; failed: unknown }[] }>(
    "select count(*) filter (where state in ('created', 'retry')) as queued, count(*) filter (where state = 'failed') as failed from pgboss.job",
  );
  return { queued: num(result.rows[0]?.queued), failed: num(result.rows[0]?.failed), available: true };
};
