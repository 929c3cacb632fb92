export { runLogRetention } from './jobs/log-retention.ts';
export { startWorker, type Worker, type WorkerDeps } from './worker.ts';
