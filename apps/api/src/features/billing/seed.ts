import { randomUUID } from 'node:crypto';
import { findPlanBySlug, type Knex, termsOfPlan, upsertProviderSubscription } from '@urosim/db';

/**
 * Puts `userId` on plan `planSlug` for 30 days from now: an active subscription as the billing
 * sandbox writes it after a paid checkout. For tests, benchmarks and browser tests that need a
 * plan's features without going through a checkout (which billing's own tests cover).
 */
export const seedSubscription = async (db: Knex, userId: string, planSlug: string) => {
  const plan = await findPlanBySlug(db, planSlug);
  if (!plan) throw new Error(`No plan ${planSlug}`);
  const start = new Date();
  const id = randomUUID().slice(0, 8);
  await upsertProviderSubscription(db, {
    user_id: userId,
    plan_id: plan.id,
    status: 'active',
    current_period_start: start,
    current_period_end: new Date(start.getTime() + 30 * 86_400_000),
    cancel_at_period_end: false,
    past_due_since: null,
    provider: 'sandbox',
    provider_customer_id: `cus_seed_${id}`,
    provider_subscription_id: `sub_seed_${id}`,
    terms: termsOfPlan(plan),
  });
};
