// `pnpm bench handoff-pdf`: how long a hand-off PDF takes to render, in one process as the api
// renders it. A 3-page report (goal: p95 under 100 ms) beside a one-page one (the baseline: same
// fonts, same code, a third of the text), ~200 renders each after a warm-up, interleaved so that
// machine drift touches both alike. Figures to stdout and bench/results/handoff-pdf.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderHandoffPdf } from '@urosim/documents';
import { fixtureHandoffReport, fixtureSbar } from '@urosim/documents/test/fixtures';
import { extractText, getDocumentProxy } from 'unpdf';

const renders = Number(process.env.BENCH_RENDERS ?? 200);
const warmUp = 30;

// Long sections with the scripts a trainee might write: accents, CJK, Hangul and emoji.
const longText = (section: string) =>
  `${section} Réévaluation à 14 h: 中文 日本語 한국어 👍🏽. `.repeat(6).slice(0, 3000);
const threePages = fixtureHandoffReport({
  sbar: {
    situation: longText(fixtureSbar.situation),
    background: longText(fixtureSbar.background),
    assessment: longText(fixtureSbar.assessment),
    recommendation: longText(fixtureSbar.recommendation),
  },
});
const onePage = fixtureHandoffReport();

const pagesOf = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)))).totalPages;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const time = async (render: () => Promise<Buffer>) => {
  const started = performance.now();
  await render();
  return performance.now() - started;
};

const main = async () => {
  const coldStarted = performance.now();
  await renderHandoffPdf(onePage);
  const firstRenderMs = performance.now() - coldStarted;
  const pages = {
    three: await pagesOf(await renderHandoffPdf(threePages)),
    one: await pagesOf(await renderHandoffPdf(onePage)),
  };
  if (pages.three < 3) throw new Error(`the long report has ${pages.three} pages, not 3`);
  for (let i = 0; i < warmUp; i += 1) {
    await renderHandoffPdf(threePages);
    await renderHandoffPdf(onePage);
  }
  const samples = { three: [] as number[], one: [] as number[] };
  for (let i = 0; i < renders; i += 1) {
    samples.three.push(await time(() => renderHandoffPdf(threePages)));
    samples.one.push(await time(() => renderHandoffPdf(onePage)));
  }
  const figures = Object.fromEntries(
    Object.entries(samples).map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! }];
    }),
  ) as Record<'three' | 'one', { p50: number; p95: number; max: number }>;
  const ratio = figures.three.p50 / figures.one.p50;
  console.log(`\nHand-off PDF, ${renders} renders each after ${warmUp} warm-up renders (one process)`);
  console.log('report                 pages   p50 ms   p95 ms   max ms');
  for (const [label, key] of [
    ['3-page hand-off', 'three'],
    ['1-page (baseline)', 'one'],
  ] as const) {
    const f = figures[key];
    console.log(
      `${label.padEnd(22)} ${String(pages[key]).padStart(5)}  ${f.p50.toFixed(1).padStart(7)}  ${f.p95.toFixed(1).padStart(7)}  ${f.max.toFixed(1).padStart(7)}`,
    );
  }
  console.log(
    `ratio 3-page / 1-page (p50): ${ratio.toFixed(2)}; first render in a fresh process (fonts parsed): ${firstRenderMs.toFixed(0)} ms`,
  );
  console.log(`goal: 3-page p95 under 100 ms — ${figures.three.p95 < 100 ? 'met' : 'NOT MET'}`);
  const results = path.resolve(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'handoff-pdf.json'),
    `${JSON.stringify({ at: new Date().toISOString(), renders, pages, figures, ratio, firstRenderMs }, null, 2)}\n`,
  );
  if (figures.three.p95 >= 100) process.exitCode = 1;
};

await main();
