import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findPublicPage, LANDING_TITLE, PRODUCT_NAME, type PublicPage, publicPages } from '@urosim/contracts';
import express, { type Router } from 'express';
import { AppError } from './app-error.ts';
import { tokenPageHeaders } from './token-page.ts';

/**
 * index.html keeps its title and description between these two comments; for a public page the
 * server swaps everything between them for the page's own tags (search results and link previews
 * read the HTML, not what the app renders later).
 */
export const PAGE_META_START = '<!--page-meta-->';
export const PAGE_META_END = '<!--/page-meta-->';

/** The picture link previews show (apps/web/public/social-preview.png). */
export const SOCIAL_IMAGE = {
  path: '/social-preview.png',
  width: 1200,
  height: 630,
  alt: 'UroSim, the urology clinical case training simulator',
};

/** Areas behind a login, token pages and tooling: nothing there for a search engine. */
const disallowedPaths = [
  '/api/',
  '/admin',
  '/dashboard',
  '/performance-hub',
  '/my-analytics',
  '/sessions-timeline',
  '/settings',
  '/profile',
  '/user',
  '/case-selection',
  '/case-preview',
  '/case/',
  '/browse-cases',
  '/feedback',
  '/modules',
  '/handoff/',
  '/news-updates',
  '/notifications',
  '/activity-log',
  '/subscription',
  '/internal',
  '/facilitator/',
  '/fac-controls',
  '/colleague',
  '/copilot/',
  '/ai-facilitator/',
  '/feature-test',
  '/modal-previews',
  '/dev/',
  '/resetpassword',
  '/verify-email',
  '/verification-success',
];

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const trimBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

/** The page's full tab title, as the web app sets it too. */
export const pageTitle = (page: PublicPage) =>
  page.path === '/' ? LANDING_TITLE : `${page.title} · ${PRODUCT_NAME}`;

/** The head tags of one public page: title, description, canonical link, Open Graph and Twitter card. */
export const renderPageMeta = (page: PublicPage, baseUrl: string): string => {
  const base = trimBase(baseUrl);
  const title = escapeHtml(pageTitle(page));
  const description = escapeHtml(page.description);
  const url = escapeHtml(base + page.path);
  const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${value}" />`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${url}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', escapeHtml(PRODUCT_NAME)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', escapeHtml(base + SOCIAL_IMAGE.path)),
    meta('property', 'og:image:width', SOCIAL_IMAGE.width),
    meta('property', 'og:image:height', SOCIAL_IMAGE.height),
    meta('property', 'og:image:alt', escapeHtml(SOCIAL_IMAGE.alt)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
};

/**
 * index.html with the page's tags between the markers; the HTML unchanged when the markers are
 * missing (an older build) so that a page still loads.
 */
export const injectPageMeta = (html: string, page: PublicPage, baseUrl: string): string => {
  const start = html.indexOf(PAGE_META_START);
  const end = html.indexOf(PAGE_META_END, start);
  if (start === -1 || end === -1) return html;
  return html.slice(0, start) + renderPageMeta(page, baseUrl) + html.slice(end + PAGE_META_END.length);
};

/**
 * The build's list of each public page's lazy route chunks (dist/route-preloads.json, written by
 * apps/web/vite.config.ts): `{ "/pricing": ["/assets/pricing-page-….js", …] }`.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A built script under /assets/ whose URL needs no escaping and cannot leave the folder. */
const isSafeAssetPath = (href: string) => /^\/assets\/[\w.~-]+\.m?js$/.test(href) && !href.includes('..');

/** The entries of a JSON object the build wrote; none when the file is missing or not an object. */
const readBuildObject = (distDir: string, file: string): [string, unknown][] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed);
};

/**
 * Each public page's chunks from route-preloads.json, keeping only safe asset paths that exist in
 * the build. A missing or malformed file gives none (the page still loads, only later), never an
 * error.
 */
export const readRoutePreloads = (distDir: string): Map<string, string[]> => {
  const preloads = new Map<string, string[]>();
  for (const [page, hrefs] of readBuildObject(distDir, ROUTE_PRELOADS_FILE)) {
    if (!Array.isArray(hrefs)) continue;
    const safe = hrefs.filter(
      (href): href is string =>
        typeof href === 'string' && isSafeAssetPath(href) && existsSync(path.join(distDir, href)),
    );
    if (safe.length > 0) preloads.set(page, [...new Set(safe)]);
  }
  return preloads;
};

/**
 * index.html with the page's route chunks named right before `</head>` (after the entry's own
 * modules) as `<meta name="app-module">`: boot.js preloads them with the entry once the page has
 * been painted (ADR 0137), instead of once the entry has run. Chunks the HTML already references are
 * skipped.
 */
export const injectModulePreloads = (html: string, hrefs: readonly string[]): string => {
  const end = html.indexOf('</head>');
  const links = hrefs
    .filter((href) => isSafeAssetPath(href) && !html.includes(`"${href}"`))
    .map((href) => `<meta name="app-module" content="${escapeHtml(href)}">`);
  if (end === -1 || links.length === 0) return html;
  return `${html.slice(0, end)}  ${links.join('\n    ')}\n  ${html.slice(end)}`;
};

/**
 * The build's pre-rendered public pages (dist/prerendered.json, written by
 * apps/web/scripts/build.mjs): `{ "/pricing": { head: "<style …>", body: "<div …>" } }`.
 */
