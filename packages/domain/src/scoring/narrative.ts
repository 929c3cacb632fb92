import type { CaseDefinition } from '@urosim/contracts';
import { roundScore } from '../levels.ts';
import type { SessionScore } from './score.ts';

/** The written feedback: an opening, what went well, what to work on, and a next step. */
export type Narrative = {
  headline: string;
  strengths: string[];
  improvements: string[];
  nextStep: string;
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Feedback prose written from templates, grounded only in the rubric results: it states the score
 * it was given (rounded as the page shows it, `roundScore`) and never changes it. It names no
 * level: the page shows the trainee's level, which comes from all their scored sessions, not from
 * this one score. The default narrative; a language model may write a richer one around the same
 * results.
 */
export const narrativeFor = (caseDef: CaseDefinition, score: SessionScore): Narrative => {
  const overall = roundScore(score.overall);
  const best = [...score.categories].filter((c) => c.itemCount > 0).sort((a, b) => b.score - a.score);
  const strongest = best.filter((c) => c.score >= 75).slice(0, 2);
  const weakest = [...best]
    .reverse()
    .filter((c) => c.score < 75)
    .slice(0, 2);

  const headline = score.flagged
    ? `You scored ${overall} out of 100, but missed ${score.criticalMissed.length === 1 ? 'a critical item' : `${score.criticalMissed.length} critical items`}: ${list(score.criticalMissed.map((r) => lower(r.description)))}. In an assessment that would not pass, whatever the total.`
    : `You scored ${overall} out of 100 on “${caseDef.title}”${overall >= 85 ? ', with every critical item covered — a strong, safe consultation.' : ', with every critical item covered.'}`;

  const strengths = [
    ...(strongest.length
      ? [
          `Your strongest areas were ${list(strongest.map((c) => `${c.label.toLowerCase()} (${roundScore(c.score)}%)`))}.`,
        ]
      : []),
    ...score.strengths.slice(0, 3).map((r) => `${r.description}.`),
  ];

  const improvements = [
    ...score.missed.slice(0, 3).map((r) => `${r.description}: ${r.missing?.why ?? ''}`.trim()),
    ...(weakest.length
      ? [`Focus next on ${list(weakest.map((c) => `${c.label.toLowerCase()} (${roundScore(c.score)}%)`))}.`]
      : []),
    ...(score.inappropriateActions.length
      ? [
          `Think twice before ordering ${list(score.inappropriateActions.map((a) => a.name))}: it did not help this patient.`,
        ]
      : []),
  ];

  const nextStep = score.redFlagsMissed.length
    ? `Before your next case, write down the red-flag questions for ${caseDef.topic.replace('-', ' ')} presentations and ask them early.`
    : overall < 65
      ? 'Replay this presentation with a new patient, working through a structured history before you examine and investigate.'
      : 'Try a harder case, or a topic you have not practised yet.';

  return { headline, strengths, improvements, nextStep };
};
