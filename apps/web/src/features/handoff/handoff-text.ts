import type {
  HandoffCopilot,
  HandoffHint,
  HandoffSectionVerdict,
  Sbar,
  SbarSection,
} from '@urosim/contracts';
import { countWords, isHandoffEmpty } from '@urosim/domain';

// What the hand-off pages say: the SBAR sections with their guidance, word counts, the copilot's
// statuses and the section verdicts in words. Pure, so it is unit-tested without a browser.

/** The four sections in SBAR order (the contract's `sbarSections`, without importing its schemas). */
export const SBAR_SECTIONS = [
  'situation',
  'background',
  'assessment',
  'recommendation',
] as const satisfies readonly SbarSection[];

/** Longest text of one section (the contract's `HANDOFF.sectionMaxChars`). */
export const SECTION_MAX_CHARS = 3000;
/** The editor saves this long after the last keystroke (`HANDOFF.autosaveDelayMs`). */
export const AUTOSAVE_DELAY_MS = 800;

/** Each section's name and one line on what goes in it (ADR 0116: what the copilot checks). */
export const sbarGuide: Readonly<Record<SbarSection, { label: string; guidance: string }>> = {
  situation: {
    label: 'Situation',
    guidance:
      'Who you are, who the patient is and where, the problem in one line, and why you are calling now.',
  },
  background: {
    label: 'Background',
    guidance:
      'The relevant history and how it unfolded, past history, medicines (anticoagulants) and allergies.',
  },
  assessment: {
    label: 'Assessment',
    guidance:
      'Current observations with numbers, examination, results, what you think is going on and how unwell.',
  },
  recommendation: {
    label: 'Recommendation',
    guidance:
      'What you need from the listener and how soon, what is done meanwhile, and when you will call back.',
  },
};

/** How many words a text has, by the rule the api counts by. */
export { countWords };

/** "1 word", "12 words". */
export const wordsText = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;

/** The words of the whole hand-off. */
export const totalWords = (sbar: Sbar) => SBAR_SECTIONS.reduce((n, s) => n + countWords(sbar[s]), 0);

/** Whether nothing is written in any section (whitespace does not count). */
export const isSbarEmpty = isHandoffEmpty;

export const sameSbar = (a: Sbar, b: Sbar) => SBAR_SECTIONS.every((s) => a[s] === b[s]);

export const emptySbar = (): Sbar => ({ situation: '', background: '', assessment: '', recommendation: '' });

type SectionStatus = HandoffCopilot['sections'][number]['status'];

/** The copilot's status chip of a section. */
export const statusWords: Readonly<Record<SectionStatus, string>> = {
  empty: 'Empty',
  partial: 'Partly there',
  complete: 'Complete',
};

/** The copilot's hints of each section, in SBAR order (sections without hints have an empty list). */
export const hintsBySection = (hints: readonly HandoffHint[]): Record<SbarSection, HandoffHint[]> => {
  const grouped = { situation: [], background: [], assessment: [], recommendation: [] } as Record<
    SbarSection,
    HandoffHint[]
  >;
  for (const hint of hints) grouped[hint.section]?.push(hint);
  return grouped;
};

/** The copilot's reading in one sentence, for the polite live region (said after each save). */
export const copilotSummary = (copilot: Pick<HandoffCopilot, 'hints' | 'ready'>) => {
  if (copilot.ready) return 'Every section has what a registrar expects.';
  const count = copilot.hints.length;
  return `${count} ${count === 1 ? 'thing' : 'things'} still to add.`;
};

/** Where the copilot's hints come from, said discreetly under them. */
export const engineWords = { scripted: 'Scripted checks', model: 'Model' } as const;

type Verdict = HandoffSectionVerdict['verdict'];

/** A section verdict in words. */
export const verdictWords: Readonly<Record<Verdict, string>> = {
  strong: 'Strong',
  adequate: 'Adequate',
  weak: 'Weak',
  missing: 'Missing',
};

/** A verdict's tone, for its colour (the feedback's score tones). */
export const verdictTone: Readonly<Record<Verdict, 'strong' | 'fair' | 'weak'>> = {
  strong: 'strong',
  adequate: 'fair',
  weak: 'weak',
  missing: 'weak',
};

/** How long a share link can last (days), the default first among equals. */
export const SHARE_DAY_CHOICES = [1, 3, 7, 14, 30] as const;
export const SHARE_DEFAULT_DAYS = 7;

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A date and time as the pages show them: "12 May 2026, 14:05". */
export const dateTimeText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

/** The page's line for an active link whose token this tab does not hold. */
export const sharedUntilText = (expiresAt: string) =>
  `Shared until ${dateTimeText(expiresAt)}. Make a new link to copy it again.`;
