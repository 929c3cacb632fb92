// Renders the link-preview picture (Open Graph and Twitter card, 1200×630) to
// public/social-preview.png: an HTML template in the system Chromium, screenshotted. Run it again
// after changing the wording or the brand colours, and commit the PNG.
// Usage: node scripts/social-image.mjs [output.png]
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const output = process.argv[2] ?? fileURLToPath(new URL('../public/social-preview.png', import.meta.url));
const width = 1200;
const height = 630;

// Brand colours from src/theme.ts.
const primary = '#0b5394';
const secondary = '#6a1b58';

// The mark is the favicon's: a rounded square holding a "U". Flat colours and few gradients keep
// the PNG small.
const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8" />
<style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
  body {
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif;
    background: ${primary};
    color: #fff;
    position: relative;
  }
  .ring { position: absolute; border-radius: 50%; border: 2px solid rgba(255, 255, 255, 0.14); }
  .ring.a { width: 560px; height: 560px; right: -150px; top: -170px; }
  .ring.b { width: 380px; height: 380px; right: -60px; top: -80px; }
  .ring.c { width: 220px; height: 220px; right: 20px; top: 0; border-color: rgba(255, 255, 255, 0.2); }
  .band { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${secondary}; }
  .content { position: absolute; left: 88px; top: 118px; right: 88px; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; flex: none; }
  .name { font-size: 96px; font-weight: 700; letter-spacing: -2px; line-height: 1; }
  h1 { margin-top: 64px; font-size: 54px; line-height: 1.15; font-weight: 700; max-width: 900px; }
  p { margin-top: 28px; font-size: 32px; line-height: 1.3; color: #dbe7f5; }
</style>
</head>
<body>
  <div class="ring a"></div><div class="ring b"></div><div class="ring c"></div>
  <div class="content">
    <div class="brand">
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#fff" />
        <path d="M9 8v9a7 7 0 0 0 14 0V8h-4v9a3 3 0 0 1-6 0V8z" fill="${primary}" />
      </svg>
      <span class="name">UroSim</span>
    </div>
    <h1>Urology clinical case training simulator</h1>
    <p>Fictional patients · timed consultations · scored feedback</p>
  </div>
  <div class="band"></div>
</body>
</html>`;

const browser = await chromium.launch({
  // The system Chromium, as the browser tests use it (CHROMIUM_PATH, default Debian's).
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: output, type: 'png', clip: { x: 0, y: 0, width, height } });
} finally {
  await browser.close();
}
console.log(`${output}: ${width}×${height}, ${(statSync(output).size / 1000).toFixed(1)} kB`);
