// Measures the JavaScript a visitor of `/` downloads before any interaction, as the browser loads it:
// index.html's module scripts (boot.js included), the modules it names (meta app-entry and
// app-module) and (recursively) their static imports, and the landing page's lazy route chunk with
// what it adds, gzipped. Holds that count to the budget. Also reports the assistant's launcher,
// which the first interaction loads. e2e/budget.spec.ts checks this count against what Chromium
// fetches. Sizes are zlib's default level (what the compression middleware sends) in kB of 1000
// bytes.
// Usage: node scripts/initial-js-size.mjs [--budget-kb 170] [--json]; exits 1 above the budget.
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

const measured = measureInitialJs(dist);
const { initial, landing, launcher, totalKb, withLauncherKb } = measured;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(measured));
} else {
  report('Initial JS of / (boot.js, entry, its modules, static imports), gzip:', initial);
  report('Landing route chunk and the chunks imported on load, with what they add, gzip:', landing);
  console.log(
    `Everything / fetches before any interaction: ${totalKb.toFixed(2)} kB gzip (budget ${budgetKb} kB)`,
  );
  if (launcher.length > 0) {
    report('At the first interaction: the assistant launcher, gzip:', launcher);
    console.log(`Through the first interaction: ${withLauncherKb.toFixed(2)} kB gzip`);
  }
}
if (totalKb > budgetKb) {
  console.error(`Over budget: ${totalKb.toFixed(2)} kB > ${budgetKb} kB`);
  process.exit(1);
}
