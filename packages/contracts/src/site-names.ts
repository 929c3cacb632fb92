// Names and constants the app shell needs on every page, apart from the page list (which only the
// lazily loaded pages read), so that the list stays out of the first download.

/** The product's name as pages and mails write it. */
export const PRODUCT_NAME = 'UroSim';
/** The landing page's full tab title. */
export const LANDING_TITLE = 'UroSim — urology clinical case training simulator';
/** The landing page's heading and description (its entry of `publicPages`, readable on its own). */
export const LANDING_PAGE = {
  path: '/',
  title: LANDING_TITLE,
  heading: 'Practise urology consultations on fictional patients',
  description:
    'UroSim is a training simulator in which urology trainees practise fictional clinical cases in timed sessions, by text chat or with an AI avatar, and then review scored feedback.',
  inSitemap: true,
} as const;

/** A page path as the page list spells it: without a trailing slash (`/about/` is `/about`). */
export const normalizePagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Research pilot constants (specification, sections 1 and 9). */
export const RESEARCH_PILOT = { complimentarySessions: 10, casesForPremiumMonth: 2 } as const;
