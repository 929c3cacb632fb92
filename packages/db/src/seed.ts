import type { Knex } from 'knex';

/** A seeder: idempotent, so that every start can run it. */
export type Seeder = { name: string; run: (db: Knex, log?: (line: string) => void) => Promise<void> };

/**
 * Runs the given seeders in order. Each feature contributes its own seeder (accounts, cases,
 * plans) as importable functions shared by dev start-up, integration tests and e2e.
 */
export const runSeeders = async (
  db: Knex,
  seeders: readonly Seeder[],
  log: (line: string) => void = () => {},
) => {
  for (const seeder of seeders) {
    await seeder.run(db, log);
    log(`Seeded ${seeder.name}`);
  }
};
