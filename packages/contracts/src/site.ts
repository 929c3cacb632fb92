import { accessTiers } from './case-names.ts';
import {
  contactEndpoints,
  planEndpoints,
  researchPilotEndpoints,
  siteEndpoints,
  websiteChatbotEndpoints,
} from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export * from './site-pages.ts';

// ---------------------------------------------------------------------------------------------------
// Plans

/** One subscription plan as the pricing pages show it. */
export const ZPlan = z.object({
  id: z.string(),
  /** Stable key: free, basic, standard, premium. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The highest case access tier the plan opens. */
  tier: z.enum(accessTiers),
  /** Monthly price in minor units (pence); 0 for the free plan. */
  priceMonthlyMinor: z.number().int().min(0),
  currency: z.string().length(3),
  /** The monthly price as pages show it: "Free", "£9", "£19.50" (formatted by the server). */
  priceLabel: z.string(),
  /** Sessions per calendar month; null when unlimited. */
  sessionsPerMonth: z.number().int().nullable(),
  isAvatarIncluded: z.boolean(),
  isFacilitatorIncluded: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof ZPlan>;

/** Public plan routes (specification, section 7: /subscription/plans). */
export const planRoutes = {
  list: defineRoute(planEndpoints.list, {
    summary: 'The plans on sale, cheapest first',
    tag: 'Subscription',
    data: z.object({ plans: z.array(ZPlan) }),
  }),
};

// ---------------------------------------------------------------------------------------------------
// Contact

/** What a visitor writes about. */
export const contactTopics = [
  'general',
  'account',
  'billing',
  'research-pilot',
  'accessibility',
  'cases',
] as const;

/** What the topic list and the support mail call each topic. */
export const contactTopicLabels: Readonly<Record<(typeof contactTopics)[number], string>> = {
  general: 'General question',
  account: 'Account and sign-in',
  billing: 'Plans and billing',
  'research-pilot': 'Research pilot',
  accessibility: 'Accessibility',
  cases: 'A case or its feedback',
};

/** The longest contact message. */
export const CONTACT_MESSAGE_MAX = 5000;

/** The contact form (the same schema validates it in the browser and on the server). */
export const ZContactRequest = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email: z.email('Enter a valid e-mail address').trim().max(254),
  topic: z.enum(contactTopics),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(5000, 'Use at most 5000 characters'),
  /** A field people never see: bots fill it in, and their messages are dropped silently. */
  website: z.string().max(200).optional(),
  /**
   * Made by the form once per message and sent again with every retry of it: the same key never
   * stores a second message.
   */
  idempotencyKey: z.uuid().optional(),
});
export type ContactRequest = z.infer<typeof ZContactRequest>;

export const contactRoutes = {
  send: defineRoute(contactEndpoints.send, {
    summary: 'Sends a message to the UroSim team (stored, then mailed)',
    tag: 'Website',
    body: ZContactRequest,
    data: z.object({ reference: z.string() }),
    bodyLimitBytes: 16_384,
  }),
};

// ---------------------------------------------------------------------------------------------------
// Website chatbot

/** Longest visitor message the chatbot accepts. */
export const WEBSITE_CHAT_MAX_MESSAGE = 1000;
/** Most history items the chatbot reads (older ones are dropped by the client). */
export const WEBSITE_CHAT_MAX_HISTORY = 20;

/** Chat history item (specification, section 3). */
export const ZChatHistoryItem = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000),
});
export type ChatHistoryItem = z.infer<typeof ZChatHistoryItem>;

/** A help page a chatbot answer came from. */
export const ZChatSource = z.object({ title: z.string(), url: z.string() });

const chatbotBody = z.object({
  message: z.string().trim().min(1, 'Type a message').max(WEBSITE_CHAT_MAX_MESSAGE),
  history: z.array(ZChatHistoryItem).max(WEBSITE_CHAT_MAX_HISTORY).default([]),
});
const chatbotData = z.object({
  /** The reply (specification, section 7: the reply field is `response`). */
  response: z.string(),
  sources: z.array(ZChatSource),
  /** What kind of answer it is: from the help content, a refusal of a medical question, or none found. */
  kind: z.enum(['answer', 'medical-refusal', 'no-match', 'greeting']),
});

export const websiteChatbotRoutes = {
  chat: defineRoute(websiteChatbotEndpoints.chat, {
    summary: "Answers a visitor's question from the product's help content",
    tag: 'Website',
    body: chatbotBody,
    data: chatbotData,
    bodyLimitBytes: 65_536,
  }),
  /** The older path of the same assistant (specification, section 7: /website/chat). */
  legacyChat: defineRoute(websiteChatbotEndpoints.legacyChat, {
    summary: 'The website chatbot at its older path',
    tag: 'Website',
    body: chatbotBody,
    data: chatbotData,
    bodyLimitBytes: 65_536,
  }),
};

// ---------------------------------------------------------------------------------------------------
// Research pilot

export const ZPilotStatus = z.object({
  isEnrolled: z.boolean(),
  joinedAt: z.string().nullable(),
  complimentarySessions: z.number().int(),
  complimentaryUsed: z.number().int(),
  /** Distinct cases completed since joining. */
  casesCompleted: z.number().int(),
  /** Two completed cases: the free premium month is granted at release. */
  isPremiumMonthUnlocked: z.boolean(),
});
export type PilotStatus = z.infer<typeof ZPilotStatus>;

export const researchPilotRoutes = {
  status: defineRoute(researchPilotEndpoints.status, {
    summary: "The caller's place in the research pilot",
    tag: 'Website',
    auth: 'user',
    data: ZPilotStatus,
  }),
  join: defineRoute(researchPilotEndpoints.join, {
    summary: 'Joins the research pilot (10 complimentary sessions); joining twice changes nothing',
    tag: 'Website',
    auth: 'user',
    body: z.object({ consent: z.literal(true, 'Please confirm that you agree to take part') }),
    data: ZPilotStatus,
  }),
};

// ---------------------------------------------------------------------------------------------------
// Branding

const ZBrandMark = z.object({ name: z.string(), imageUrl: z.string(), href: z.string().nullable() });

/** The funder logo and the badges the deployer configures (placeholders until they do). */
export const ZSiteBranding = z.object({
  funder: ZBrandMark,
  badges: z.array(ZBrandMark),
  supportEmail: z.string(),
});
export type SiteBranding = z.infer<typeof ZSiteBranding>;

export const siteRoutes = {
  branding: defineRoute(siteEndpoints.branding, {
    summary: 'Branding marks and the support address',
    tag: 'Website',
    data: ZSiteBranding,
  }),
};
