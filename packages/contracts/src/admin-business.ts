import { accessTiers } from './case-names.ts';
import { adminBusinessEndpoints, newsEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

// The admin area's business screens (issue 17, ADR 0123) and the trainee's side they feed.

const isoDate = z.string();

/** A plan as the plan and feature-tier screens edit it. */
export const ZAdminPlan = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The highest case access tier the plan opens (tiers nest: free ⊂ basic ⊂ standard ⊂ premium). */
  tier: z.enum(accessTiers),
  priceMonthlyMinor: z.number().int(),
  currency: z.string(),
  priceLabel: z.string(),
  /** Null: unlimited. */
  sessionsPerMonth: z.number().int().nullable(),
  isAvatarIncluded: z.boolean(),
  isFacilitatorIncluded: z.boolean(),
  isActive: z.boolean(),
  features: z.array(z.string()),
  /** The provider's price new subscriptions are sold at (Stripe's or the sandbox's), if any. */
  providerPriceId: z.string().nullable(),
  /** Subscriptions still on the plan (active or past due): they keep their period's terms. */
  liveSubscriptions: z.number().int(),
  editedAt: isoDate.nullable(),
});
export type AdminPlan = z.infer<typeof ZAdminPlan>;

/** An edit of a plan: only what is sent changes. */
export const ZPlanEdit = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(60),
    description: z.string().trim().min(1, 'Enter a description').max(300),
    tier: z.enum(accessTiers),
    /** In minor units (pence); 0 only on Free. */
    priceMonthlyMinor: z.number().int().min(0, 'The price cannot be negative').max(1_000_000),
    sessionsPerMonth: z.number().int().min(1, 'At least 1 session, or unlimited').max(998).nullable(),
    isAvatarIncluded: z.boolean(),
    isFacilitatorIncluded: z.boolean(),
    isActive: z.boolean(),
    features: z.array(z.string().trim().min(1).max(120)).max(12),
  })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'Change at least one field' });
export type PlanEdit = z.input<typeof ZPlanEdit>;

const ZCount = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

/** The subscription dashboard's figures. */
export const ZSubscriptionFigures = z.object({
  byPlanAndStatus: z.array(
    z.object({ planSlug: z.string(), planName: z.string(), status: z.string(), count: z.number().int() }),
  ),
  byStatus: z.array(ZCount),
  /** What renewing paid subscriptions bring in a month, by currency, at their period's price. */
  monthlyRecurringRevenue: z.array(
    z.object({
      currency: z.string(),
      amountMinor: z.number().int(),
      label: z.string(),
      subscriptions: z.number().int(),
    }),
  ),
  /** Paid subscriptions cancelled in the last 30 days over those live 30 days ago. */
  churn: z.object({
    canceled: z.number().int(),
    activeAtStart: z.number().int(),
    /** 0–1; null when none was live at the start. */
    rate: z.number().nullable(),
    windowDays: z.number().int(),
  }),
  pastDue: z.array(
    z.object({
      subscriptionId: z.string(),
      email: z.string(),
      planName: z.string(),
      pastDueSince: isoDate.nullable(),
      periodEnd: isoDate,
      provider: z.string(),
    }),
  ),
});
export type SubscriptionFigures = z.infer<typeof ZSubscriptionFigures>;

/** A user's subscriptions and invoices, for the history search. */
export const ZSubscriptionHistory = z.object({
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      fullName: z.string().nullable(),
      subscriptions: z.array(
        z.object({
          id: z.string(),
          planName: z.string(),
          status: z.string(),
          source: z.string(),
          provider: z.string(),
          periodStart: isoDate,
          periodEnd: isoDate,
          cancelAtPeriodEnd: z.boolean(),
          /** The period's price (its terms), as text. */
          priceLabel: z.string(),
          createdAt: isoDate,
          canceledAt: isoDate.nullable(),
        }),
      ),
      invoices: z.array(
        z.object({
          id: z.string(),
          status: z.string(),
          amountLabel: z.string(),
          periodStart: isoDate,
          periodEnd: isoDate,
          createdAt: isoDate,
        }),
      ),
    }),
  ),
});

const ZUsageLine = z.object({
  key: z.string(),
  calls: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  costUsd: z.number(),
});

