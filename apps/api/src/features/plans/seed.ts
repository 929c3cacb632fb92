import type { Config } from '@urosim/config';
import { type Seeder, upsertPlan } from '@urosim/db';
import { planCatalogue } from './catalogue.ts';

/** Creates the plans, or brings their prices and allowances in step with the configuration. */
export const plansSeeder = (config: Config): Seeder => ({
  name: 'plans',
  run: async (db, log) => {
    const plans = planCatalogue(config);
    for (const plan of plans) await upsertPlan(db, plan);
    log?.(`Plans: ${plans.map((p) => `${p.name} ${p.price_monthly_minor / 100} ${p.currency}`).join(', ')}`);
  },
});
