export {
  type DataExportAttempt,
  dataExportFailureReason,
  dataExportPagePath,
  notifyDataExportReady,
  runDataExport,
  runDataExportRetention,
} from './jobs/data-export.ts';
export { runEndSession, runSessionSweep } from './jobs/end-session.ts';
export { runLogRetention } from './jobs/log-retention.ts';
export {
  bundleFailureReasons,
  type ReportBundleAttempt,
  runReportBundle,
  runReportBundleRetention,
} from './jobs/report-bundle.ts';
export { runSendMail } from './jobs/send-mail.ts';
export {
  deliverNotification,
  type NotificationInput,
  notifyBundleReady,
  notifyUser,
  pushPayloadOf,
  runSubscriptionEndingNotices,
  sendPushToUser,
} from './notify/notify.ts';
export { lazyVapidKeys, loadVapidKeys, type VapidKeys } from './notify/vapid.ts';
export { reportBundleQueue, startJobQueue, startWorker, type Worker, type WorkerDeps } from './worker.ts';
