// Measures the JavaScript a visitor of `/` downloads before the page can render: the entry script
// of dist/index.html, its modulepreload links and (recursively) their static imports, gzipped.
// Also reports the landing page's lazy route chunk, which `/` fetches right after.
// Sizes are zlib's default level (what the compression middleware sends) in kB of 1000 bytes.
// Usage: node scripts/initial-js-size.mjs [--budget-kb 170]; exits 1 above the budget.
import { measureInitialJs } from './initial-js.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const budgetArg = process.argv.indexOf('--budget-kb');
const budgetKb = budgetArg === -1 ? 170 : Number(process.argv[budgetArg + 1]);

const report = (title, files) => {
  let total = 0;
  console.log(title);
  for (const { file, kb } of files) {
    total += kb;
    console.log(`  ${kb.toFixed(2).padStart(7)} kB  ${file}`);
  }
  console.log(`  ${total.toFixed(2).padStart(7)} kB  total`);
};

const { initial, landing, launcher, totalKb, browserKb } = measureInitialJs(dist);
report('Initial JS of / (entry + modulepreload + static imports), gzip:', initial);
if (landing.length > 0) {
  report('Landing route chunk and what it adds, gzip:', landing);
  console.log(`Everything / loads: ${totalKb.toFixed(2)} kB gzip (budget ${budgetKb} kB)`);
}
if (launcher.length > 0) {
  report('The assistant launcher (preloaded before hydration), gzip:', launcher);
  // Reported, not yet held to the budget: by this count `/` is over 170 kB (see ADR 0127).
  console.log(`As the browser loads it, before any interaction: ${browserKb.toFixed(2)} kB gzip`);
}
if (totalKb > budgetKb) {
  console.error(`Over budget: ${totalKb.toFixed(2)} kB > ${budgetKb} kB`);
  process.exit(1);
}
