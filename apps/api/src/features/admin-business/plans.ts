import type { AdminPlan, PlanEdit } from '@urosim/contracts';
import { accessTiers } from '@urosim/contracts';
import { type AdminPlanRow, findPlanById, type Knex, listAllPlans, updatePlanTerms } from '@urosim/db';
import { formatMonthlyPrice } from '@urosim/domain';
import type { Request } from 'express';
import { AppError } from '../../http/app-error.ts';
import type { Billing } from '../../providers/billing/index.ts';
import { audited } from '../admin/audit.ts';
import type { UserRow } from '../auth/repo.ts';
import { countCasesPerTier } from '../plans/service.ts';

type Admin = Pick<UserRow, 'id' | 'email'>;

const toAdminPlan = (row: AdminPlanRow, provider: Billing['provider']['name'], live: number): AdminPlan => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  tier: row.tier as AdminPlan['tier'],
  priceMonthlyMinor: row.price_monthly_minor,
  currency: row.currency,
  priceLabel: formatMonthlyPrice(row.price_monthly_minor, row.currency),
  sessionsPerMonth: row.sessions_per_month,
  isAvatarIncluded: row.is_avatar_included,
  isFacilitatorIncluded: row.is_facilitator_included,
  isActive: row.is_active,
  features: row.features,
  providerPriceId: (provider === 'stripe' ? row.stripe_price_id : row.sandbox_price_id) ?? null,
  liveSubscriptions: live,
  editedAt: row.admin_edited_at ? row.admin_edited_at.toISOString() : null,
});

const countLive = async (db: Knex) => {
  const rows = await db('subscriptions')
    .whereIn('status', ['active', 'past_due'])
    .groupBy('plan_id')
    .select<{ plan_id: string; count: string }[]>('plan_id', db.raw('count(*) as count'));
  return new Map(rows.map((row) => [row.plan_id, Number(row.count)]));
};

/** Every plan, with the published cases of each tier (the plan and feature-tier screens). */
export const listAdminPlans = async (db: Knex, billing: Billing) => {
  const live = await countLive(db);
  const counts = await countCasesPerTier(db);
  return {
    plans: (await listAllPlans(db)).map((row) =>
      toAdminPlan(row, billing.provider.name, live.get(row.id) ?? 0),
    ),
    casesPerTier: Object.fromEntries(accessTiers.map((tier) => [tier, counts[tier] ?? 0])) as Record<
      (typeof accessTiers)[number],
      number
    >,
    provider: billing.provider.name,
  };
};

/** The fields of a plan an audit entry shows. */
const snapshot = (row: AdminPlanRow) => ({
  name: row.name,
  description: row.description,
  tier: row.tier,
  price_monthly_minor: row.price_monthly_minor,
  currency: row.currency,
  sessions_per_month: row.sessions_per_month,
  is_avatar_included: row.is_avatar_included,
  is_facilitator_included: row.is_facilitator_included,
  is_active: row.is_active,
  features: row.features,
  stripe_price_id: row.stripe_price_id,
  sandbox_price_id: row.sandbox_price_id,
});

/**
 * Edits a plan (ADR 0123). A new price is first made at the provider (a new Stripe Price, or a new
 * sandbox price: prices are immutable) and the plan then points at it, so new checkouts buy it; a
 * running subscription keeps its period's terms (`subscriptions.terms`) and meets the new ones at
 * its next period. Free stays free and paid plans cost something.
 */
export const updatePlan = async (
  deps: { db: Knex; billing: Billing },
  admin: Admin,
  req: Request,
  planId: string,
  edit: Exclude<PlanEdit, undefined>,
) => {
  const current = await findPlanById(deps.db, planId);
  if (!current) throw new AppError('NOT_FOUND', 'No such plan');
  const price = edit.priceMonthlyMinor;
  if (price !== undefined && (current.slug === 'free') !== (price === 0)) {
    const message =
      current.slug === 'free' ? 'The Free plan costs nothing.' : 'A paid plan needs a price above 0.';
    throw new AppError('VALIDATION_FAILED', message, undefined, [
      { path: 'priceMonthlyMinor', message, code: 'custom' },
    ]);
  }
  const isNewPrice = price !== undefined && price !== current.price_monthly_minor && price > 0;
  // Made before the transaction: a provider call is not undone by a rollback, and an unused price
  // is harmless (nothing points at it).
  const providerPrice = isNewPrice
    ? await deps.billing.provider.createPrice(current, { amountMinor: price, currency: current.currency })
    : undefined;
  const priceField = deps.billing.provider.name === 'stripe' ? 'stripe_price_id' : 'sandbox_price_id';
  const row = await audited(
    deps.db,
    admin,
    req,
    { action: 'plan.update', targetType: 'plan', targetId: current.slug },
    async (trx) => {
      const before = await findPlanById(trx as unknown as Knex, planId);
      if (!before) throw new AppError('NOT_FOUND', 'No such plan');
      const after = await updatePlanTerms(trx as unknown as Knex, planId, {
        ...(edit.name !== undefined ? { name: edit.name } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
        ...(edit.tier !== undefined ? { tier: edit.tier } : {}),
        ...(price !== undefined ? { price_monthly_minor: price } : {}),
        ...(edit.sessionsPerMonth !== undefined ? { sessions_per_month: edit.sessionsPerMonth } : {}),
        ...(edit.isAvatarIncluded !== undefined ? { is_avatar_included: edit.isAvatarIncluded } : {}),
        ...(edit.isFacilitatorIncluded !== undefined
          ? { is_facilitator_included: edit.isFacilitatorIncluded }
          : {}),
        ...(edit.isActive !== undefined ? { is_active: edit.isActive } : {}),
        ...(edit.features !== undefined ? { features: edit.features } : {}),
        ...(providerPrice ? { [priceField]: providerPrice } : {}),
      });
      if (!after) throw new AppError('NOT_FOUND', 'No such plan');
      return { before: snapshot(before), after: snapshot(after), result: after };
    },
  );
  const live = await countLive(deps.db);
  return { plan: toAdminPlan(row, deps.billing.provider.name, live.get(row.id) ?? 0) };
};
