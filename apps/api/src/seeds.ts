import type { Config } from '@urosim/config';
import type { Seeder } from '@urosim/db';
import { demoAccountsSeeder } from './features/auth/seed.ts';
import { caseLibrarySeeder } from './features/cases/seed.ts';
import { plansSeeder } from './features/plans/seed.ts';

/**
 * What start-up seeds, in order: the case library and the plans always (they are the product's
 * content; unchanged cases keep their version, plans follow the configured prices), and the demo accounts when SEED_DEMO is on. The same functions serve
 * integration tests and e2e.
 */
export const startupSeeders = (config: Config): readonly Seeder[] => [
  caseLibrarySeeder,
  plansSeeder(config),
  ...(config.SEED_DEMO ? [demoAccountsSeeder(config)] : []),
];
