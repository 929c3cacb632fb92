import { adminEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

const uuid = z.uuid({ error: 'Not a valid id' });
const isoDate = z.string();
const todoId = z.string().regex(/^\d{1,18}$/, 'Not a valid id');

export const ZAdminStats = z.object({
  users: z.object({ total: z.number(), newThisWeek: z.number(), activeThisWeek: z.number() }),
  sessionsPerDay: z.array(z.object({ day: z.string(), count: z.number() })),
  scores: z.object({ average: z.number().nullable(), count: z.number() }),
  subscriptionsByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  costThisMonthUsd: z.number(),
  errorsLast24h: z.object({ frontend: z.number(), server: z.number(), clientLogs: z.number() }),
  jobs: z.object({ queued: z.number(), failed: z.number(), available: z.boolean() }),
});
export type AdminStats = z.infer<typeof ZAdminStats>;

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isAdmin: z.boolean(),
  emailVerifiedAt: isoDate.nullable(),
  disabledAt: isoDate.nullable(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserDetail = z.object({
  user: ZAdminUser,
  sessions: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      caseTitle: z.string().nullable(),
      startedAt: isoDate,
      endedAt: isoDate.nullable(),
      endReason: z.string().nullable(),
      score: z.number().nullable(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      planName: z.string(),
      status: z.string(),
      currentPeriodEnd: isoDate,
      cancelAtPeriodEnd: z.boolean(),
      provider: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const adminLogSources = ['client-log', 'frontend-error', 'server-error'] as const;
export const adminLogLevels = ['error', 'warn', 'info', 'debug'] as const;

export const ZAdminLogLine = z.object({
  source: z.enum(adminLogSources),
  id: z.string(),
  level: z.string(),
  message: z.string(),
  detail: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  requestId: z.string().nullable(),
  relatedRequestId: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminLogLine = z.infer<typeof ZAdminLogLine>;

export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZApiRouteInfo = z.object({
  method: z.string(),
  path: z.string(),
  access: z.enum(['public', 'user', 'admin']),
  summary: z.string(),
  tag: z.string(),
});
export type ApiRouteInfo = z.infer<typeof ZApiRouteInfo>;

export const ZAdminTodo = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
  createdByEmail: z.string(),
  doneBy: z.string().nullable(),
  doneAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTodo = z.infer<typeof ZAdminTodo>;

const todoTitle = z.string().trim().min(1, 'Write what is to be done').max(500, 'Use at most 500 characters');
const userParams = z.object({ userId: uuid });
const todoParams = z.object({ todoId });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The admin area's core routes (issue 17): every one admins only. */
export const adminRoutes = {
  stats: defineRoute(adminEndpoints.stats, {
    summary: "The admin dashboard's figures",
    tag: 'admin',
    auth: 'admin',
    data: ZAdminStats,
  }),
  users: defineRoute(adminEndpoints.users, {
    summary: 'Users whose e-mail or name matches, one page, newest first',
    tag: 'admin',
    auth: 'admin',
    query: z.object({
      search: optionalText(254),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
    }),
    data: z.object({ users: z.array(ZAdminUser), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  user: defineRoute(adminEndpoints.user, {
    summary: "A user's profile, sessions with scores and subscriptions",
    tag: 'admin',
    auth: 'admin',
    params: userParams,
    data: ZAdminUserDetail,
  }),
  disableUser: defineRoute(adminEndpoints.disableUser, {
    summary: "Disables an account and ends its sessions (never the last admin's)",
    tag: 'admin',
    auth: 'admin',
    params: userParams,
    data: z.object({ user: ZAdminUser }),
    extraStatuses: { 409: 'The last admin cannot be disabled' },
  }),
  enableUser: defineRoute(adminEndpoints.enableUser, {
    summary: 'Enables a disabled account',
    tag: 'admin',
    auth: 'admin',
    params: userParams,
    data: z.object({ user: ZAdminUser }),
  }),
  resendVerification: defineRoute(adminEndpoints.resendVerification, {
    summary: 'E-mails a new verification link to an unverified account',
    tag: 'admin',
    auth: 'admin',
    params: userParams,
    data: z.object({ sent: z.boolean() }),
    extraStatuses: { 409: 'The e-mail is already verified or the account is disabled' },
  }),
  setAdmin: defineRoute(adminEndpoints.setAdmin, {
    summary: 'Makes a user an admin or removes it (never the last admin)',
    tag: 'admin',
    auth: 'admin',
    params: userParams,
    body: z.object({ isAdmin: z.boolean() }),
    data: z.object({ user: ZAdminUser }),
    extraStatuses: { 409: 'The last admin cannot be removed' },
  }),
  logs: defineRoute(adminEndpoints.logs, {
    summary: 'Client logs, front-end errors and server errors, filtered, newest first',
    tag: 'admin',
    auth: 'admin',
    query: z.object({
      source: z.enum(adminLogSources).optional(),
      level: z.enum(adminLogLevels).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      userId: uuid.optional(),
      requestId: optionalText(64),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    data: z.object({ lines: z.array(ZAdminLogLine) }),
  }),
  audit: defineRoute(adminEndpoints.audit, {
    summary: 'The audit log of admin changes, newest first',
    tag: 'admin',
    auth: 'admin',
    query: z.object({
      action: optionalText(100),
      targetType: optionalText(100),
      targetId: optionalText(200),
      actorId: uuid.optional(),
      beforeId: z
        .string()
        .regex(/^\d{1,18}$/)
        .optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    data: z.object({ entries: z.array(ZAuditEntry), hasMore: z.boolean() }),
  }),
  routes: defineRoute(adminEndpoints.routes, {
    summary: 'Every api route with its method, path and access rule, from the contracts',
    tag: 'admin',
    auth: 'admin',
    data: z.object({ routes: z.array(ZApiRouteInfo) }),
  }),
  todos: defineRoute(adminEndpoints.todos, {
    summary: "The admins' shared to-do list",
    tag: 'admin',
    auth: 'admin',
    data: z.object({ todos: z.array(ZAdminTodo) }),
  }),
  addTodo: defineRoute(adminEndpoints.addTodo, {
    summary: 'Adds a to-do',
    tag: 'admin',
    auth: 'admin',
    body: z.object({ title: todoTitle }),
    data: z.object({ todo: ZAdminTodo }),
  }),
  updateTodo: defineRoute(adminEndpoints.updateTodo, {
    summary: "Edits a to-do's title or ticks it",
    tag: 'admin',
    auth: 'admin',
    params: todoParams,
    body: z
      .object({ title: todoTitle.optional(), done: z.boolean().optional() })
      .refine((body) => body.title !== undefined || body.done !== undefined, 'Change the title or the tick'),
    data: z.object({ todo: ZAdminTodo }),
  }),
  deleteTodo: defineRoute(adminEndpoints.deleteTodo, {
    summary: 'Deletes a to-do',
    tag: 'admin',
    auth: 'admin',
    params: todoParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  clientErrorLog: defineRoute(adminEndpoints.clientErrorLog, {
    summary: "An admin's browser error log entry (error level only)",
    tag: 'admin',
    auth: 'admin',
    body: z.object({
      level: z.literal('error', { error: 'Only error-level entries are accepted' }),
      message: z.string().min(1).max(5000),
      timestamp: z.iso.datetime({ offset: true }).optional(),
      url: z.string().max(2000).optional(),
      stack: z.string().max(20_000).optional(),
      /** The X-Request-Id of the api call the error came from, which links it to the server's line. */
      requestId: z.string().max(64).optional(),
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
    data: z.object({ accepted: z.literal(true) }),
  }),
};
