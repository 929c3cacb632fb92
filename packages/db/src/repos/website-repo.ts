import type { Knex } from 'knex';

/** A plan as stored. */
export type PlanRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  tier: string;
  price_monthly_minor: number;
  currency: string;
  sessions_per_month: number | null;
  is_avatar_included: boolean;
  is_facilitator_included: boolean;
  features: string[];
  sort_order: number;
  is_active: boolean;
  /** The Stripe price the plan is sold at (from configuration); null on Free or without Stripe. */
  stripe_price_id: string | null;
};

/** The plans on sale, in their order (cheapest first). */
export const listActivePlans = (db: Knex) =>
  db<PlanRow>('plans').where({ is_active: true }).orderBy('sort_order', 'asc');

/** Creates or updates a plan by slug (the seeder keeps unedited plans in step with the configuration). */
export const upsertPlan = async (db: Knex, plan: Omit<PlanRow, 'id' | 'is_active'>) => {
  await db('plans')
    .insert({ ...plan, features: JSON.stringify(plan.features) })
    .onConflict('slug')
    .merge({
      name: plan.name,
      description: plan.description,
      tier: plan.tier,
      price_monthly_minor: plan.price_monthly_minor,
      currency: plan.currency,
      sessions_per_month: plan.sessions_per_month,
      is_avatar_included: plan.is_avatar_included,
      is_facilitator_included: plan.is_facilitator_included,
      features: JSON.stringify(plan.features),
      sort_order: plan.sort_order,
      stripe_price_id: plan.stripe_price_id,
      updated_at: db.fn.now(),
    })
    // A plan an admin has edited keeps its terms (ADR 0123); the seeder only creates it.
    .where('plans.admin_edited_at', null);
};

/**
 * Stores a contact message, once per idempotency key: `created` is false (and nothing is written)
 * when a message with the same key exists, whose id and reference are returned instead.
 */
export const insertContactMessage = async (
  db: Knex,
  row: {
    reference: string;
    name: string;
    email: string;
    topic: string;
    message: string;
    user_id: string | null;
    idempotency_key: string | null;
  },
): Promise<{ id: string; reference: string; created: boolean }> => {
  const [inserted] = await db('contact_messages')
    .insert(row)
    .onConflict('idempotency_key')
    .ignore()
    .returning<{ id: string }[]>('id');
  if (inserted) return { id: inserted.id, reference: row.reference, created: true };
  const existing = await db('contact_messages')
    .where({ idempotency_key: row.idempotency_key })
    .first<{ id: string; reference: string }>('id', 'reference');
  return { ...existing, created: false };
};

/** Links a contact message to its outbox mail. */
export const setContactMessageMail = (db: Knex, id: string, mailId: string) =>
  db('contact_messages').where({ id }).update({ mail_id: mailId });

/** A contact message by reference (tests and support look-ups). */
export const findContactMessageByReference = (db: Knex, reference: string) =>
  db('contact_messages')
    .where({ reference })
    .first<
      | { id: string; name: string; email: string; topic: string; message: string; mail_id: string | null }
      | undefined
    >();

/** A research pilot participant as stored. */
export type PilotParticipantRow = {
  user_id: string;
  complimentary_sessions: number;
  consented_at: Date;
  joined_at: Date;
};

export const findPilotParticipant = (db: Knex, userId: string) =>
  db<PilotParticipantRow>('research_pilot_participants').where({ user_id: userId }).first();

/** Enrols a user in the pilot; enrolling again keeps the first enrolment. */
export const insertPilotParticipant = (db: Knex, userId: string, complimentarySessions: number) =>
  db('research_pilot_participants')
    .insert({ user_id: userId, complimentary_sessions: complimentarySessions, consented_at: db.fn.now() })
    .onConflict('user_id')
    .ignore();

/** Distinct cases the user completed (a session of theirs scored) in sessions started since `since`. */
export const countCasesCompletedSince = async (db: Knex, userId: string, since: Date) => {
  // Completed means scored: the session's feedback exists (its summary was written).
  const row = await db('training_sessions as s')
    .join('feedback as f', 'f.session_id', 's.id')
    .where('s.user_id', userId)
    .andWhere('s.is_test', false)
    .andWhere('s.started_at', '>=', since)
    .countDistinct<{ count: string }[]>({ count: 's.case_id' })
    .first();
  return Number(row?.count ?? 0);
};
