export { type AppDeps, createApp } from './app.ts';
export { readBuildInfo } from './build-info.ts';
export { createLogger } from './http/logger.ts';
export { type Runtime, startRuntime } from './runtime.ts';
