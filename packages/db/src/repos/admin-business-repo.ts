import type { Knex } from 'knex';
import type { PlanRow } from './website-repo.ts';

// The admin area's business screens (issue 17, ADR 0123): plans and their provider prices,
// subscription figures, model costs and their budget, announcements and the post-feedback survey.

// ---------------------------------------------------------------------------------------------------
// Plans

/** A plan as the admin screens read it (active or not). */
export type AdminPlanRow = PlanRow & { admin_edited_at: Date | null; sandbox_price_id: string | null };

/** Every plan, in their order. */
export const listAllPlans = (db: Knex) => db<AdminPlanRow>('plans').orderBy('sort_order', 'asc');

export const findPlanById = (db: Knex, id: string) => db<AdminPlanRow>('plans').where({ id }).first();

/** Writes an admin's edit of a plan; the seeder leaves an edited plan's terms alone from then on. */
export const updatePlanTerms = async (
  db: Knex,
  id: string,
  patch: Partial<
    Pick<
      AdminPlanRow,
      | 'name'
      | 'description'
      | 'tier'
      | 'price_monthly_minor'
      | 'sessions_per_month'
      | 'is_avatar_included'
      | 'is_facilitator_included'
      | 'is_active'
      | 'stripe_price_id'
      | 'sandbox_price_id'
    > & { features: string[] }
  >,
) => {
  const { features, ...rest } = patch;
  const [row] = await db('plans')
    .where({ id })
    .update({
      ...rest,
      ...(features ? { features: JSON.stringify(features) } : {}),
      admin_edited_at: db.fn.now(),
      updated_at: db.fn.now(),
    })
    .returning<AdminPlanRow[]>('*');
  return row;
};

export type SandboxPriceRow = {
  id: string;
  plan_slug: string;
  amount_minor: number;
  currency: string;
  created_at: Date;
};

/** A new sandbox price (prices are immutable, as Stripe's: a change is a new one). */
export const insertSandboxPrice = async (db: Knex, row: Omit<SandboxPriceRow, 'created_at'>) => {
  const [stored] = await db('billing_sandbox_prices').insert(row).returning<SandboxPriceRow[]>('*');
  return stored as SandboxPriceRow;
};

export const findSandboxPrice = (db: Knex, id: string) =>
  db<SandboxPriceRow>('billing_sandbox_prices').where({ id }).first();

// ---------------------------------------------------------------------------------------------------
// Subscriptions

