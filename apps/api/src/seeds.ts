import type { Seeder } from '@urosim/db';

/**
 * Demo content seeded at development start-up, in order. Each feature adds its seeder here
 * (accounts, cases, plans); the same functions are used by integration tests and e2e.
 */
export const demoSeeders: readonly Seeder[] = [];
