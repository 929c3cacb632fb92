// Free-text search over a case's investigations and examinations (the request box of the session
// screen): the same matcher as the patient, on names, aliases and cues, with the last word taken as
// a prefix while it is being typed ("ultras" → ultrasound).

import type { CaseDefinition } from '@urosim/contracts';
import { analyse, buildVocabulary, queryItems, slotsOf } from './analyse.ts';
import { caseMemo } from './case-cache.ts';
import { buildRankIndex, type RankDoc, type RankIndex, rank } from './ranker.ts';
import { canonicalSpelling, plainWords } from './text.ts';

/** One search result, best first. */
export type SearchCandidate = { id: string; name: string; score: number };

/** Score a candidate needs to be listed. */
export const SEARCH_THRESHOLD = 0.4;
/** The most completions of a half-typed last word that are tried. */
const MAX_COMPLETIONS = 8;

type SearchIndex = { rankIndex: RankIndex; names: Map<string, string>; words: string[] };

const buildIndex = (docs: (RankDoc & { name: string })[]): SearchIndex => {
  const vocab = buildVocabulary(
    docs.flatMap((d) => d.cues),
    [],
    [],
  );
  const words = [...new Set(docs.flatMap((d) => d.cues.flatMap((c) => plainWords(c))))].sort();
  return { rankIndex: buildRankIndex(docs, vocab), names: new Map(docs.map((d) => [d.id, d.name])), words };
};

const investigationIndex = caseMemo((c: CaseDefinition) =>
  buildIndex(
    c.investigations.map((v) => ({
      id: v.id,
      name: v.name,
      kind: v.kind,
      cues: [v.name, ...v.aliases],
      answer: '',
    })),
  ),
);

const examinationIndex = caseMemo((c: CaseDefinition) =>
  buildIndex(
    c.examination.map((e) => ({
      id: e.id,
      name: e.name,
      kind: e.system,
      cues: [e.name, ...e.cues, `${e.system.replace(/-/g, ' ')} examination`],
      answer: '',
    })),
  ),
);

/** "us" in a search box is ultrasound, not the pronoun. */
const searchText = (text: string) => text.replace(/\bus\b/gi, 'ultrasound');

/** The query as typed, and with its last word completed from the candidates' words. */
const variants = (index: SearchIndex, text: string): string[] => {
  const words = plainWords(text);
  const last = words.at(-1);
  if (!last || last.length < 2 || index.words.includes(last)) return [text];
  const head = words.slice(0, -1).join(' ');
  const canonical = canonicalSpelling(last);
  const completions = index.words
    .filter((w) => w !== last && (w.startsWith(last) || canonicalSpelling(w).startsWith(canonical)))
    .slice(0, MAX_COMPLETIONS);
  return [text, ...completions.map((w) => `${head} ${w}`.trim())];
};

const search = (index: SearchIndex, text: string): SearchCandidate[] => {
  const best = new Map<string, number>();
  for (const variant of variants(index, searchText(text))) {
    const slots = slotsOf(queryItems(analyse(variant, index.rankIndex.vocab)));
    for (const r of rank(index.rankIndex, slots)) {
      if (r.score < SEARCH_THRESHOLD) continue;
      best.set(r.doc.id, Math.max(best.get(r.doc.id) ?? 0, r.score));
    }
  }
  return [...best]
    .map(([id, score]) => ({ id, name: index.names.get(id)!, score: Math.round(score * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
};

/** Investigations of the case matching free text (name or alias, abbreviations, typos), best first. */
export const findInvestigation = (caseDef: CaseDefinition, text: string): SearchCandidate[] =>
  search(investigationIndex(caseDef), text);

/** Examinations of the case matching free text (name, cues or system), best first. */
export const findExamination = (caseDef: CaseDefinition, text: string): SearchCandidate[] =>
  search(examinationIndex(caseDef), text);