/** Subscriptions counted by plan and status. */
export const countSubscriptionsByPlanAndStatus = (db: Knex) =>
  db('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .groupBy('p.slug', 'p.name', 'p.sort_order', 's.status')
    .orderBy([{ column: 'p.sort_order' }, { column: 's.status' }])
    .select<{ plan_slug: string; plan_name: string; status: string; count: string }[]>(
      'p.slug as plan_slug',
      'p.name as plan_name',
      's.status',
      db.raw('count(*) as count'),
    );

/**
 * Monthly recurring revenue by currency: what the paying subscriptions that still renew (active,
 * or past due and still being retried) are charged a month, at their period's price.
 */
export const sumMonthlyRecurringRevenue = (db: Knex) =>
  db('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .whereIn('s.status', ['active', 'past_due'])
    .whereNot('s.provider', 'urosim')
    .where('s.cancel_at_period_end', false)
    .groupByRaw("coalesce(s.terms->>'currency', p.currency)")
    .select<{ currency: string; amount_minor: string; count: string }[]>(
      db.raw("coalesce(s.terms->>'currency', p.currency) as currency"),
      db.raw("sum(coalesce((s.terms->>'price_monthly_minor')::int, p.price_monthly_minor)) as amount_minor"),
      db.raw('count(*) as count'),
    );

/** Paying subscriptions cancelled since `since`, and those that were live at `since`. */
export const countChurn = async (db: Knex, since: Date) => {
  const row = await db('subscriptions')
    .whereNot('provider', 'urosim')
    .first<{ canceled: string; active_at_start: string }>(
      db.raw("count(*) filter (where status = 'canceled' and canceled_at >= ?) as canceled", [since]),
      db.raw(
        `count(*) filter (where created_at < ? and current_period_end >= ?
          and (canceled_at is null or canceled_at >= ?)) as active_at_start`,
        [since, since, since],
      ),
    );
  return { canceled: Number(row?.canceled ?? 0), activeAtStart: Number(row?.active_at_start ?? 0) };
};

/** Past-due subscriptions with their user, oldest failure first. */
export const listPastDueSubscriptions = (db: Knex, limit: number) =>
  db('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.status', 'past_due')
    .orderBy('s.past_due_since', 'asc')
    .limit(limit)
    .select<
      {
        id: string;
        email: string;
        plan_name: string;
        past_due_since: Date | null;
        current_period_end: Date;
        provider: string;
      }[]
    >('s.id', 'u.email', 'p.name as plan_name', 's.past_due_since', 's.current_period_end', 's.provider');

/** Users whose e-mail contains `text`, for the history search. */
export const searchUsersByEmail = (db: Knex, text: string, limit: number) =>
  db('users')
    .whereILike('email', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .orderBy('email')
    .limit(limit)
    .select<{ id: string; email: string; full_name: string | null }[]>('id', 'email', 'full_name');

// ---------------------------------------------------------------------------------------------------
// Model costs

type Range = { from: Date; to: Date };

const usageIn = (db: Knex, range: Range) =>
  db('ai_usage as a').where('a.created_at', '>=', range.from).where('a.created_at', '<', range.to);

const totals = (db: Knex) => [
  db.raw('count(*)::int as calls'),
  db.raw('coalesce(sum(a.prompt_tokens), 0)::bigint as prompt_tokens'),
  db.raw('coalesce(sum(a.completion_tokens), 0)::bigint as completion_tokens'),
  db.raw('coalesce(sum(a.cost_usd), 0)::float8 as cost_usd'),
];

export type UsageTotals = {
  calls: number;
  prompt_tokens: string;
  completion_tokens: string;
  cost_usd: number;
};

/** Model calls in the range grouped by one of purpose, model or day (UTC). */
export const sumAiUsageBy = (db: Knex, range: Range, by: 'purpose' | 'model' | 'day') => {
  const key = by === 'day' ? "to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD')" : `a.${by}`;
  return usageIn(db, range)
    .groupByRaw(key)
    .orderByRaw(by === 'day' ? '1 asc' : 'cost_usd desc')
    .select<(UsageTotals & { key: string })[]>(db.raw(`${key} as key`), ...totals(db));
};

/** The users whose model calls cost most in the range. */
export const listTopAiUsers = (db: Knex, range: Range, limit: number) =>
  usageIn(db, range)
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .groupBy('a.user_id', 'u.email')
    .orderBy('cost_usd', 'desc')
    .limit(limit)
    .select<(UsageTotals & { user_id: string | null; email: string | null })[]>(
      'a.user_id',
      'u.email',
      ...totals(db),
    );

/** The range's totals. */
export const sumAiUsage = async (db: Knex, range: Range) =>
  (await usageIn(db, range).first<UsageTotals>(...totals(db))) as UsageTotals;

// ---------------------------------------------------------------------------------------------------
// Settings and the budget alert

export const findAdminSetting = async <T>(db: Knex, key: string): Promise<T | undefined> =>
  (await db('admin_settings').where({ key }).first<{ value: T } | undefined>('value'))?.value;

export const upsertAdminSetting = async (db: Knex, key: string, value: unknown, userId: string) => {
  await db('admin_settings')
    .insert({ key, value: JSON.stringify(value), updated_by: userId })
    .onConflict('key')
    .merge({ value: JSON.stringify(value), updated_by: userId, updated_at: db.fn.now() });
};

export type BudgetAlertRow = { month: string; budget_usd: string; spent_usd: string; created_at: Date };

/** The month's alert, written once: undefined when the month already had one. */
export const insertBudgetAlert = async (
  db: Knex,
  row: { month: string; budget_usd: number; spent_usd: number },
) => {
  const [stored] = await db('cost_budget_alerts')
    .insert(row)
    .onConflict('month')
    .ignore()
    .returning<BudgetAlertRow[]>('*');
  return stored;
};

export const findBudgetAlert = (db: Knex, month: string) =>
  db<BudgetAlertRow>('cost_budget_alerts').where({ month }).first();

// ---------------------------------------------------------------------------------------------------
// Announcements

export type AnnouncementRow = {
  id: string;
  title: string;
  body: string;
  publish_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

export const listAnnouncements = (db: Knex, limit: number) =>
  db<AnnouncementRow>('announcements').orderBy('created_at', 'desc').limit(limit);

export const findAnnouncement = (db: Knex, id: string) =>
  db<AnnouncementRow>('announcements').where({ id }).first();

export const insertAnnouncement = async (
  db: Knex,
  row: Pick<AnnouncementRow, 'title' | 'body' | 'publish_at' | 'created_by'>,
) => {
  const [stored] = await db('announcements').insert(row).returning<AnnouncementRow[]>('*');
  return stored as AnnouncementRow;
};

export const updateAnnouncement = async (
  db: Knex,
  id: string,
  patch: Partial<Pick<AnnouncementRow, 'title' | 'body' | 'publish_at'>>,
) => {
  const [stored] = await db('announcements')
    .where({ id })
    .update({ ...patch, updated_at: db.fn.now() })
    .returning<AnnouncementRow[]>('*');
  return stored;
};

export const deleteAnnouncement = (db: Knex, id: string) => db('announcements').where({ id }).delete();

/** Published announcements (their time has come), newest first: scheduled ones appear by the query. */
export const listPublishedAnnouncements = (db: Knex, limit: number) =>
  db<AnnouncementRow>('announcements')
    .whereNotNull('publish_at')
    .where('publish_at', '<=', db.fn.now())
    .orderBy('publish_at', 'desc')
    .limit(limit);

// ---------------------------------------------------------------------------------------------------
// The post-feedback survey

export type SurveyResponseRow = {
  id: string;
  session_id: string;
  user_id: string | null;
  case_id: string;
  usefulness: number | null;
  realism: number | null;
  difficulty: number | null;
  comment: string | null;
  is_pilot_participant: boolean;
  created_at: Date;
};

/** One answer a session: undefined when the session was answered before. */
export const insertSurveyResponse = async (db: Knex, row: Omit<SurveyResponseRow, 'id' | 'created_at'>) => {
  const [stored] = await db('survey_responses')
    .insert(row)
    .onConflict('session_id')
    .ignore()
    .returning<SurveyResponseRow[]>('*');
  return stored;
};

export const findSurveyResponseOfSession = (db: Knex, sessionId: string) =>
  db<SurveyResponseRow>('survey_responses').where({ session_id: sessionId }).first();

const surveyAverages = (db: Knex) => [
  db.raw('count(*)::int as responses'),
  db.raw('avg(r.usefulness)::float8 as usefulness'),
  db.raw('avg(r.realism)::float8 as realism'),
  db.raw('avg(r.difficulty)::float8 as difficulty'),
];

export type SurveyAverages = {
  responses: number;
  usefulness: number | null;
  realism: number | null;
  difficulty: number | null;
};

/** Averages by case since `from`. */
export const summariseSurveyByCase = (db: Knex, from: Date) =>
  db('survey_responses as r')
    .leftJoin('cases as c', 'c.id', 'r.case_id')
    .where('r.created_at', '>=', from)
    .groupBy('r.case_id', 'c.title')
    .orderBy('responses', 'desc')
    .select<(SurveyAverages & { case_id: string; title: string | null })[]>(
      'r.case_id',
      'c.title',
      ...surveyAverages(db),
    );

/** Averages by day (UTC) since `from`. */
export const summariseSurveyByDay = (db: Knex, from: Date) =>
  db('survey_responses as r')
    .where('r.created_at', '>=', from)
    .groupByRaw("to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD')")
    .orderBy('day', 'asc')
    .select<(SurveyAverages & { day: string })[]>(
      db.raw("to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as day"),
      ...surveyAverages(db),
    );

/** The latest answers, with their case's title and the user's e-mail. */
export const listSurveyResponses = (db: Knex, from: Date, limit: number) =>
  db('survey_responses as r')
    .leftJoin('cases as c', 'c.id', 'r.case_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .where('r.created_at', '>=', from)
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .select<(SurveyResponseRow & { title: string | null; email: string | null })[]>(
      'r.*',
      'c.title',
      'u.email',
    );