/** Where the month's model spend stands against the budget (the admin dashboard shows it too). */
export const ZCostBudgetStatus = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  spentUsd: z.number(),
  /** Null: no budget set. */
  budgetUsd: z.number().nullable(),
  isOverBudget: z.boolean(),
  /** When the month first crossed it (the alert is written once a month). */
  alertedAt: isoDate.nullable(),
});
export type CostBudgetStatus = z.infer<typeof ZCostBudgetStatus>;

/** The costs screen: model calls from `ai_usage`. */
export const ZCostReport = z.object({
  from: isoDate,
  to: isoDate,
  total: ZUsageLine,
  byPurpose: z.array(ZUsageLine),
  byModel: z.array(ZUsageLine),
  byDay: z.array(ZUsageLine),
  topUsers: z.array(ZUsageLine.extend({ email: z.string().nullable() })),
  budget: ZCostBudgetStatus,
});
export type CostReport = z.infer<typeof ZCostReport>;

/** An announcement: a draft (no time), scheduled (a time to come) or published (its time passed). */
export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'scheduled', 'published']),
  publishAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Announcement = z.infer<typeof ZAnnouncement>;

/** What an admin writes; `publishAt` null keeps it a draft, a time schedules it, `now` publishes. */
export const ZAnnouncementInput = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(160),
  body: z.string().trim().min(1, 'Enter the text').max(5000),
  publishAt: z.union([z.literal('now'), z.iso.datetime({ offset: true }), z.null()]),
});
export type AnnouncementInput = z.input<typeof ZAnnouncementInput>;

/** A News & Updates post (a published announcement), as the trainee's side reads it. */
export const ZNewsPost = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: isoDate,
  /** When this user read it (News & Updates or the notification centre); null when unread. */
  readAt: isoDate.nullable(),
});
export type NewsPost = z.infer<typeof ZNewsPost>;

const score = z.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5');

/** The short survey after feedback: every field optional, at least one given. */
export const ZSurveyAnswer = z
  .object({
    usefulness: score.nullable().optional(),
    realism: score.nullable().optional(),
    difficulty: score.nullable().optional(),
    comment: z.string().trim().max(2000).nullable().optional(),
  })
  .refine((a) => a.usefulness != null || a.realism != null || a.difficulty != null || !!a.comment, {
    message: 'Answer at least one question',
  });
export type SurveyAnswer = z.input<typeof ZSurveyAnswer>;

export const ZSurveyState = z.object({
  /** Whether the session's survey has been answered (once a session). */
  isAnswered: z.boolean(),
  /** The research pilot's participants are asked in particular (the pilot's findings). */
  isPilotParticipant: z.boolean(),
});

const ZSurveyAverages = z.object({
  responses: z.number().int(),
  usefulness: z.number().nullable(),
  realism: z.number().nullable(),
  difficulty: z.number().nullable(),
});

/** Survey results by case and over time, and the answers themselves. */
export const ZSurveyAnalytics = z.object({
  from: isoDate,
  overall: ZSurveyAverages,
  byCase: z.array(ZSurveyAverages.extend({ caseId: z.string(), title: z.string() })),
  byDay: z.array(ZSurveyAverages.extend({ day: z.string() })),
  responses: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      title: z.string(),
      email: z.string().nullable(),
      usefulness: z.number().int().nullable(),
      realism: z.number().int().nullable(),
      difficulty: z.number().int().nullable(),
      comment: z.string().nullable(),
      isPilotParticipant: z.boolean(),
      createdAt: isoDate,
    }),
  ),
});
export type SurveyAnalytics = z.infer<typeof ZSurveyAnalytics>;

const days = z.coerce.number().int().min(1).max(366).default(30);
const planParams = z.object({ planId: z.uuid() });
const announcementParams = z.object({ announcementId: z.uuid() });
const sessionParams = z.object({ sessionId: z.uuid() });

