import type { RubricResultView } from '@urosim/contracts';
import { formatElapsed } from './layout.ts';

/** What met a rubric item, as a line to quote: the sentence, the patient's reply, the request. */
export const evidenceQuote = (evidence: RubricResultView['evidence']): string | null => {
  if (!evidence) return null;
  switch (evidence.kind) {
    case 'phrase':
      return evidence.line?.text ?? evidence.sentence;
    case 'fact':
      return evidence.reply.text;
    case 'action':
      return `${evidence.name}, requested at ${formatElapsed(evidence.requestedAtSeconds)}`;
    case 'behaviour':
      return evidence.line.text;
  }
};

/** “Quoted” text, as the reports quote the trainee and the patient. */
export const quoted = (text: string) => `“${text.trim()}”`;
