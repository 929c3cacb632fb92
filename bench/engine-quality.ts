// `node bench/engine-quality.ts`: plays every paraphrased question of the case library against the
// scripted patient engine (each question a fresh turn; a two-question message is one turn) and
// prints, per case and in total, the share of answers that revealed the right facts, a wrong fact,
// or nothing (deflected). Aim: at least 90 % right and at most 2 % wrong.
//
//   --verbose    list every answer that was not right
//   --check      exit with status 1 when the aim is missed
//   --fixture    also play the engine's own development set (its fixture case)
import { loadCaseLibrary, loadQuestionSets } from '../packages/content/src/index.ts';
import type { CaseQuestionSet } from '../packages/contracts/src/index.ts';
import { evaluateQuestionSet, type QualityReport, type QualityTotals } from '../packages/domain/src/index.ts';
import { renalColicQuestions } from '../packages/domain/src/patient-engine/fixtures/renal-colic.questions.ts';
import { renalColicCase } from '../packages/domain/src/patient-engine/fixtures/renal-colic.ts';

const args = new Set(process.argv.slice(2));
const aim = { right: 0.9, wrong: 0.02 };

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((n / d) * 100).toFixed(1)} %`);
const row = (label: string, questions: number, t: QualityTotals) =>
  [
    label.padEnd(34),
    String(questions).padStart(9),
    String(t.units).padStart(6),
    pct(t.right, t.units).padStart(9),
    pct(t.wrong, t.units).padStart(9),
    pct(t.deflected, t.units).padStart(10),
  ].join('  ');
const header = [
  'case'.padEnd(34),
  'questions'.padStart(9),
  'units'.padStart(6),
  'right'.padStart(9),
  'wrong'.padStart(9),
  'deflected'.padStart(10),
].join('  ');

const printReports = (title: string, reports: { report: QualityReport; questions: number }[]) => {
  console.log(`\n${title}\n${header}\n${'-'.repeat(header.length)}`);
  const total: QualityTotals = { units: 0, right: 0, wrong: 0, deflected: 0 };
  let questions = 0;
  for (const { report, questions: n } of reports) {
    console.log(row(report.caseId, n, report.totals));
    total.units += report.totals.units;
    total.right += report.totals.right;
    total.wrong += report.totals.wrong;
    total.deflected += report.totals.deflected;
    questions += n;
  }
  console.log(`${'-'.repeat(header.length)}\n${row('total', questions, total)}`);
  if (args.has('--verbose')) {
    for (const { report } of reports) {
      for (const q of report.questions) {
        if (q.right > 0 && q.wrong === 0 && q.deflected === 0) continue;
        const verdict = q.wrong > 0 ? 'WRONG' : 'DEFLECTED';
        console.log(
          `  ${report.caseId} ${verdict}: "${q.text}" expected [${q.expect.join(', ')}] revealed [${q.revealed.join(', ')}]` +
            `${q.reply.negativeIds.length ? ` negatives [${q.reply.negativeIds.join(', ')}]` : ''} top ${JSON.stringify(q.reply.matches.slice(0, 3))}`,
        );
      }
    }
  }
  return total;
};

const started = performance.now();
const cases = loadCaseLibrary();
const sets = new Map<string, CaseQuestionSet>(loadQuestionSets().map((s) => [s.caseId, s]));
const played = cases
  .filter((c) => sets.has(c.id))
  .map((c) => ({
    report: evaluateQuestionSet(c, sets.get(c.id)!),
    questions: sets.get(c.id)!.questions.length,
  }));
const missing = cases.filter((c) => !sets.has(c.id)).map((c) => c.id);

let total: QualityTotals = { units: 0, right: 0, wrong: 0, deflected: 0 };
if (played.length > 0) {
  total = printReports('Case library (held-out paraphrase sets)', played);
  if (missing.length > 0) console.log(`no question set for: ${missing.join(', ')}`);
}
if (played.length === 0 || args.has('--fixture')) {
  if (played.length === 0)
    console.log('The case library has no question sets yet: playing the engine fixture instead.');
  const fixture = printReports('Engine fixture (development set, not held out)', [
    {
      report: evaluateQuestionSet(renalColicCase, renalColicQuestions),
      questions: renalColicQuestions.questions.length,
    },
  ]);
  if (played.length === 0) total = fixture;
}
const ms = performance.now() - started;
const met =
  total.units > 0 && total.right / total.units >= aim.right && total.wrong / total.units <= aim.wrong;
console.log(
  `\naim: right >= ${aim.right * 100} %, wrong <= ${aim.wrong * 100} % — ${met ? 'met' : 'missed'} (${ms.toFixed(0)} ms)`,
);
if (args.has('--check') && !met) process.exitCode = 1;
