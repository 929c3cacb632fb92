export * from './ai-errors.ts';
export * from './bad-news/index.ts';
export * from './levels.ts';
export * from './money.ts';
export * from './patient-engine/index.ts';
export * from './scoring/index.ts';
export * from './tiers.ts';
export * from './website-assistant/index.ts';
