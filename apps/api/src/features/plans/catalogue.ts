import type { Config } from '@urosim/config';
import type { PlanRow } from '@urosim/db';

type PlanSeed = Omit<PlanRow, 'id' | 'is_active'>;

const pence = (major: number) => Math.round(major * 100);

/**
 * The four plans on sale. Quotas per tier are not in the specification: these are our choice
 * (docs/adr/0104-plans-and-quotas.md). Prices and the free allowance come from the configuration.
 */
export const planCatalogue = (config: Config): PlanSeed[] => [
  {
    slug: 'free',
    name: 'Free',
    description: 'Try UroSim on the core emergencies and common referrals, with no card needed.',
    tier: 'free',
    price_monthly_minor: 0,
    currency: config.PLAN_CURRENCY,
    sessions_per_month: config.FREE_SESSIONS_PER_MONTH,
    is_avatar_included: false,
    is_facilitator_included: false,
    features: ['Text chat consultations', 'Scored feedback with evidence', 'Performance level and dashboard'],
    sort_order: 10,
    stripe_price_id: null,
  },
  {
    slug: 'basic',
    name: 'Basic',
    description: 'Regular practice for a trainee working through the foundation and core cases.',
    tier: 'basic',
    price_monthly_minor: pence(config.PLAN_PRICE_BASIC),
    currency: config.PLAN_CURRENCY,
    sessions_per_month: 20,
    is_avatar_included: false,
    is_facilitator_included: false,
    features: [
      'Text chat consultations',
      'Scored feedback with evidence',
      'Performance Hub and My Analytics',
      'SBAR hand-offs shared by link or PDF',
    ],
    sort_order: 20,
    stripe_price_id: config.STRIPE_PRICE_BASIC ?? null,
  },
  {
    slug: 'standard',
    name: 'Standard',
    description: 'More sessions, the talking avatar and the communication cases.',
    tier: 'standard',
    price_monthly_minor: pence(config.PLAN_PRICE_STANDARD),
    currency: config.PLAN_CURRENCY,
    sessions_per_month: 50,
    is_avatar_included: true,
    is_facilitator_included: false,
    features: [
      'Text chat and avatar consultations',
      'Scored feedback with evidence',
      'Performance Hub and My Analytics',
      'SBAR hand-offs shared by link or PDF',
    ],
    sort_order: 30,
    stripe_price_id: config.STRIPE_PRICE_STANDARD ?? null,
  },
  {
    slug: 'premium',
    name: 'Premium',
    description: 'Every case, unlimited sessions and supervised practice with a facilitator.',
    tier: 'premium',
    price_monthly_minor: pence(config.PLAN_PRICE_PREMIUM),
    currency: config.PLAN_CURRENCY,
    sessions_per_month: null,
    is_avatar_included: true,
    is_facilitator_included: true,
    features: [
      'Text chat and avatar consultations',
      'Scored feedback with evidence',
      'Performance Hub and My Analytics',
      'SBAR hand-offs shared by link or PDF',
      'Facilitator observation by invite link',
    ],
    sort_order: 40,
    stripe_price_id: config.STRIPE_PRICE_PREMIUM ?? null,
  },
];
