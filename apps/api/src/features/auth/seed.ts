import type { Config } from '@urosim/config';
import type { Knex, Seeder } from '@urosim/db';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUserIfAbsent, type NewUser } from './repo.ts';

/** The demo accounts of a development or test start-up; never seeded unless SEED_DEMO is on. */
export const demoAccounts = {
  admin: { email: 'admin@urosim.local', password: 'UroSim-Admin-2026!', fullName: 'Alex Morgan' },
  trainee: { email: 'trainee@urosim.local', password: 'UroSim-Trainee-2026!', fullName: 'Sam Patel' },
} as const;

/**
 * Creates a verified user unless the e-mail exists (idempotent); returns the user's id. Used by the
 * demo seed, integration tests and e2e.
 */
export const seedUser = async (
  db: Knex,
  input: { email: string; password: string; fullName: string; isAdmin?: boolean } & Partial<NewUser>,
) => {
  const existing = await findUserByEmail(db, input.email);
  if (existing) return existing.id;
  const created = await insertUserIfAbsent(db, {
    email: input.email,
    password_hash: await hashPassword(input.password),
    full_name: input.fullName,
    grade: input.grade ?? (input.isAdmin ? 'Consultant' : 'Specialty trainee in urology (ST3–ST8)'),
    years_of_practice: input.years_of_practice ?? (input.isAdmin ? 15 : 4),
    institution: input.institution ?? 'UroSim Demo Hospital',
    country: input.country ?? 'United Kingdom',
    role: input.isAdmin ? 'admin' : 'user',
    is_admin: input.isAdmin ?? false,
    email_verified_at: new Date(),
    terms_accepted_at: new Date(),
  });
  return created?.id ?? (await findUserByEmail(db, input.email))!.id;
};

/** Seeds the demo admin and trainee; prints their credentials in development only. */
export const demoAccountsSeeder = (config: Config): Seeder => ({
  name: 'demo accounts',
  run: async (db, log) => {
    await seedUser(db, { ...demoAccounts.admin, isAdmin: true });
    await seedUser(db, demoAccounts.trainee);
    if (config.NODE_ENV === 'development') {
      log?.(
        `Demo accounts — admin: ${demoAccounts.admin.email} / ${demoAccounts.admin.password}; ` +
          `trainee: ${demoAccounts.trainee.email} / ${demoAccounts.trainee.password}`,
      );
    }
  },
});