export const PRERENDERED_FILE = 'prerendered.json';

/** The markup that #root of index.html holds until the app starts (the branded bar). */
export const APP_HTML_START = '<!--app-html-->';
export const APP_HTML_END = '<!--/app-html-->';

export type PrerenderedPage = { head: string; body: string };

/**
 * Each public page's pre-rendered markup. The file is the build's own output, not user input; a
 * missing or malformed file, or an entry for a path that is not a public page, gives nothing for
 * that page (it then renders in the browser, as before), never an error.
 */
export const readPrerenderedPages = (distDir: string): Map<string, PrerenderedPage> => {
  const pages = new Map<string, PrerenderedPage>();
  for (const [pagePath, entry] of readBuildObject(distDir, PRERENDERED_FILE)) {
    const { head, body } = (entry ?? {}) as Partial<PrerenderedPage>;
    if (findPublicPage(pagePath)?.path !== pagePath) continue;
    if (typeof head !== 'string' || typeof body !== 'string' || body.length === 0) continue;
    pages.set(pagePath, { head, body });
  }
  return pages;
};

/**
 * index.html with a pre-rendered page: its styles before `</head>`, its markup in place of the
 * branded bar, and #root marked `data-prerendered` so that the app hydrates it. The HTML unchanged
 * when the markers are missing (an older build).
 */
export const injectPrerendered = (html: string, page: PrerenderedPage): string => {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf(APP_HTML_START);
  const end = html.indexOf(APP_HTML_END, start);
  const root = html.lastIndexOf('<div id="root">', start);
  if (headEnd === -1 || start === -1 || end === -1 || root === -1 || root < headEnd) return html;
  return [
    html.slice(0, headEnd),
    `  ${page.head}\n  `,
    html.slice(headEnd, root),
    `<div id="root" data-prerendered>${page.body}`,
    html.slice(end + APP_HTML_END.length),
  ].join('');
};

/** sitemap.xml: every public page marked for it, with absolute URLs. */
export const renderSitemap = (baseUrl: string): string => {
  const base = trimBase(baseUrl);
  const urls = (publicPages as readonly PublicPage[])
    .filter((page) => page.inSitemap)
    .map((page) => `  <url><loc>${escapeHtml(base + page.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/** robots.txt: the public site open, the api and logged-in areas closed, and where the sitemap is. */
export const renderRobots = (baseUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${trimBase(baseUrl)}/sitemap.xml`,
    '',
  ].join('\n');

/** /robots.txt and /sitemap.xml, built from the public pages; they need no built web app. */
export const createSiteFilesRouter = (baseUrl: string): Router => {
  const router = express.Router();
  const sitemap = renderSitemap(baseUrl);
  const robots = renderRobots(baseUrl);
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemap);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  return router;
};

/** Where the web app shows a shared hand-off: `/handoff/live/{token}`. */
export const SHARED_HANDOFF_PAGE = '/handoff/live';

/** index.html with `<meta name="robots" content="noindex">` before `</head>` (once). */
export const injectRobotsNoindex = (html: string): string => {
  const end = html.indexOf('</head>');
  if (end === -1 || /<meta name="robots"/.test(html)) return html;
  return `${html.slice(0, end)}  <meta name="robots" content="noindex" />\n  ${html.slice(end)}`;
};

/**
 * Serves the site files and the built web app: hashed assets cached for a year, everything else
 * revalidated, and the history fallback (any GET for a page that is not an api path gets
 * index.html, with the page's title, description and preview tags, modulepreload links for its
 * route chunks and its pre-rendered markup, when it is a public page).
 * Without a built app (tests, api-only runs) only the site files are served.
 */
export const createWebAppRouter = ({ distDir, baseUrl }: { distDir: string; baseUrl: string }): Router => {
  const router = express.Router();
  router.use(createSiteFilesRouter(baseUrl));
  // A shared hand-off's page carries its token in the URL (ADR 0116): its answers, a 404
  // included, go out with the token-page headers, and its HTML asks robots not to index it.
  router.use(SHARED_HANDOFF_PAGE, tokenPageHeaders);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return router;

  // Read once: a new build comes with a restart. Each public page's variant is rendered up front.
  const defaultHtml = readFileSync(indexFile, 'utf8');
  const preloads = readRoutePreloads(distDir);
  const prerendered = readPrerenderedPages(distDir);
  const pageHtml = new Map(
    (publicPages as readonly PublicPage[]).map((page) => {
      const html = injectModulePreloads(
        injectPageMeta(defaultHtml, page, baseUrl),
        preloads.get(page.path) ?? [],
      );
      const markup = prerendered.get(page.path);
      return [page.path, markup ? injectPrerendered(html, markup) : html];
    }),
  );

  const noindexHtml = injectRobotsNoindex(defaultHtml);

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
    }),
    // An asset that is not in this build (a page still open from the previous release asks for its
    // old chunks) is a 404, never the app's HTML: the app then shows its reload screen.
    (req, _res, next) => next(new AppError('NOT_FOUND', `No file at /assets${req.path}`)),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || !req.accepts('html')) {
      next();
      return;
    }
    const page = findPublicPage(req.path);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path.startsWith(`${SHARED_HANDOFF_PAGE}/`)) {
      res.type('html').send(noindexHtml);
      return;
    }
    res.type('html').send((page && pageHtml.get(page.path)) ?? defaultHtml);
  });
  return router;
};
