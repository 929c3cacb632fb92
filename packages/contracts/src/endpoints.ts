// The method and path of every api route, and nothing else: zod-free, so that the web client can
// name a route without bundling its schemas (and one file a feature, so that a page's bundle holds
// only the endpoints it calls). The route contracts (`defineRoute`) take their method and path from
// here, so each is written once; the web calls `apiClient.call(endpoint, …)` and gets the
// contract's types through it (ADR 0107).

export * from './endpoints/account.ts';
export * from './endpoints/admin.ts';
export * from './endpoints/admin-business.ts';
export * from './endpoints/admin-cases.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/cases.ts';
export * from './endpoints/colleague.ts';
export * from './endpoints/copilot.ts';
export * from './endpoints/dashboard.ts';
export * from './endpoints/diagnostics.ts';
export * from './endpoints/facilitator.ts';
export * from './endpoints/feedback.ts';
export * from './endpoints/heygen.ts';
export * from './endpoints/live.ts';
export * from './endpoints/modules.ts';
export * from './endpoints/notifications.ts';
export * from './endpoints/ops.ts';
export * from './endpoints/reporting.ts';
export * from './endpoints/sessions.ts';
export * from './endpoints/site.ts';
export * from './endpoints/subscription.ts';
