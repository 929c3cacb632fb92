import type {
  AuthoringQuestion,
  CaseDefinition,
  CaseQuestionSet,
  QualityGateReport,
} from '@urosim/contracts';
import { answerAsPatient } from '../patient-engine/patient.ts';
import { classifyReply } from '../patient-engine/quality.ts';

/**
 * The authoring quality gate (issue 17): plays each question of a case's own paraphrase set as a
 * fresh first turn through the scripted patient and classifies the answer as the engine's
 * evaluation harness does (`classifyReply`). A question that should reveal a fact is right when
 * exactly that fact is revealed; `negative` is right on a plain "no"; `deflect` is right when the
 * patient reveals nothing and deflects. Every miss carries what the engine answered.
 */
export const runQualityGate = (
  definition: CaseDefinition,
  questions: readonly AuthoringQuestion[],
): QualityGateReport => {
  const outcomes = questions.map((q) => {
    const reply = answerAsPatient(definition, { revealedFactIds: [], askedNegativeIds: [], turn: 1 }, q.text);
    const volunteered = new Set(reply.volunteeredFactIds);
    const revealed = reply.revealedFactIds.filter((id) => !volunteered.has(id) || id === q.reveals);
    let verdict: 'right' | 'wrong' | 'deflected';
    if (q.reveals === 'deflect') {
      const isDeflection = reply.kind === 'deflection' || reply.reply.includes(definition.persona.deflection);
      verdict = revealed.length > 0 ? 'wrong' : isDeflection ? 'right' : 'deflected';
    } else {
      const isNegative = q.reveals === 'negative';
      const c = classifyReply(
        isNegative ? 'no' : 'fact',
        isNegative ? [] : [q.reveals],
        reply,
        definition.persona.deflection,
        reply.reply,
      );
      verdict = c.right ? 'right' : c.wrong ? 'wrong' : 'deflected';
    }
    return { text: q.text, reveals: q.reveals, verdict, answer: reply.reply, revealed };
  });
  const count = (v: string) => outcomes.filter((o) => o.verdict === v).length;
  const total = outcomes.length;
  const share = (n: number) => (total === 0 ? 0 : n / total);
  const right = count('right');
  const wrong = count('wrong');
  const deflected = count('deflected');
  return {
    total,
    right,
    wrong,
    deflected,
    rightShare: share(right),
    wrongShare: share(wrong),
    deflectedShare: share(deflected),
    misses: outcomes.filter((o) => o.verdict !== 'right'),
  };
};

/**
 * Where a question set names a fact the case does not have: one message per bad question, by its
 * path in the save body (`questions.3.reveals`), for the form to show beside the field.
 */
export const questionSetProblems = (definition: CaseDefinition, questions: readonly AuthoringQuestion[]) => {
  const factIds = new Set(definition.facts.map((f) => f.id));
  return questions.flatMap((q, i) =>
    q.reveals === 'negative' || q.reveals === 'deflect' || factIds.has(q.reveals)
      ? []
      : [{ path: `questions.${i}.reveals`, message: `no fact with id "${q.reveals}"` }],
  );
};

/**
 * A library case's paraphrase set (the engine harness's format) as the authoring form's question
 * set, for the questions the form's vocabulary says exactly: one expected fact, or a plain "no".
 * Questions that expect several facts, or test statements, greetings and diagnosis fishing, stay in
 * the harness's own set (`bench/engine-quality.ts`); the gate's vocabulary cannot say them.
 */
export const authoringQuestionsOf = (set: Pick<CaseQuestionSet, 'questions'>): AuthoringQuestion[] =>
  set.questions.flatMap((q): AuthoringQuestion[] => {
    if (q.kind === 'no' && q.expect.length === 0) return [{ text: q.text, reveals: 'negative' }];
    if ((q.kind === undefined || q.kind === 'fact') && q.expect.length === 1)
      return [{ text: q.text, reveals: q.expect[0]! }];
    return [];
  });
