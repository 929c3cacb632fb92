export * from './auth.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './jobs.ts';
export * from './ops.ts';
export * from './route.ts';
export * from './routes.ts';
