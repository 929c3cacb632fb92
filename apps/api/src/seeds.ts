import type { Config } from '@urosim/config';
import type { Seeder } from '@urosim/db';
import { demoAccountsSeeder } from './features/auth/seed.ts';

/**
 * Demo content seeded at start-up when SEED_DEMO is on, in order. Each feature adds its seeder here;
 * the same functions are used by integration tests and e2e.
 */
export const demoSeeders = (config: Config): readonly Seeder[] => [demoAccountsSeeder(config)];
