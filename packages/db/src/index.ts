export * from './embedded.ts';
export * from './errors.ts';
export * from './knex.ts';
export * from './migrate.ts';
export * from './repos/logs-repo.ts';
export * from './repos/mail-repo.ts';
export * from './repos/rate-limit-repo.ts';
export * from './seed.ts';
