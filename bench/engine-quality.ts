// `node bench/engine-quality.ts`: plays every question of the case library's question sets against
// the scripted patient engine (each question a fresh turn; a two-question message is one turn) and
// prints, per case and in total, the share of answers that were right, wrong (a wrong fact revealed)
// or deflected. Two splits:
//   dev       the paraphrase sets (packages/content/questions/): the engine may be tuned on them;
//   held-out  written by an examiner given only each case's brief and persona, never used for tuning
//             (packages/content/questions/held-out/): the figure that counts.
// A held-out question has a kind: "fact" (right when exactly the expected facts are revealed), "no"
// (right when the patient says no and reveals nothing), "statement", "fishing" and "social" (right
// when nothing is revealed and the patient did not deflect).
// Aims: held-out at least 95 % right and at most 1 % wrong; dev at least 90 % right.
//
//   --verbose    list every answer that was not right
//   --check      exit with status 1 when the held-out aim is missed
//   --fixture    also play the engine's own development set (its fixture case)
import { loadCaseLibrary, loadHeldOutQuestionSets, loadQuestionSets } from '../packages/content/src/index.ts';
import type { CaseQuestionSet } from '../packages/contracts/src/index.ts';
import { evaluateQuestionSet, type QualityReport, type QualityTotals } from '../packages/domain/src/index.ts';
import { renalColicQuestions } from '../packages/domain/src/patient-engine/fixtures/renal-colic.questions.ts';
import { renalColicCase } from '../packages/domain/src/patient-engine/fixtures/renal-colic.ts';

const args = new Set(process.argv.slice(2));
const heldOutAim = { right: 0.95, wrong: 0.01 };

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
          `  ${report.caseId} ${verdict}${q.kind ? ` (${q.kind})` : ''}: "${q.text}" expected [${q.expect.join(', ')}] revealed [${q.revealed.join(', ')}]` +
            `${q.reply.negativeIds.length ? ` negatives [${q.reply.negativeIds.join(', ')}]` : ''} top ${JSON.stringify(q.reply.matches.slice(0, 3))}`,
        );
      }
    }
  }
  return total;
};

const started = performance.now();
const cases = loadCaseLibrary();
const playSplit = (sets: CaseQuestionSet[]) => {
  const byCase = new Map(sets.map((s) => [s.caseId, s]));
  return {
    played: cases
      .filter((c) => byCase.has(c.id))
      .map((c) => ({
        report: evaluateQuestionSet(c, byCase.get(c.id)!),
        questions: byCase.get(c.id)!.questions.length,
      })),
    missing: cases.filter((c) => !byCase.has(c.id)).map((c) => c.id),
  };
};
const emptyTotals = (): QualityTotals => ({ units: 0, right: 0, wrong: 0, deflected: 0 });

const dev = playSplit(loadQuestionSets());
let devTotal = emptyTotals();
if (dev.played.length > 0) {
  devTotal = printReports('Dev split (paraphrase sets; the engine may be tuned on them)', dev.played);
  if (dev.missing.length > 0) console.log(`no dev set for: ${dev.missing.join(', ')}`);
}
const heldOut = playSplit(loadHeldOutQuestionSets());
let heldOutTotal = emptyTotals();
if (heldOut.played.length > 0) {
  heldOutTotal = printReports('Held-out split (examiner sets; never used for tuning)', heldOut.played);
  if (heldOut.missing.length > 0) console.log(`no held-out set for: ${heldOut.missing.join(', ')}`);
}
if (dev.played.length === 0 || args.has('--fixture')) {
  if (dev.played.length === 0)
    console.log('The case library has no question sets yet: playing the engine fixture instead.');
  const fixture = printReports('Engine fixture (development set, not held out)', [
    {
      report: evaluateQuestionSet(renalColicCase, renalColicQuestions),
      questions: renalColicQuestions.questions.length,
    },
  ]);
  if (dev.played.length === 0) devTotal = fixture;
}
const ms = performance.now() - started;
const meets = (t: QualityTotals, aim: { right: number; wrong: number }) =>
  t.units > 0 && t.right / t.units >= aim.right && t.wrong / t.units <= aim.wrong;
// With no held-out sets (a fresh library), the check falls back to the dev split's own aim.
const checked = heldOutTotal.units > 0 ? heldOutTotal : devTotal;
const aim = heldOutTotal.units > 0 ? heldOutAim : { right: 0.9, wrong: 0.03 };
const met = meets(checked, aim);
console.log(
  `\n${heldOutTotal.units > 0 ? 'held-out' : 'dev'} aim: right >= ${aim.right * 100} %, wrong <= ${aim.wrong * 100} % — ${met ? 'met' : 'missed'} (${ms.toFixed(0)} ms)`,
);
if (args.has('--check') && !met) process.exitCode = 1;
