export { runEndSession, runSessionSweep } from './jobs/end-session.ts';
export { runLogRetention } from './jobs/log-retention.ts';
export { runSendMail } from './jobs/send-mail.ts';
export { startJobQueue, startWorker, type Worker, type WorkerDeps } from './worker.ts';
