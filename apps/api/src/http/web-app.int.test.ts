import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANDING_TITLE, type PublicPage, publicPages } from '@urosim/contracts';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import {
  createWebAppRouter,
  injectModulePreloads,
  injectPrerendered,
  PRERENDERED_FILE,
  renderPageMeta,
} from './web-app.ts';

const baseUrl = 'https://training.urosim.example';
const pages = publicPages as readonly PublicPage[];
const sitemapPages = pages.filter((p) => p.inSitemap);

/** The real index.html of the web app (its markers are what the server relies on). */
const sourceIndex = path.resolve(import.meta.dirname, '../../../web/index.html');

const decodeEntities = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every value of `<meta {attr}="{key}" content="...">` in the html. */
const metaValues = (html: string, attr: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta\\s+${attr}="${key}"\\s+content="([^"]*)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1] ?? '');

const makeDist = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'urosim-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  copyFileSync(sourceIndex, path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'social-preview.png'), 'png');
  return dist;
};

describe('public pages served with their own head tags', () => {
  const dist = makeDist();
  const originalHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  let app: Express;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({ env: { WEB_DIST_DIR: dist, APP_BASE_URL: baseUrl } }));
    // Read once at start-up: a later change on disk is not picked up (a new build comes with a restart).
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>changed on disk</title>');
  });
  afterAll(() => close());

  it.each(pages.map((p) => [p.path, p] as const))(
    '%s has its title, description, canonical and preview tags',
    async (_, page) => {
      const res = await request(app).get(page.path).set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.text;
      const title = page.path === '/' ? LANDING_TITLE : `${page.title} · UroSim`;
      const url = `${baseUrl}${page.path}`;

      expect(titles(html).map(decodeEntities)).toEqual([title]);
      expect(metaValues(html, 'name', 'description').map(decodeEntities)).toEqual([page.description]);
      expect([...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1] ?? '')).toEqual([
        url,
      ]);
      expect(metaValues(html, 'property', 'og:type')).toEqual(['website']);
      expect(metaValues(html, 'property', 'og:site_name')).toEqual(['UroSim']);
      expect(metaValues(html, 'property', 'og:title').map(decodeEntities)).toEqual([title]);
      expect(metaValues(html, 'property', 'og:description').map(decodeEntities)).toEqual([page.description]);
      expect(metaValues(html, 'property', 'og:url')).toEqual([url]);
      expect(metaValues(html, 'property', 'og:image')).toEqual([`${baseUrl}/social-preview.png`]);
      expect(metaValues(html, 'property', 'og:image:width')).toEqual(['1200']);
      expect(metaValues(html, 'property', 'og:image:height')).toEqual(['630']);
      expect(metaValues(html, 'property', 'og:image:alt')[0]).toMatch(/UroSim/);
      expect(metaValues(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      // The rest of the document is the built one.
      expect(html).toContain('<div id="root"><!--app-html--><div class="boot-bar"');
      expect(html).not.toContain('<!--page-meta-->');
      // No route-preloads.json in this build: no modules named either.
      expect(html).not.toContain('app-module');
    },
  );

  it('escapes what it writes into the HTML', async () => {
    const res = await request(app).get('/help-and-support').set('accept', 'text/html');
    expect(res.text).toContain('<title>Help &amp; Support · UroSim</title>');
    expect(res.text).toContain('<meta property="og:title" content="Help &amp; Support · UroSim" />');

    const hostile: PublicPage = {
      path: '/x"><script>alert(1)</script>',
      title: `</title><script>alert('t')</script>`,
      heading: 'x',
      description: `"><img src=x onerror=alert(1)> & more`,
      inSitemap: false,
    };
    const head = renderPageMeta(hostile, 'https://a.example/?q="x"&r=<y>');
    expect(head).not.toMatch(/<script|<img|<\/title><|"><|alert\('t'\)/);
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;');
    expect(head).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more"');
  });

  it('treats a trailing slash as the same page', async () => {
    const res = await request(app).get('/pricing/').set('accept', 'text/html');
    expect(titles(res.text)).toEqual(['Pricing · UroSim']);
    expect(res.text).toContain(`<link rel="canonical" href="${baseUrl}/pricing" />`);
  });

  it('sends any other app path the built index.html unchanged', async () => {
    for (const p of ['/dashboard', '/case/123', '/no-such-page', '/pricing/extra']) {
      const res = await request(app).get(p).set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(originalHtml);
      expect(res.text).not.toContain('og:title');
      expect(res.text).not.toContain('rel="canonical"');
    }
  });

  it('sends a shared hand-off page unindexed, without a referrer, and nothing else changed', async () => {
    const res = await request(app)
      .get('/handoff/live/some-token-value-0123456789')
      .set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text.replace('  <meta name="robots" content="noindex" />\n  ', '')).toBe(originalHtml);
    // Another app page is not marked.
    const other = await request(app).get('/handoff/123').set('accept', 'text/html');
    expect(other.headers['x-robots-tag']).toBeUndefined();
    expect(other.text).toBe(originalHtml);
  });

  it('does not answer a request that does not want HTML with a page', async () => {
    const res = await request(app).get('/pricing').set('accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the preview image and hashed assets from the build', async () => {
    const image = await request(app).get('/social-preview.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const asset = await request(app).get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers an asset that is not in the build with 404, not with a page', async () => {
    const res = await request(app).get('/assets/index-from-the-last-release.js');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});

/** Every module the html names for boot.js to preload after the first paint (ADR 0137), in order. */
const modulepreloads = (html: string) =>
  [...html.matchAll(/<meta name="app-module" content="([^"]*)">/g)].map((m) => m[1] ?? '');

/** A built index.html as the build writes it (vite.config.ts, paintFirst): the entry and its modules named. */
const builtIndex = readFileSync(sourceIndex, 'utf8')
  .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
  .replace(
    '</head>',
    [
      '  <meta name="app-entry" content="/assets/index-abc123.js">',
      '    <script type="module" src="/boot.js"></script>',
      '    <meta name="app-module" content="/assets/vendor-react-abc.js">',
      '  </head>',
    ].join('\n'),
  );

/** A fake build with the given route-preloads.json (a string is written as it is). */
const makeBuiltDist = (routePreloads?: unknown) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'urosim-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), builtIndex);
  for (const name of [
    'index-abc123.js',
    'vendor-react-abc.js',
    'landing-page-1.js',
    'site-cta-2.js',
    'pricing-page-3.js',
    'vendor-mui~pricing-page~faq-page-4.js',
  ])
    writeFileSync(path.join(dist, 'assets', name), 'export {}');
  writeFileSync(path.join(dist, 'secret.js'), 'secret');
  if (routePreloads !== undefined) {
    const text = typeof routePreloads === 'string' ? routePreloads : JSON.stringify(routePreloads);
    writeFileSync(path.join(dist, 'route-preloads.json'), text);
  }
  return dist;
};

describe('public pages preload their route chunks', () => {
  const dist = makeBuiltDist({
    '/': ['/assets/landing-page-1.js', '/assets/site-cta-2.js'],
    '/pricing': [
      '/assets/pricing-page-3.js',
      '/assets/vendor-mui~pricing-page~faq-page-4.js',
      // Already in index.html, a duplicate, and what must never be written out.
      '/assets/vendor-react-abc.js',
      '/assets/pricing-page-3.js',
      '/assets/missing-9.js',
      '/secret.js',
      '/assets/../secret.js',
      'https://evil.example/assets/x.js',
      '//evil.example/assets/x.js',
      '/assets/x.js"><script>alert(1)</script>',
      '/assets/style.css',
      42,
      null,
    ],
    '/dashboard': ['/assets/site-cta-2.js'],
    '/login': 'not a list',
  });
  let app: Express;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({ env: { WEB_DIST_DIR: dist, APP_BASE_URL: baseUrl } }));
  });
  afterAll(() => close());

  it("adds the page's chunks after the entry and its own preloads", async () => {
    const res = await request(app).get('/').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(modulepreloads(res.text)).toEqual([
      '/assets/vendor-react-abc.js',
      '/assets/landing-page-1.js',
      '/assets/site-cta-2.js',
    ]);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head.indexOf('/assets/index-abc123.js')).toBeLessThan(head.indexOf('/assets/landing-page-1.js'));
    // The page's head tags are still there.
    expect(titles(res.text)).toEqual([LANDING_TITLE]);
  });

  it('keeps only safe asset paths that exist in the build, once each', async () => {
    const res = await request(app).get('/pricing/').set('accept', 'text/html');
    expect(modulepreloads(res.text)).toEqual([
      '/assets/vendor-react-abc.js',
      '/assets/pricing-page-3.js',
      '/assets/vendor-mui~pricing-page~faq-page-4.js',
    ]);
    expect(res.text).not.toMatch(/secret|evil|missing|alert|style\.css/);
  });

  it('adds nothing for a page without a list or with a malformed one, nor for other paths', async () => {
    for (const p of ['/login', '/about', '/dashboard', '/case/123']) {
      const res = await request(app).get(p).set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(modulepreloads(res.text), p).toEqual(['/assets/vendor-react-abc.js']);
    }
  });
});

