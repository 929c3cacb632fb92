// Measures the JavaScript a visitor of `/` downloads before the page can render: the entry script
// of dist/index.html, its modulepreload links and (recursively) their static imports, gzipped.
// Also reports the landing page's lazy route chunk, which `/` fetches right after.
// Sizes are zlib's default level (what the compression middleware sends) in kB of 1000 bytes.
// Usage: node scripts/initial-js-size.mjs [--budget-kb 170]; exits 1 above the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const budgetArg = process.argv.indexOf('--budget-kb');
const budgetKb = budgetArg === -1 ? 170 : Number(process.argv[budgetArg + 1]);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
].map((match) => match[1]);

const staticImports = (file) => {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
  return found.map((name) => join(file, '..', name));
};

const closure = (roots) => {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
};

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;
const report = (title, files) => {
  let total = 0;
  console.log(title);
  for (const file of [...files].sort()) {
    const size = gzipKb(file);
    total += size;
    console.log(`  ${size.toFixed(2).padStart(7)} kB  ${file}`);
  }
  console.log(`  ${total.toFixed(2).padStart(7)} kB  total`);
  return total;
};

const initial = closure(referenced);
const initialKb = report('Initial JS of / (entry + modulepreload + static imports), gzip:', initial);

const landing = readdirSync(join(dist, 'assets')).find((name) => /^landing-page-.*\.js$/.test(name));
let withRouteKb = initialKb;
if (landing) {
  const extra = [...closure([join('assets', landing)])].filter((file) => !initial.has(file));
  withRouteKb = initialKb + report('Landing route chunk and what it adds, gzip:', extra);
  console.log(`Everything / loads: ${withRouteKb.toFixed(2)} kB gzip (budget ${budgetKb} kB)`);
}
if (withRouteKb > budgetKb) {
  console.error(`Over budget: ${withRouteKb.toFixed(2)} kB > ${budgetKb} kB`);
  process.exit(1);
}
