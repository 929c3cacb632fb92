export * from './levels.ts';
export * from './tiers.ts';
