// `node bench/engine-speed.ts [root]`: times the scripted patient engine of a checkout (this one by
// default) over every question of the dev and held-out 1+2 sets, best of five rounds, and prints the
// time a question. To compare two engines, run it on both in the same minute, for example on a
// `git worktree` of an older commit: `node bench/engine-speed.ts /tmp/old-checkout`.
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const content = await import(path.join(root, 'packages/content/src/index.ts'));
const domain = await import(path.join(root, 'packages/domain/src/index.ts'));
const cases = content.loadCaseLibrary();
const sets = [...content.loadQuestionSets(), ...content.loadHeldOutQuestionSets()];
const work: [unknown, string][] = sets.flatMap((s: { caseId: string; questions: { text: string }[] }) =>
  s.questions.map((q) => [cases.find((c: { id: string }) => c.id === s.caseId), q.text] as [unknown, string]),
);
const fresh = { revealedFactIds: [], askedNegativeIds: [], turn: 1 };
const round = () => {
  const t0 = performance.now();
  for (const [c, text] of work) domain.answerAsPatient(c, fresh, text);
  return performance.now() - t0;
};
round(); // warm-up: indexes built, code optimised
let best = Number.POSITIVE_INFINITY;
for (let r = 0; r < 5; r++) best = Math.min(best, round());
console.log(
  `${root}: ${work.length} questions, best of 5 rounds ${best.toFixed(0)} ms, ${((best / work.length) * 1000).toFixed(0)} µs a question`,
);
