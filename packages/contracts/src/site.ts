import { z } from 'zod';
import { accessTiers } from './cases.ts';
import { defineRoute } from './route.ts';

/** One public page: its route, tab title, main heading and the description search engines show. */
export type PublicPage = {
  path: string;
  /** The tab title before " · UroSim" (the landing page uses the product's own title). */
  title: string;
  /** The page's one h1. */
  heading: string;
  description: string;
  /** Listed in the sitemap (sign-in and token pages are not). */
  inSitemap: boolean;
};

/** The product's name as pages and mails write it. */
export const PRODUCT_NAME = 'UroSim';
/** The landing page's full tab title. */
export const LANDING_TITLE = 'UroSim — urology clinical case training simulator';

/**
 * Every public page of the website (specification, section 2), in the order of the sitemap. The web
 * app sets titles and descriptions from it, the server writes them into the HTML it sends (for
 * crawlers and link previews), the sitemap lists it and the browser tests visit it.
 */
export const publicPages = [
  {
    path: '/',
    title: LANDING_TITLE,
    heading: 'Practise urology consultations on fictional patients',
    description:
      'UroSim is a training simulator in which urology trainees practise fictional clinical cases in timed sessions, by text chat or with an AI avatar, and then review scored feedback.',
    inSitemap: true,
  },
  {
    path: '/about',
    title: 'About',
    heading: 'About UroSim',
    description:
      'Why UroSim exists, who it is for and how its fictional urology cases are written, scored and kept safe.',
    inSitemap: true,
  },
  {
    path: '/features',
    title: 'Features',
    heading: 'Features',
    description:
      'Timed consultations by chat or avatar, examinations and investigations, rubric-scored feedback, performance levels, analytics, SBAR hand-offs and facilitator observation.',
    inSitemap: true,
  },
  {
    path: '/research-pilot',
    title: 'Research pilot',
    heading: 'Join the UroSim research pilot',
    description:
      'Take part in our research pilot of avatar and text consultations: 10 complimentary sessions, and a free premium month at release when you complete two cases.',
    inSitemap: true,
  },
  {
    path: '/pricing',
    title: 'Pricing',
    heading: 'Pricing',
    description:
      'UroSim plans: Free, Basic, Standard and Premium, with their monthly prices, session allowances and the cases each one opens.',
    inSitemap: true,
  },
  {
    path: '/plans/compare',
    title: 'Compare plans',
    heading: 'Compare plans',
    description: 'Every UroSim plan side by side: price, sessions per month, case tiers and features.',
    inSitemap: true,
  },
  {
    path: '/study-plan',
    title: 'Study plan',
    heading: 'A study plan for urology trainees',
    description:
      'A suggested eight-week plan through the UroSim case library, from emergencies to outpatient referrals and breaking bad news.',
    inSitemap: true,
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    heading: 'Frequently asked questions',
    description:
      'Answers about UroSim accounts, sessions, scoring, plans and payments, the research pilot, privacy and browsers.',
    inSitemap: true,
  },
  {
    path: '/help-and-support',
    title: 'Help & Support',
    heading: 'Help & Support',
    description:
      'How to start a session, talk to the patient, request examinations and investigations, read your feedback, and get in touch with us.',
    inSitemap: true,
  },
  {
    path: '/help/safari',
    title: 'Using UroSim in Safari',
    heading: 'Using UroSim in Safari',
    description:
      'Settings that make UroSim work well in Safari on Mac, iPhone and iPad: cookies, the microphone for avatar sessions, and keeping up to date.',
    inSitemap: true,
  },
  {
    path: '/contact',
    title: 'Contact us',
    heading: 'Contact us',
    description:
      'Write to the UroSim team about your account, billing, the research pilot, accessibility or a case.',
    inSitemap: true,
  },
  {
    path: '/legal',
    title: 'Terms & Privacy',
    heading: 'Terms & Privacy',
    description: 'The terms of use of UroSim and how we handle your personal data.',
    inSitemap: true,
  },
  {
    path: '/accessibility',
    title: 'Accessibility statement',
    heading: 'Accessibility statement',
    description:
      'How accessible UroSim is, what we know does not work yet, and how to tell us about a problem.',
    inSitemap: true,
  },
  {
    path: '/login',
    title: 'Sign in',
    heading: 'Sign in',
    description: 'Sign in to UroSim.',
    inSitemap: false,
  },
  {
    path: '/signup/platform',
    title: 'Create your account',
    heading: 'Create your account',
    description: 'Create a UroSim account to practise fictional urology cases.',
    inSitemap: true,
  },
] as const satisfies readonly PublicPage[];

/** The public page at `path`, if it is one. */
export const findPublicPage = (path: string): PublicPage | undefined => {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (publicPages as readonly PublicPage[]).find((p) => p.path === normal);
};

/** Research pilot constants (specification, sections 1 and 9). */
export const RESEARCH_PILOT = { complimentarySessions: 10, casesForPremiumMonth: 2 } as const;

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
  /** Sessions per calendar month; null when unlimited. */
  sessionsPerMonth: z.number().int().nullable(),
  isAvatarIncluded: z.boolean(),
  isFacilitatorIncluded: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof ZPlan>;

/** Public plan routes (specification, section 7: /subscription/plans). */
export const planRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/v1/subscription/plans',
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

/** The contact form (the same schema validates it in the browser and on the server). */
export const ZContactRequest = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email: z.email('Enter a valid e-mail address').trim().max(254),
  topic: z.enum(contactTopics),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(5000, 'Use at most 5000 characters'),
  /** A field people never see: bots fill it in, and their messages are dropped silently. */
  website: z.string().max(200).optional(),
});
export type ContactRequest = z.infer<typeof ZContactRequest>;

export const contactRoutes = {
  send: defineRoute({
    method: 'post',
    path: '/api/v1/contact',
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
  chat: defineRoute({
    method: 'post',
    path: '/api/v1/website-chatbot/chat',
    summary: "Answers a visitor's question from the product's help content",
    tag: 'Website',
    body: chatbotBody,
    data: chatbotData,
    bodyLimitBytes: 65_536,
  }),
  /** The older path of the same assistant (specification, section 7: /website/chat). */
  legacyChat: defineRoute({
    method: 'post',
    path: '/api/v1/website/chat',
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
  status: defineRoute({
    method: 'get',
    path: '/api/v1/research-pilot',
    summary: "The caller's place in the research pilot",
    tag: 'Website',
    auth: 'user',
    data: ZPilotStatus,
  }),
  join: defineRoute({
    method: 'post',
    path: '/api/v1/research-pilot/join',
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
  branding: defineRoute({
    method: 'get',
    path: '/api/v1/config/site',
    summary: 'Branding marks and the support address',
    tag: 'Website',
    data: ZSiteBranding,
  }),
};
