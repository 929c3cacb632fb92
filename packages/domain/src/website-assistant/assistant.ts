import type { HelpArticle } from '@urosim/content/help';
// The website assistant: answers visitors' questions about UroSim from the product's own help
// content. Retrieval is BM25 (MiniSearch) over the help articles and the live plans; the reply is
// the best article's own text, so it can only say what the help pages say.

import MiniSearch, { type SearchResult } from 'minisearch';
import { stem } from '../patient-engine/stem.ts';
import { isMedicalTurn, MEDICAL_REFUSAL } from './medical.ts';

/** One searchable help text: an article, or the live plans. */
export type AssistantDoc = {
  id: string;
  title: string;
  url: string;
  paragraphs: readonly string[];
  keywords: readonly string[];
};

/** What the assistant answers (the `response` of the chat call, with its sources). */
export type AssistantReply = {
  kind: 'answer' | 'medical-refusal' | 'no-match' | 'greeting';
  response: string;
  sources: { title: string; url: string }[];
};

/** Earlier turns of the conversation, oldest first. */
/** A help article as the assistant reads it. */
export const helpDoc = (article: HelpArticle): AssistantDoc => ({
  id: article.id,
  title: article.title,
  url: article.url,
  paragraphs: article.body,
  keywords: article.keywords ?? [],
});

export type AssistantHistory = readonly { role: 'user' | 'assistant'; content: string }[];

// Words that say nothing about what a visitor is after.
const stopWords = new Set(
  `a an and are as at be but by can could do does did for from get got has have how i if in into is it its
  me my of on or our please so than that the their them then there these they this to us was we what
  when where which who why will with would you your yours about any tell know want need there's it's
  i'm hi hello urosim`
    .split(/\s+/)
    .filter(Boolean),
);

const processTerm = (term: string) => {
  const word = term.toLowerCase().replace(/[’']/g, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  return stem(word);
};

/** A built index over the help content. */
export type AssistantIndex = { search: MiniSearch<AssistantDoc>; docs: Map<string, AssistantDoc> };

/** Indexes the help content; build it once per content version. */
export const buildAssistantIndex = (docs: readonly AssistantDoc[]): AssistantIndex => {
  const search = new MiniSearch<AssistantDoc>({
    fields: ['title', 'keywordText', 'text'],
    storeFields: ['id'],
    processTerm,
    extractField: (doc, field) => {
      if (field === 'keywordText') return doc.keywords.join(' ');
      if (field === 'text') return doc.paragraphs.join(' ');
      return (doc as Record<string, unknown>)[field] as string;
    },
    searchOptions: { boost: { title: 2.5, keywordText: 2, text: 1 }, fuzzy: 0.15, prefix: true },
  });
  search.addAll([...docs]);
  return { search, docs: new Map(docs.map((d) => [d.id, d])) };
};

// A best match below this BM25 score is too weak to answer with.
const MIN_SCORE = 4;

const greeting = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hiya|greetings)\b[\s!.,]*$/i;
const thanks = /^\s*(thanks|thank you|cheers|ta|great|ok|okay|bye|goodbye)\b[\s\w!.,]*$/i;

const GREETING =
  'Hello! I can answer questions about UroSim: what it is, its cases and sessions, plans and prices, the research pilot, accounts and which browsers it works in. What would you like to know?';
const THANKS = "You're welcome. Is there anything else you'd like to know about UroSim?";
const NO_MATCH =
  "I'm not sure about that one. I can answer questions about UroSim's cases, sessions and feedback, plans and prices, the research pilot, accounts and browsers. For anything else, please write to us through the contact page (/contact).";

const best = (index: AssistantIndex, query: string): SearchResult[] =>
  index.search.search(query).filter((r) => r.score >= MIN_SCORE);

/** The last thing the visitor asked before this message, for follow-ups such as "and Premium?". */
const previousQuestion = (history: AssistantHistory) =>
  [...history].reverse().find((h) => h.role === 'user')?.content;

/**
 * Answers a visitor: a polite refusal for a medical question, a greeting for a greeting, otherwise
 * the help article that best matches (with a follow-up read together with the previous question),
 * or an honest "not sure" that points to the contact page.
 */
export const answerVisitor = (
  index: AssistantIndex,
  message: string,
  history: AssistantHistory = [],
): AssistantReply => {
  if (isMedicalTurn(message, history))
    return { kind: 'medical-refusal', response: MEDICAL_REFUSAL, sources: [] };
  if (greeting.test(message)) return { kind: 'greeting', response: GREETING, sources: [] };
  let results = best(index, message);
  const previous = previousQuestion(history);
  if (results.length === 0 && previous) results = best(index, `${previous} ${message}`);
  if (results.length === 0) {
    if (thanks.test(message)) return { kind: 'greeting', response: THANKS, sources: [] };
    return { kind: 'no-match', response: NO_MATCH, sources: [{ title: 'Contact us', url: '/contact' }] };
  }
  const top = index.docs.get(results[0]!.id as string)!;
  // A second article close behind is offered as further reading, not mixed into the answer.
  const runnerUp =
    results[1] && results[1].score >= results[0]!.score * 0.8 ? index.docs.get(results[1].id) : undefined;
  const sources = [top, ...(runnerUp && runnerUp.url !== top.url ? [runnerUp] : [])].map((d) => ({
    title: d.title,
    url: d.url,
  }));
  return { kind: 'answer', response: top.paragraphs.join('\n\n'), sources };
};

/** The passages a language model is grounded in: the best matches for the message. */
export const groundingFor = (
  index: AssistantIndex,
  message: string,
  history: AssistantHistory = [],
  limit = 5,
): AssistantDoc[] => {
  const previous = previousQuestion(history);
  const results = index.search.search(previous ? `${message} ${previous}` : message);
  return results.slice(0, limit).map((r) => index.docs.get(r.id)!);
};