describe('a missing or malformed route-preloads.json', () => {
  const serve = (dist: string) => express().use(createWebAppRouter({ distDir: dist, baseUrl }));

  it.each([
    ['missing', undefined],
    ['not JSON', '{"/": ["/assets/landing-page-1.js"'],
    ['empty', ''],
    ['a list', ['/assets/landing-page-1.js']],
    ['null', 'null'],
    ['a string', '"/assets/landing-page-1.js"'],
  ])('%s: pages are served without preloads', async (_, content) => {
    const app = serve(makeBuiltDist(content));
    for (const p of ['/', '/pricing']) {
      const res = await request(app).get(p).set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(modulepreloads(res.text)).toEqual(['/assets/vendor-react-abc.js']);
      expect(res.text).toContain('<link rel="canonical"');
    }
  });

  it('leaves HTML without a head as it is', () => {
    expect(injectModulePreloads('<p>no head</p>', ['/assets/a.js'])).toBe('<p>no head</p>');
    expect(injectModulePreloads('<head></head>', [])).toBe('<head></head>');
  });
});

describe('pre-rendered public pages', () => {
  const dist = makeDist();
  const landing = '<div class="shell"><main id="main-content"><h1>Practise urology</h1></main></div>';
  writeFileSync(
    path.join(dist, PRERENDERED_FILE),
    JSON.stringify({
      '/': { head: '<style data-emotion="css abc">.css-abc{color:red}</style>', body: landing },
      '/about': { head: '', body: '<h1>About UroSim</h1>' },
      // Not a public page, a path the page list spells otherwise, and malformed entries.
      '/dashboard': { head: '', body: '<h1>Dashboard</h1>' },
      '/about/': { head: '', body: '<h1>About, twice</h1>' },
      '/faq': { head: 42, body: '<h1>FAQ</h1>' },
      '/legal': { head: '', body: '' },
      '/contact': null,
    }),
  );
  const app = express().use(createWebAppRouter({ distDir: dist, baseUrl }));
  const get = (p: string) => request(app).get(p).set('accept', 'text/html');
  const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<script/.exec(html);

  it("puts a page's markup in #root, marked for hydration, and its styles in the head", async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(root(res.text)?.[1]).toBe(' data-prerendered');
    expect(root(res.text)?.[2]).toBe(landing);
    expect(res.text).not.toContain('boot-bar" aria-hidden');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>');
    // The page's own head tags are still there, and the markup sits before the app's script.
    expect(titles(res.text)).toEqual([LANDING_TITLE]);
    expect(res.text.indexOf('<h1>Practise urology</h1>')).toBeLessThan(
      res.text.indexOf('<script type="module"'),
    );
    expect((await get('/about/')).text).toContain('<div id="root" data-prerendered><h1>About UroSim</h1>');
  });

  it('keeps the branded bar, unmarked, for other paths and for malformed or empty entries', async () => {
    for (const p of ['/dashboard', '/case/123', '/faq', '/legal', '/contact', '/pricing']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.text, p).not.toContain('data-prerendered');
      expect(res.text, p).toContain('<div class="boot-bar" aria-hidden="true">');
      expect(res.text, p).not.toMatch(/Dashboard<\/h1>|FAQ<\/h1>|twice/);
    }
  });

  it('serves the pages as before when the file is missing or not JSON', async () => {
    for (const content of [undefined, '{"/": {"head": ""', '[]', 'null']) {
      const other = makeDist();
      if (content !== undefined) writeFileSync(path.join(other, PRERENDERED_FILE), content);
      const res = await request(express().use(createWebAppRouter({ distDir: other, baseUrl })))
        .get('/')
        .set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('data-prerendered');
      expect(titles(res.text)).toEqual([LANDING_TITLE]);
    }
  });

  it('leaves HTML without the markers or a head as it is', () => {
    const page = { head: '<style></style>', body: '<h1>x</h1>' };
    for (const html of ['<p>no head</p>', '<head></head><body><div id="root"></div></body>']) {
      expect(injectPrerendered(html, page)).toBe(html);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  let app: Express;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // No built web app here (createTestApp points at a missing folder); the trailing slash is trimmed.
    ({ app, close } = await createTestApp({ env: { APP_BASE_URL: `${baseUrl}/` } }));
  });
  afterAll(() => close());

  it('lists exactly the sitemap pages, with absolute URLs', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs).toEqual(sitemapPages.map((p) => `${baseUrl}${p.path}`));
    expect(locs).not.toContain(`${baseUrl}/login`);
    expect(sitemapPages.length).toBeLessThan(pages.length);
  });

  it('opens the public site, closes the api and logged-in areas, and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining(['/api/', '/admin', '/dashboard', '/case/', '/feedback']),
    );
    // No public page is shut out by a prefix.
    for (const page of pages) {
      expect(
        disallowed.filter((prefix) => page.path.startsWith(prefix)),
        page.path,
      ).toEqual([]);
    }
  });

  it('still answers pages with the 404 envelope when the web app is not built', async () => {
    const res = await request(app).get('/pricing').set('accept', 'text/html');
    expect(res.status).toBe(404);
  });
});
