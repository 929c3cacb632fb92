// `node bench/scoring-agreement.ts`: plays each examiner-marked consultation
// (packages/content/marked/) through the scripted engine as the api plays a session, scores it, and
// prints per consultation the item agreement and the overall score against the examiner's, then
// the item agreement, Cohen's kappa and score differences over all of them (ADR 0111).
// Goal: agreement >= 95 %, kappa >= 0.9, every overall score within 5 points.
// The held-out consultations (packages/content/marked-held-out/) are blind: only their totals are
// printed, never an item or a consultation, so that nobody tunes the scorer on them. So are those of
// the latest round (packages/content/marked-fresh/) until a pass has measured them and reads them.
//
//   --verbose    list every item the scorer and the examiner judged differently
//   --check      exit with status 1 when the goal is missed
import {
  loadCaseLibrary,
  loadMarkedConsultations,
  markedFreshDir,
  markedHeldOutDir,
} from '../packages/content/src/index.ts';
import { agreementReport } from '../packages/domain/src/scoring/agreement.ts';

const args = new Set(process.argv.slice(2));
const goal = { agreement: 0.95, kappa: 0.9, maxDifference: 5 };

const cases = loadCaseLibrary();
// `--dir=<path>`: measure another folder of marked consultations in place of the tuning set (a fresh
// batch, before it is read).
const dirArg = process.argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length);
const report = agreementReport(cases, loadMarkedConsultations(dirArg));
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(
  [
    'consultation'.padEnd(42),
    'items'.padStart(5),
    'agree'.padStart(8),
    'scorer'.padStart(7),
    'examiner'.padStart(8),
    'diff'.padStart(6),
  ].join('  '),
);
for (const c of report.consultations) {
  console.log(
    [
      `${c.caseId}--${c.label}`.padEnd(42),
      String(c.items).padStart(5),
      pct(c.agreed / c.items).padStart(8),
      c.scorerScore.toFixed(1).padStart(7),
      c.examinerScore.toFixed(1).padStart(8),
      `${c.difference > 0 ? '+' : ''}${c.difference.toFixed(1)}`.padStart(6),
    ].join('  '),
  );
  if (args.has('--verbose'))
    for (const d of c.disagreements)
      console.log(
        `    ${d.itemId}: scorer ${d.scorer ? 'met' : 'not met'}, examiner ${d.examiner ? 'met' : 'not met'}\n      examiner: ${d.examinerNote}\n      scorer:   ${d.scorerWhy}`,
      );
}
const heldOut = agreementReport(cases, loadMarkedConsultations(markedHeldOutDir));
const meets = (r: typeof report) =>
  r.agreement >= goal.agreement && r.kappa >= goal.kappa && r.maxAbsoluteDifference <= goal.maxDifference;
const totals = (name: string, r: typeof report) => {
  const within = r.consultations.filter((c) => Math.abs(c.difference) <= goal.maxDifference).length;
  // Signed: above 0 the scorer marks higher than the examiner on the whole (too lenient).
  const signed = r.consultations.reduce((t, c) => t + c.difference, 0) / Math.max(1, r.consultations.length);
  const over = r.consultations.filter((c) => c.difference > goal.maxDifference).length;
  const under = r.consultations.filter((c) => c.difference < -goal.maxDifference).length;
  console.log(
    `${name}: ${r.consultations.length} consultations, ${r.items} items: agreement ${pct(r.agreement)}, kappa ${r.kappa.toFixed(3)}, mean |difference| ${r.meanAbsoluteDifference.toFixed(1)}, max |difference| ${r.maxAbsoluteDifference.toFixed(1)}, ${within} within 5 points (${over} above, ${under} below), mean signed difference ${signed > 0 ? '+' : ''}${signed.toFixed(1)} — goal ${meets(r) ? 'met' : 'not met'} (>= 95 %, >= 0.9, <= 5 points)`,
  );
};
console.log('');
totals('tuning (marked)', report);
totals('held-out, blind (marked-held-out)', heldOut);
// The latest round, not read yet: totals only (the next pass's first fresh data).
const fresh = agreementReport(cases, loadMarkedConsultations(markedFreshDir));
if (fresh.consultations.length > 0) totals('fresh, not read yet (marked-fresh)', fresh);
if (args.has('--check') && !(meets(report) && meets(heldOut))) process.exit(1);
