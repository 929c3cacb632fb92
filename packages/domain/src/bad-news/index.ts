export * from './cues.ts';
export * from './engine.ts';
export * from './spikes.ts';
