// Search of the case library (the case selection's search box): a query matches a case when every
// concept it names (a diagnosis, symptom, body part, setting, kind of patient; see concepts.ts) is
// one of the case's, and every other word is a word of the case's card text. A case's concepts come
// from its card text and from its hidden diagnosis and its synonyms; matching on them reveals
// nothing, because the list shows only the card. Its differentials take concepts away: a case is
// not found by a diagnosis it must be told apart from. American spellings fold onto British ones.

import type { CaseDefinition } from '@urosim/contracts';
import { caseMemo } from '../patient-engine/case-cache.ts';
import { canonicalSpelling, editDistance, plainWords } from '../patient-engine/text.ts';
import { type SearchConcept, searchConcepts } from './concepts.ts';

export { type SearchConcept, searchConcepts } from './concepts.ts';

/** Words that carry nothing in a search ("a case of torsion in a boy"). */
const stopWords = new Set(
  'a an the of in on at to for with and or by from after his her their my is are who has had case cases patient s'.split(
    ' ',
  ),
);

/** Lower case, accents and punctuation gone, each word in its canonical spelling. */
const words = (text: string): string[] =>
  plainWords(text)
    .map((w) => canonicalSpelling(w))
    .filter((w) => w !== 's');

type Lexicon = { phrases: Map<string, SearchConcept>; longest: number };

const buildLexicon = (concepts: readonly SearchConcept[]): Lexicon => {
  const phrases = new Map<string, SearchConcept>();
  let longest = 1;
  for (const concept of concepts) {
    for (const name of concept.names) {
      const key = words(name).join(' ');
      if (!key) continue;
      // The first concept to claim a name keeps it: the data lists the specific before the general.
      if (!phrases.has(key)) phrases.set(key, concept);
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  return { phrases, longest };
};

const lexicon = buildLexicon(searchConcepts);

type Parsed = { concepts: SearchConcept[]; free: string[] };

/** Splits a text into the concepts it names (longest names first) and its remaining words. */
const parse = (text: string, lex: Lexicon = lexicon): Parsed => {
  const tokens = words(text);
  const concepts: SearchConcept[] = [];
  const free: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let step = 0;
    for (let n = Math.min(lex.longest, tokens.length - i); n >= 1; n--) {
      const concept = lex.phrases.get(tokens.slice(i, i + n).join(' '));
      if (concept) {
        concepts.push(concept);
        step = n;
        break;
      }
    }
    if (step === 0) {
      const w = tokens[i]!;
      if (!stopWords.has(w)) free.push(w);
      step = 1;
    }
    i += step;
  }
  return { concepts, free };
};

/** What a case can be found by. */
export type CaseSearchIndex = { concepts: Set<string>; words: Set<string> };

/** The text of a case's card: what the trainee sees before playing it. */
const cardText = (c: CaseDefinition) => [
  c.title,
  c.summary,
  c.topic.replace(/-/g, ' '),
  c.setting.location.replace(/-/g, ' '),
  c.persona.occupation,
  c.persona.name,
  c.persona.sex,
  c.persona.age < 16 ? 'child' : 'adult',
];

export const caseSearchIndex = caseMemo((c: CaseDefinition): CaseSearchIndex => {
  const card = parse(cardText(c).join(' . '));
  const diagnosisTexts = [c.expected.workingDiagnosis, ...c.expected.diagnosisSynonyms];
  const diagnosis = diagnosisTexts.map((t) => parse(t));
  // The hidden diagnosis lends the case what it *is*, never context ("from a straddle injury" does
  // not make a stricture a trauma case).
  const diagnosisIds = new Set(
    diagnosis.flatMap((p) => p.concepts.filter((x) => x.kind === 'diagnosis').map((x) => x.id)),
  );
  const excluded = new Set(
    c.expected.differentials
      .flatMap((t) => parse(t).concepts)
      .filter((x) => x.kind === 'diagnosis' && !diagnosisIds.has(x.id))
      .map((x) => x.id),
  );
  const concepts = new Set(
    [...card.concepts.map((x) => x.id), ...diagnosisIds].filter((id) => !excluded.has(id)),
  );
  // Every word, also those of a concept's name ("tumour" alone finds a "germ cell tumour"), but
  // none that alone names an excluded concept ("torsion").
  const excludedWords = new Set(
    searchConcepts
      .filter((x) => excluded.has(x.id))
      .flatMap((x) => x.names.map((n) => words(n)))
      .filter((w) => w.length === 1)
      .map((w) => w[0]!),
  );
  const caseWords = new Set(
    [...cardText(c), ...diagnosisTexts]
      .flatMap((t) => words(t))
      .filter((w) => !stopWords.has(w) && !excludedWords.has(w)),
  );
  return { concepts, words: caseWords };
});

const singular = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/** A free query word found among the case's words: exactly, as a plural, as a prefix, or with one typo. */
const hasWord = (index: CaseSearchIndex, word: string, isLast: boolean): boolean => {
  if (index.words.has(word) || index.words.has(singular(word))) return true;
  for (const w of index.words) {
    if (singular(w) === singular(word)) return true;
    if (isLast && word.length >= 3 && w.startsWith(word)) return true;
    if (word.length >= 5 && Math.abs(w.length - word.length) <= 1 && editDistance(w, word, 1) <= 1)
      return true;
  }
  return false;
};

/** Whether a free-text query finds the case (an empty query finds every case). */
export const caseMatchesQuery = (c: CaseDefinition, query: string): boolean => {
  const { concepts, free } = parse(query);
  if (concepts.length === 0 && free.length === 0) return true;
  const index = caseSearchIndex(c);
  if (!concepts.every((x) => index.concepts.has(x.id))) return false;
  return free.every((w, i) => hasWord(index, w, i === free.length - 1));
};

/** The cases a query finds, in the order given. */
export const searchCases = <T extends CaseDefinition>(cases: readonly T[], query: string): T[] =>
  cases.filter((c) => caseMatchesQuery(c, query));
