export * from './embedded.ts';
export * from './errors.ts';
export * from './knex.ts';
export * from './migrate.ts';
export * from './repos/logs-repo.ts';
export * from './seed.ts';
