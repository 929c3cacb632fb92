import { type Sbar, type SbarSection, sbarSections } from '@urosim/contracts';

/** The label of each SBAR section, as the hand-off text and the pages name it. */
export const sbarSectionLabels: Readonly<Record<SbarSection, string>> = {
  situation: 'Situation',
  background: 'Background',
  assessment: 'Assessment',
  recommendation: 'Recommendation',
};

// A word: letters or digits, with inner apostrophes, hyphens, dots or slashes kept together
// ("o/e", "84/50", "4.1", "can't"). Scripts without spaces (Chinese, Japanese) count by runs.
const wordPattern = /[\p{L}\p{N}]+(?:['’./-][\p{L}\p{N}]+)*/gu;

/** How many words a text has. */
export const countWords = (text: string): number => text.match(wordPattern)?.length ?? 0;

/** The words of the whole hand-off. */
export const handoffWordCount = (sbar: Sbar): number =>
  sbarSections.reduce((n, section) => n + countWords(sbar[section]), 0);

/** Whether nothing is written in any section (whitespace does not count). */
export const isHandoffEmpty = (sbar: Sbar): boolean => sbarSections.every((s) => sbar[s].trim() === '');

/**
 * The hand-off as the one text the scorer reads: "Situation: …\nBackground: …\nAssessment: …\n
 * Recommendation: …", each section trimmed, empty ones left out; '' when nothing is written.
 */
export const handoffText = (sbar: Sbar): string =>
  sbarSections
    .filter((section) => sbar[section].trim() !== '')
    .map((section) => `${sbarSectionLabels[section]}: ${sbar[section].trim()}`)
    .join('\n');