/** The admin's business routes (issue 17). Admins only; every change is in the audit log. */
export const adminBusinessRoutes = {
  plans: defineRoute(adminBusinessEndpoints.plans, {
    summary: 'Every plan with its terms, and how many published cases each access tier has',
    tag: 'admin',
    auth: 'admin',
    data: z.object({
      plans: z.array(ZAdminPlan),
      casesPerTier: z.record(z.enum(accessTiers), z.number().int()),
      provider: z.enum(['stripe', 'sandbox']),
    }),
  }),
  updatePlan: defineRoute(adminBusinessEndpoints.updatePlan, {
    summary: 'Edits a plan: a new price is a new provider price; running periods keep their terms',
    tag: 'admin',
    auth: 'admin',
    params: planParams,
    body: ZPlanEdit,
    data: z.object({ plan: ZAdminPlan }),
  }),
  subscriptions: defineRoute(adminBusinessEndpoints.subscriptions, {
    summary: 'Subscriptions by plan and status, monthly recurring revenue, churn and past-due accounts',
    tag: 'admin',
    auth: 'admin',
    data: ZSubscriptionFigures,
  }),
  subscriptionHistory: defineRoute(adminBusinessEndpoints.subscriptionHistory, {
    summary: 'The subscriptions and invoices of the users whose e-mail contains the text',
    tag: 'admin',
    auth: 'admin',
    query: z.object({ email: z.string().trim().min(2, 'Type at least 2 characters').max(254) }),
    data: ZSubscriptionHistory,
  }),
  costs: defineRoute(adminBusinessEndpoints.costs, {
    summary: 'Model calls and their cost by purpose, model and day, the top users, and the budget',
    tag: 'admin',
    auth: 'admin',
    query: z.object({ days }),
    data: ZCostReport,
  }),
  costBudget: defineRoute(adminBusinessEndpoints.costBudget, {
    summary: "The month's model spend against the budget (for the admin dashboard)",
    tag: 'admin',
    auth: 'admin',
    data: ZCostBudgetStatus,
  }),
  setCostBudget: defineRoute(adminBusinessEndpoints.setCostBudget, {
    summary: 'Sets the monthly model budget in US dollars (null: none)',
    tag: 'admin',
    auth: 'admin',
    body: z.object({
      budgetUsd: z.number().min(0, 'The budget cannot be negative').max(1_000_000).nullable(),
    }),
    data: ZCostBudgetStatus,
  }),
  announcements: defineRoute(adminBusinessEndpoints.announcements, {
    summary: 'Every announcement, newest first',
    tag: 'admin',
    auth: 'admin',
    data: z.object({ announcements: z.array(ZAnnouncement) }),
  }),
  createAnnouncement: defineRoute(adminBusinessEndpoints.createAnnouncement, {
    summary: 'Writes an announcement: a draft, scheduled, or published now',
    tag: 'admin',
    auth: 'admin',
    body: ZAnnouncementInput,
    data: z.object({ announcement: ZAnnouncement }),
  }),
  updateAnnouncement: defineRoute(adminBusinessEndpoints.updateAnnouncement, {
    summary: 'Edits, schedules, publishes or unpublishes (publishAt null) an announcement',
    tag: 'admin',
    auth: 'admin',
    params: announcementParams,
    body: ZAnnouncementInput,
    data: z.object({ announcement: ZAnnouncement }),
  }),
  deleteAnnouncement: defineRoute(adminBusinessEndpoints.deleteAnnouncement, {
    summary: 'Deletes an announcement',
    tag: 'admin',
    auth: 'admin',
    params: announcementParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  surveyAnalytics: defineRoute(adminBusinessEndpoints.surveyAnalytics, {
    summary: 'Survey results by case and by day, and the answers',
    tag: 'admin',
    auth: 'admin',
    query: z.object({ days: z.coerce.number().int().min(1).max(366).default(90) }),
    data: ZSurveyAnalytics,
  }),
};

/** The trainee's side: News & Updates posts and the survey after feedback. */
export const newsRoutes = {
  news: defineRoute(newsEndpoints.news, {
    summary: 'Published announcements (News & Updates), newest first',
    tag: 'News',
    auth: 'user',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    data: z.object({ posts: z.array(ZNewsPost) }),
  }),
  survey: defineRoute(newsEndpoints.survey, {
    summary: "Whether the session's survey has been answered (the owner's sessions only)",
    tag: 'Feedback',
    auth: 'user',
    params: sessionParams,
    data: ZSurveyState,
  }),
  answerSurvey: defineRoute(newsEndpoints.answerSurvey, {
    summary: "Answers the short survey after a session's feedback, once a session",
    tag: 'Feedback',
    auth: 'user',
    params: sessionParams,
    body: ZSurveyAnswer,
    data: ZSurveyState,
    extraStatuses: { 409: 'Already answered' },
  }),
};
