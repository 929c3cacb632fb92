import type { Config } from '@urosim/config';
import type { Seeder } from '@urosim/db';
import { demoAccountsSeeder } from './features/auth/seed.ts';
import { caseLibrarySeeder } from './features/cases/seed.ts';

/**
 * What start-up seeds, in order: the case library always (it is the product's content; unchanged
 * cases keep their version), and the demo accounts when SEED_DEMO is on. The same functions serve
 * integration tests and e2e.
 */
export const startupSeeders = (config: Config): readonly Seeder[] => [
  caseLibrarySeeder,
  ...(config.SEED_DEMO ? [demoAccountsSeeder(config)] : []),
];
