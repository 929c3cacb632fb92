export { type AppDeps, attachLiveRooms, createApp } from './app.ts';
export { readBuildInfo } from './build-info.ts';
export { seedUser } from './features/auth/seed.ts';
export { seedSubscription } from './features/billing/seed.ts';
export { seedCaseLibrary } from './features/cases/seed.ts';
export { plansSeeder } from './features/plans/seed.ts';
export { createLogger } from './http/logger.ts';
export { type Runtime, startRuntime } from './runtime.ts';
export { startupSeeders } from './seeds.ts';
