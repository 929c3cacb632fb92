import type { CaseDefinition } from '@urosim/contracts';
import { type Narrative, narrativeFor, roundScore, type SessionScore } from '@urosim/domain';
import { z } from 'zod';
import type { EngineUsage } from './engine.ts';
import { type AiSettings, createModelCaller, invalidAiOutputError } from './openai-client.ts';

const ZNarrative = z.object({
  headline: z.string().trim().min(1).max(800),
  strengths: z.array(z.string().trim().min(1).max(400)).max(6),
  improvements: z.array(z.string().trim().min(1).max(400)).max(6),
  nextStep: z.string().trim().min(1).max(400),
});

const narrativeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['headline', 'strengths', 'improvements', 'nextStep'],
  properties: {
    headline: { type: 'string' },
    strengths: { type: 'array', items: { type: 'string' } },
    improvements: { type: 'array', items: { type: 'string' } },
    nextStep: { type: 'string' },
  },
} as const;

/** Writes the feedback narrative: from templates, or by a language model around the same results. */
export type NarrativeWriter = {
  engine: 'template' | 'llm';
  write: (
    caseDef: CaseDefinition,
    score: SessionScore,
  ) => Promise<{ narrative: Narrative; usage?: EngineUsage }>;
};

export const templateNarrativeWriter: NarrativeWriter = {
  engine: 'template',
  write: async (caseDef, score) => ({ narrative: narrativeFor(caseDef, score) }),
};

/**
 * A narrative written by an OpenAI-compatible model, grounded in the rubric results only (the
 * transcript is not sent), validated with zod. The model is told the score and cannot change it:
 * the score shown is always the deterministic one, and a headline that names another number is
 * refused as invalid output.
 */
export const createLlmNarrativeWriter = (config: AiSettings): NarrativeWriter => {
  const model = createModelCaller(config);
  return {
    engine: 'llm',
    write: async (caseDef, score) => {
      // The score as the page shows it (one rounding): 72.5 is "73 out of 100" everywhere.
      const overall = roundScore(score.overall);
      const results = score.results.map(
        (r) =>
          `- [${r.met ? 'met' : 'missed'}${r.critical ? ', critical' : ''}] ${r.category}: ${r.description}${r.met ? '' : ` — why it matters: ${r.missing?.why ?? ''}`}`,
      );
      const prompt = [
        'You write feedback for a urology trainee after a simulated consultation with a FICTIONAL patient.',
        `Case: ${caseDef.title}. Expected working diagnosis: ${caseDef.expected.workingDiagnosis}.`,
        `The score is ${overall} out of 100${score.flagged ? ', and a critical item was missed' : ''}. Do not change it or mention any other score.`,
        'Use only the results below. British English, warm and specific, teaching tone. Headline: one or two sentences that state the score. Strengths and improvements: up to 4 short sentences each. nextStep: one sentence.',
        'Results:',
        ...results,
      ].join('\n');
      const { value: narrative, usage } = await model.complete<Narrative>({
        name: 'feedback_narrative',
        jsonSchema: narrativeSchema,
        schema: ZNarrative,
        temperature: 0.2,
        messages: [{ role: 'system', content: prompt }],
      });
      // A score it states must be the score it was given.
      const stated = [...narrative.headline.matchAll(/(\d{1,3}(?:\.\d)?)\s*(?:\/\s*100|out of 100|%)/g)];
      if (stated.some((m) => Number(m[1]) !== overall)) {
        throw invalidAiOutputError();
      }
      return { narrative, usage };
    },
  };
};
