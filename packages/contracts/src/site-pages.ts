// The public website's pages, kept free of zod: the web app's pages read them without the schema
// library.

import { LANDING_PAGE, normalizePagePath } from './site-names.ts';

export * from './coming-soon.ts';
export * from './site-names.ts';

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

/**
 * Every public page of the website (specification, section 2), in the order of the sitemap. The web
 * app sets titles and descriptions from it, the server writes them into the HTML it sends (for
 * crawlers and link previews), the sitemap lists it and the browser tests visit it.
 */
export const publicPages = [
  LANDING_PAGE,
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
    heading: 'Sign in to UroSim',
    description: 'Sign in to UroSim.',
    inSitemap: false,
  },
  {
    path: '/signup/platform',
    title: 'Create your account',
    heading: 'Create your UroSim account',
    description: 'Create a UroSim account to practise fictional urology cases.',
    inSitemap: true,
  },
] as const satisfies readonly PublicPage[];

/** The public page at `path`, if it is one. */
export const findPublicPage = (path: string): PublicPage | undefined => {
  const normal = normalizePagePath(path);
  return (publicPages as readonly PublicPage[]).find((p) => p.path === normal);
};
