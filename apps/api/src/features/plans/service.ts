import type { Plan } from '@urosim/contracts';
import { type Knex, listActivePlans, listPublishedCases, type PlanRow } from '@urosim/db';
import { formatMonthlyPrice } from '@urosim/domain';

const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  tier: row.tier as Plan['tier'],
  priceMonthlyMinor: row.price_monthly_minor,
  currency: row.currency,
  priceLabel: formatMonthlyPrice(row.price_monthly_minor, row.currency),
  sessionsPerMonth: row.sessions_per_month,
  isAvatarIncluded: row.is_avatar_included,
  isFacilitatorIncluded: row.is_facilitator_included,
  features: row.features,
});

/** The plans on sale, cheapest first. */
export const listPlans = async (db: Knex): Promise<Plan[]> => (await listActivePlans(db)).map(toPlan);

/** How many published cases each access tier has. */
export const countCasesPerTier = async (db: Knex): Promise<Partial<Record<Plan['tier'], number>>> => {
  const counts: Partial<Record<Plan['tier'], number>> = {};
  for (const row of await listPublishedCases(db)) {
    const tier = row.access_tier as Plan['tier'];
    counts[tier] = (counts[tier] ?? 0) + 1;
  }
  return counts;
};
