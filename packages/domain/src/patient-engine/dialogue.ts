// Splitting a trainee's message into the questions it holds, and recognising the moves of a
// conversation that are not questions: greeting and introduction, closing, acknowledgement,
// empathy, asking consent. Pure string work on a lightly normalised text.

import { wordMemo } from './case-cache.ts';
import { spokenForms } from './text.ts';

/** One question or statement of a message, in the order written. */
export type MessagePart = { text: string; isQuestion: boolean };

const abbreviationDots = /\b(dr|mr|mrs|ms|mx|st|prof|approx|vs|etc|no|esp|incl|inc)\./gi;
/**
 * The numbers of a list as typed ("1) Any clots? 2) Any trouble passing water?", "SH: 1) Smoking…"):
 * each starts a sentence of its own (a line), and the number says nothing. A number closing a bracket
 * ("(since age 16) 20 a day") is not one (ADR 0143).
 */
export const withoutListNumbers = (text: string, breakWith = '\n'): string =>
  text.replace(/(^|[\s:;,.?!])\(?(\d{1,2})\)\s+(?=\S)/g, (whole, before: string, _n, at: number) => {
    const opened = text.slice(0, at + before.length);
    const open = (opened.match(/\(/g) ?? []).length - (opened.match(/\)/g) ?? []).length;
    if (open > 0 && !whole.includes('(')) return whole;
    // After a sentence's end the number goes; within a sentence it becomes the break.
    const last = opened.trimEnd().slice(-1);
    return last === '' || /[?!.;]/.test(last) ? before : `${before}${breakWith}`;
  });
/**
 * Hesitations ("um", "er", "erm") go, with the commas around them when they break a phrase ("any, er,
 * vomiting" is "any vomiting"); between clauses a comma stays ("sorry, um, has anyone…").
 */
const withoutHesitations = (text: string) =>
  text
    .replace(
      /(\b[A-Za-z']+)?(\s*,)?\s*\b(?:[Uu]m+|[Ee]rm+|[Ee]r|[Uu]h+|[Uu]hm+)\b\s*(,)?\s*/g,
      (_m, before: string | undefined, commaBefore: string | undefined, commaAfter: string | undefined) => {
        const inPhrase = before !== undefined && phraseGlue.test(before);
        const comma = !inPhrase && (commaBefore !== undefined || commaAfter !== undefined);
        return `${before ?? ''}${comma ? ', ' : ' '}`;
      },
    )
    // An apology that breaks a phrase is a hesitation too: "would it be alright if I, sorry, had a
    // look?", "when did you, sorry, last eat?".
    .replace(
      /\b(i|you|it|he|she|we|they|if|and|or|to|the|a|an|your|his|her|did|do|does|is|are|was|were|have|has|had|any|just|about|maybe|that|what|when|how|where)\s*,\s*sorry\s*,\s*/gi,
      '$1 ',
    )
    // The discourse particles of other Englishes carry politeness or emphasis, not meaning: the
    // Filipino "po" ("Has this happened before po?"), the Malaysian and Singaporean "lah", "lor" and
    // "leh", the Nigerian "o" ("sorry o"), the South Asian "yaar".
    .replace(/(?<=[A-Za-z'])\s+(?:po|lah|lor|leh|yaar|o)\b(?!['’-])/gi, '')
    // A respectful "my father", "my mother" (Southern African and West African English) said to the
    // patient is who is addressed, not the patient's parent: "When did it begin, my father?".
    .replace(/(^|[,.;!?]\s*)my (father|mother|dear|friend)\s*(?=[,.;!?]|$)/gi, '$1')
    // So do the courtesy titles said after a word ("And you are Bev ma'am, his carer?", "ok with you sir?").
    .replace(/(?<=[A-Za-z'])\s+(?:sir|ma['’]?am|madam)\b(?!['’-])/gi, '')
    // Text-speak asides carry no meaning either: "tbh whats worrying u most?", "ngl", "lol", "btw".
    .replace(/\b(?:tbh|tbf|ngl|lol|lmao|imo|imho|btw)\b[,.]?\s*/gi, '')
    .replace(/^[\s,]+/, '');
/** Words after which a phrase goes on ("any …", "had …", "with …"). */
const phraseGlue =
  /^(any|a|an|the|your|his|her|their|my|some|had|have|has|with|of|to|in|on|for|about|been|got|noticed|seen|felt|that|this)$/i;

/** "e.g." and "i.e." as one word each ("eg", "ie"): their dots end no sentence. */
const latinAbbreviations = (text: string) =>
  text.replace(/\be\.\s?g\b\.?/gi, 'eg').replace(/\bi\.\s?e\b\.?/gi, 'ie');

/** Words that open a question (used to split "…, and do you…" and to tell questions from statements). */
export const questionOpeners =
  /^(since when|do|does|did|have|has|had|are|is|was|were|can|could|would|will|shall|should|may|r u|ru|any|anything|anyone|anybody|someone|somebody|been|had any|got any|getting any|having any|noticed any|on any|taking any|using any|tried any|how|hows|what|what's|whats|when|whens|where|wheres|which|who|whos|why|whereabouts|tell(?! (?:the|a|your|our|any|someone|somebody|anyone|anybody|them|him|her|staff|nurses?|doctors?|gp)\b)|describe|explain|talk|say|show|point|let me know|rate|score|is there|are there|ever|list|give|name|reveal|print|repeat|ignore|pretend|forget|imagine|act as|confirm|remind)\b/i;
/** A wh-word followed by a subject, as a statement has it ("what I'd like to do is…", "when a testicle…"). */
const declarativeWh =
  /^(?:so|and|ok|okay|right|well|now),?\s+what\s+(?:i|i'd|i'm|i am|we|we'd|we'll|we're|we are)\s+(?:think|thinking|suspect|reckon|would like|want|need|will|am going|are going|plan|suggest)\b|^(?!how (many|much)\b)(what|when|where|how|which|why)\s+(i|i'd|i'll|i'm|we|we'd|we'll|we're|they|a|an|the|this|that|these|those|(?:most|some|many)(?!\s+(?:you|u|he|she|it|your|ur)\b))\b|^what\s+(?:it|it's|you|you've|you're|you'll|he|she)\s+[^,?]*?\b(?:is|was)\s+(?:that|to|a|an|the|probably|likely|really|just|quite|called|[a-z]+ing)\b|^(?:(?:so|and|now|right|ok|okay|well),?\s+)?what(?:'ll|\s+will|\s+is going to|\s+happens|\s+we(?:'ll|\s+will)\s+do|\s+we(?:'re|\s+are)\s+going to do)\s+(?:happen\s+)?(?:next|now|then|today|from here)?\s*is\b/i;
/**
 * Whether a sentence keeps the order of a statement after its wh-word: "What I'd like to do is…", and
 * the cleft "What it means is that…", "What you've got is a stone" (ADR 0143), and "What'll happen next is…"
 * (ADR 0144).
 */
export const tellsAfterWhWord = (sentence: string): boolean => declarativeWh.test(sentence.trim());
const questionLeadIns =
  /\b(can you tell|could you tell|can i ask|may i ask|could i ask|might i ask|(i|we) (must|need to|have to|have got to|should|just need to|just have to) (also )?ask|(i would|i'd) (like|love) to (ask|know|hear)|i want to (ask|know)|i wonder(ed)? (if|whether)|wondering (if|whether)|(?<!\b(?:you|they|we|he|she|i|u) )tell me|talk me through|walk me through|(run|go|take) me through|paint (me|us) a picture|give (me|us) a (picture|sense) of|inform me|(run|go) through (your|ur|all your|his|her)|fill me in|(kindly|please) (estimate|describe|list|specify)|^(estimate|describe|list|specify) (for me |to me )?(how|what|when|where|which|the|your|ur|any|all)\b)\b/i;

/** An instruction with a polite tag ("just give us a ring, won't you"), said, not asked. */
const instructionTagged =
  /(^|,\s*)(just |please |do )?(give|ring|call|come|phone|keep|take|make sure|try|drink|rest|let)\b[^,]*,?\s+(won't|will|would|wouldn't) you$/i;

/** A tag that makes a statement a question: "you don't smoke, do you". */
const questionTag =
  /(?<!\b(?:to|will|would|can|could|should|must|might|may|shall|i|we))(?<!\bnot),?\s+(do|does|did|have|has|are|is|was|were|can|will|would|don't|doesn't|didn't|haven't|hasn't|aren't|isn't|wasn't|won't)( not)? (you|it|they|he|she|there)$/i;

/** How people type and speak (`spokenForms`), read in a message as typed, in any case ("Wat time…"). */
const spokenFormsAnyCase = spokenForms.map(
  ([pattern, replacement]) => [new RegExp(pattern.source, 'gi'), replacement] as const,
);

/** Splits a message into parts: sentences, then "and also", "; ", ", and do you…", "or have you…". */
export const splitMessage = (message: string): MessagePart[] => {
  const spoken = spokenFormsAnyCase.reduce(
    (t, [pattern, replacement]) => t.replace(pattern, replacement),
    message
      .replace(/\r/g, '')
      .replace(/[\u2018\u2019\u201b`´]/g, "'")
      // "Any burning, or going more often, or...": a question that trails off is still asked.
      .replace(/,?\s+or\s*(?:\.{2,}|\u2026)\s*(?=\s|$)/gi, '? '),
  );
  const text = latinAbbreviations(withoutHesitations(withoutListNumbers(spoken, ';')))
    .replace(abbreviationDots, '$1')
    // A decimal point ("a PSA of 7.8") ends no sentence, nor a query mark before a word ("USS KUB +
    // ?GB", "CT KUB pls, ?stone"): ward shorthand for "possible".
    .replace(/(\d)\.(?=\d)/g, '$1\u00b7')
    .replace(/(^|[\s+,(/])\?(?=[A-Za-z])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length === 0) return [];
  const sentences: { text: string; mark: string }[] = [];
  const re = /[^?!.;\n]+([?!.;\n]+|$)/g;
  for (const m of text.matchAll(re)) {
    const chunk = m[0].trim();
    if (chunk.length === 0) continue;
    const mark = m[1] ?? '';
    sentences.push({ text: chunk.replace(/[?!.;\s]+$/, ''), mark });
  }
  joinFragments(sentences);
  const parts: MessagePart[] = [];
  // Dictated with no punctuation at all, a question starts where its verb comes before its subject
  // after a statement ("the GP letter says you had a stone before was that on the same side").
  const dictated = !/[,?!.;:\n]/.test(message.trim());
  for (const s of sentences) {
    const pieces = (dictated ? s.text.replace(runOnQuestion, '$1. ').split('. ') : [s.text])
      .flatMap((t) =>
        t.split(
          // (Dictated speech runs its questions together: "…sudden or gradual and if you had to score
          // it out of ten how bad is it", "…do you take and I need to know about blood thinners…".
          // A connective that adds a question — "…, and on top of that have you been sick?", "…, as
          // well as that is he up to date with his jabs?" — starts one. Not inside a leading clause of
          // when: "When you walk or do the stairs, are you short of breath?")
          /\s*,?\s+(?:and|but)\s+(?=if (?:you|it|they|he|she) (?:had to|were to|could)\b|(?:i|we) (?:need|want|would like|have) to (?:know|ask|check)\b)|\s*,?\s+(?:and\s+|or\s+)?if (?:so|yes|you have|you do|you did|they did|it did|it has|there (?:is|are|was|were|has been|have been))\s*,\s*|\s*,?\s+and also\s+|\s*,?\s+(?:and\s+)?(?:on top of (?:that|this)|as well as (?:that|this)|besides (?:that|this)|in addition(?: to (?:that|this))?|additionally|what's more)\s*,?\s+(?=(?:do|does|did|have|has|had|are|is|was|were|can|could|would|will|how|what|when|where|which|who|why|any|anything)\b)|\s*,\s*also\s+(?!(?:in|on|at|during|after|before|while|with|for|when)\b)|\s+also\s*,\s*|\s*,?\s+as well as\s+(?=(?:do|does|did|have|has|are|is|any|how|what|when|where)\b)|\s*,?\s+(?:and|or|but|plus)(?:\s+then)?\s+(?!(?:anything|something)\b(?!\s+else\s+(?:you|i|we)\b|\s+(?:that|which)\s))(?=(?:how|what|when|where|which|who|why|whether|whereabouts|any|anything|is there|are there)\b)|(?<!^(?:when|whenever|if|while|once|after|before) (?:you|he|she|they|it|i|we)(?: [a-z']+){1,5})\s*,?\s+(?:and|or|but|plus)\s+(?=(?:do|does|did|have|has|had|are|is|was|were|can|could|would|will)\s+(?:you|your|it|there|anyone|anybody|anything|the|he|she|they|this|that|any|either|all|some|both)\b)/i,
        ),
      )
      // "…, and you have any allergy?": a question in the order of a statement starts one too.
      .flatMap((p) => p?.split(nonInvertedAfterAnd) ?? [p])
      // "How red are we talking, any clots in it?": a wh-question, then "any…" after a comma, is two.
      .flatMap((p) =>
        p && whThenAny.test(p) ? p.split(/\s*,\s*(?=any\b(?!\s+(?:idea|ideas|clue|thoughts)\b))/i) : [p],
      )
      .map((p) => p?.trim().replace(politeFrame, 'tell me ').replace(runInPreface, ''))
      .filter((p): p is string => !!p && p.length > 0);
    const sentenceStart = parts.length;
    pieces.forEach((p, i) => {
      const isLast = i === pieces.length - 1;
      // In a statement that ends with a full stop, "…and how much urine you pass." is a clause of it,
      // not a question of its own: only an inverted question ("…, and do you…") is one. (After a
      // request — "Tell me about the pain, and how long you've had it." — it is asked.)
      const embedded =
        i > 0 &&
        // (or with a tag of assent: "…keep an eye on your bloods and how much wee you make, alright?")
        ((/[.!]/.test(s.mark) && !s.mark.includes('?')) || assentTagged.test(s.text)) &&
        !(parts[sentenceStart]?.isQuestion ?? false) &&
        !invertedQuestion.test(p) &&
        !questionLeadIns.test(p);
      // "What I'd like to do next is a scan." and "When a testicle hasn't come down by six months, it
      // rarely does." end with a full stop and keep the order of a statement after the wh-word: they
      // tell, not ask ("When did it start." is still asked).
      const declarative =
        /[.!]/.test(s.mark) &&
        !s.mark.includes('?') &&
        (declarativeWh.test(p) ||
          // (after an apology or a discourse word: "So sorry, what we'll do first is…")
          toldWhat.test(plainText(afterPreface(p))) ||
          subordinateThenTold.test(p) ||
          // "Any problem, any question, you call the nurse.": what to do if any, told.
          anyThenInstruction.test(p) ||
          toldWhat.test(plainText(p)) ||
          // "Please do not eat or drink anything more.": a negative instruction, told.
          /^(?:(?:please|and|so|but|ok|okay|just|now|also|then) )*(?:do not|don'?t|never)\b(?! (?:worry|panic|be (?:scared|afraid|frightened|worried))\b)/i.test(
            p,
          ) ||
          // "Should ease that pressure quick smart.", "Will take a few minutes.": a modal with its subject
          // dropped, told with a full stop.
          /^(?:should|will|would|could|might|may|must)\s+(?!(?:you|u|he|she|it|they|we|i|there|your|ur|the|this|that|these|those|anyone|anybody|someone|somebody|anything|something|a|an|any|his|her|their|my|not)\b)[a-z]+/i.test(
            p,
          ) ||
          // "Is cancer.", "Is normal.": "it is" with its subject dropped, told with a full stop.
          /^is (?!(?:it|this|that|there|he|she|they|you|your|the|a|an|any|his|her|their|everything|anything|something)\b)/i.test(
            p,
          ));
      const isQuestion =
        !embedded &&
        !declarative &&
        ((isLast && s.mark.includes('?')) ||
          // "Been feeling light-headed at all": "at all" asks.
          // (A long telling that ends so — "…so you can ring her with any questions at all." — does not.)
          (/\bat all$/i.test(p) &&
            !/^(there|it|that|this|i|we|take|no|not|nothing)\b/i.test(p) &&
            // (nor reassurance told with a full stop: "You're not too late, not your fault at all.")
            !(/[.!]/.test(s.mark) && /\b(not|no|never|nothing|nobody|none)\b/i.test(p)) &&
            p.split(/\s+/).length <= 12) ||
          questionOpeners.test(p) ||
          // "Roughly how many…?", "Exactly when…?": an adverb before the question word.
          questionOpeners.test(p.replace(leadingAdverb, '')) ||
          // After the asker's preface ("Just to update my notes, any other medical problems, and …?").
          questionOpeners.test(afterPreface(p)) ||
          questionOpeners.test(p.replace(framedOpener, '')) ||
          questionLeadIns.test(p) ||
          // ("…just give us a ring, won't you": a tag after an instruction asks nothing.)
          (questionTag.test(p) && !instructionTagged.test(p)) ||
          // "The tummy ache - whereabouts is it exactly, and …?": a topic named first, then asked about.
          (s.mark.includes('?') && asksAfterTopic(p)) ||
          // "You are taking blood thinners, and you have any allergy?": the question mark asks both.
          (s.mark.includes('?') && i === 0 && nonInverted.test(pieces[1] ?? '')) ||
          // "Your medicines, insulin, tablets, and any blood thinners?": a list of things named, with no
          // verb of its own, before an "any …?" is asked by the same question mark.
          (s.mark.includes('?') &&
            i === 0 &&
            /^(any|anything)\b/i.test(pieces[1] ?? '') &&
            namedOnly.test(p)) ||
          // "You have sickle cell or any blood disease?": the alternatives of one question are all
          // asked, the first in the order of a statement too.
          (s.mark.includes('?') && !isLast && alternativeBefore(s.text, p)) ||
          i > 0);
      parts.push({ text: p, isQuestion });
    });
  }
  return parts;
};

/** A sentence closed by a tag of assent ("…, alright?", "…, ok?"): told, with agreement asked. */
const assentTagged = /,\s*(?:alright|all right|ok|okay|yeah|right|fine|eh|yes)\s*$/i;

/** "Any problem, any question, you call the nurse": an instruction for whatever comes up. */
const anyThenInstruction =
  /^any(?:thing)? [a-z ]{2,30}(?:, any(?:thing)? [a-z ]{2,30})*, (?:(?:you|just|please|then) )*(?:call|ring|phone|contact|come|tell|let|go|see|ask|press|buzz)\b/i;

/** Whether `piece` is followed, in its sentence, by "or" and another alternative of the question. */
const alternativeBefore = (sentence: string, piece: string) => {
  const at = sentence.toLowerCase().indexOf(piece.toLowerCase());
  return at >= 0 && /^,?\s+or\s/i.test(sentence.slice(at + piece.length));
};

/**
 * Spoken slowly, in chunks, a question comes in fragments: a topic named on its own ("The catheter.
 * When was it changed?", "Now. Contraception. What do you use?") is what the next question asks
 * about, and a place or person added after it ("Any prostate trouble. In the family?", "Any pain. In
 * your back?") is part of the question before. Each is joined to its question, as if said in one
 * breath ("The catheter, when was it changed?"). A fragment is a few words with no verb or subject
 * of its own; a filler ("Now.", "Right.") is none.
 */
const fragmentWords =
  /^((and|so|now|then) )?((the|your|his|her|these|those|my|their|our) [a-z&'-]+( [a-z&'-]+){0,2}|[a-z&'-]+( [a-z&'-]+)?)$/i;
const fragmentFiller =
  /^((and|so|now|then|right|ok|okay|good|great|lovely|fine|well|thanks|thank you|sorry|yes|no|alright|all right|sure|hello|hi|mm+|hmm+|oh|ah|aha|i see|understood|perfect|excellent|brilliant|dang|damn|darn|wow|whoa|ouch|ow|gosh|golly|crikey|blimey|yikes|jeez|geez|gee|cool|awesome|nice|shame|dear|oh dear|oh no|goodness|my goodness|bless|bless you|bless him|bless her|poor thing|poor you|poor lad|aw+|huh|yeah|yep|yup|cheers|ta|sound|grand|super|wonderful|marvellous|champion|gotcha|fair enough|no worries|no problem|of course|sure thing|indeed|absolutely|definitely|exactly|totally|really|seriously|honestly|goodo|ace|sweet|wicked|aiya|aiyah|ayy|eish|ja|lah|hey|listen|look)\b[ ,]*)+$/i;
const hasVerbOrSubject =
  /\b(i|you|he|she|we|they|it|there|is|are|was|were|am|be|been|do|does|did|have|has|had|can|could|will|would|should|shall|may|might|must|get|got|go|goes|went|feel|felt|take|took|tell|let|need|want|think|know|see|look|happen|happened|any|anything|anyone|anybody|how|what|when|where|which|who|why|whereabouts|ever|not|no)\b/i;
const restated =
  /^((sorry|sorry again|oops),? )?(i mean|what i mean is|what i meant was|i meant|in other words|or rather|rather|i should say|let me put it another way|put another way|that is to say)\b[,:]?\s*/i;
const addsPlace =
  /^(in|on|at|from|with|down|around|inside|outside|under|near|for) [a-z'-]+( [a-z'-]+){0,2}$/i;
const joinFragments = (sentences: { text: string; mark: string }[]) => {
  const isFragment = (t: string) =>
    fragmentWords.test(t) && !fragmentFiller.test(t) && !hasVerbOrSubject.test(t);
  for (let i = sentences.length - 2; i >= 0; i--) {
    const s = sentences[i]!;
    const next = sentences[i + 1]!;
    if (/^[.\n]+$/.test(s.mark) && isFragment(s.text) && next.mark.includes('?')) {
      sentences.splice(i, 2, { text: `${s.text}, ${next.text}`, mark: next.mark });
    }
  }
  for (let i = 1; i < sentences.length; i++) {
    const s = sentences[i]!;
    const before = sentences[i - 1]!;
    // "Would you say it's total haematuria? Sorry, I mean, is the whole wee red?": the question said
    // again in other words is the same question, asked once.
    const again = restated.exec(s.text);
    if (again && before.mark.includes('?') && s.mark.includes('?')) {
      sentences.splice(i - 1, 2, { text: `${before.text}, ${s.text.slice(again[0].length)}`, mark: s.mark });
      i--;
      continue;
    }
    // "Somebody in your family has had cancer? Of the prostate, or of the breast, for example?": what
    // the question before asked about, narrowed, is that question's.
    if (
      s.mark.includes('?') &&
      before.mark.includes('?') &&
      /^(of|like|such as|especially|particularly|mainly) /i.test(s.text) &&
      !hasVerbOrSubject.test(s.text)
    ) {
      sentences.splice(i - 1, 2, { text: `${before.text}, ${s.text}`, mark: s.mark });
      i--;
      continue;
    }
    if (s.mark.includes('?') && addsPlace.test(s.text) && questionOpeners.test(before.text)) {
      sentences.splice(i - 1, 2, { text: `${before.text} ${s.text}`, mark: s.mark });
      i--;
      continue;
    }
    // "I would like to ask about your health in the past. As a child, did you have an operation?":
    // a signpost said alone before its question is that question's preface (its frame).
    const lastClause = plainText(before.text).split(', ').pop() ?? '';
    if (
      /^[.\n]+$/.test(before.mark) &&
      s.mark.includes('?') &&
      signpostClause.test(lastClause) &&
      /\b(ask|questions?|move on|moving on|turn to|turning to)\b/.test(lastClause)
    ) {
      sentences.splice(i - 1, 2, { text: `${before.text}, ${s.text}`, mark: s.mark });
      i--;
    }
  }
};

/**
 * A time or reason clause, then a main clause with its own subject, ending with a full stop: told, not
 * asked ("So with that fall when you were nineteen, I'm less suspicious of your prostate.", "When
 * the scan is back, we'll talk."). "When you pee, does it hurt." still asks: its main clause opens
 * with the verb.
 */
const subordinateThenTold =
  /^((and|so|now|ok|okay|right) )?((with|after|given|regarding|following|during) [^,]*?)?\b(when|while|as soon as|once|because|since) [^,]+, ?(i|i'm|i am|i'd|i'll|we|we're|we'll|we'd|it's|it is|this is|that is|that's|there's|there is)\b/i;

/**
 * A piece whose question comes after a first clause ("the tummy ache - whereabouts is it?", "Callum,
 * what's worrying you most?", "I gather you had prostate cancer - what treatment did you have?") is a
 * question. Not after a time frame ("during the daytime, how often…", which is asked about) or a
 * summing-up to confirm ("So you went over the bars - is that right, and…").
 */
const asksAfterTopic = (piece: string): boolean => {
  const [first, ...rest] = piece.split(clauseBreak).map((c) => c.trim());
  if (!first || rest.length === 0) return false;
  if (
    timeFrame.test(first) ||
    // A frame ("during the daytime", "on a scale of nought to ten"), a summing-up to confirm ("so you
    // went over the bars"), or an explanation ("I ask everyone this because…"): the question is read
    // with it, as before. (A read-back of a letter, "Your GP says you've been wetting the bed - how
    // long has that been going on?", is followed by its question: ADR 0143.)
    /^(during|in|at|on|with|for|over|within)\b/i.test(first) ||
    /^((and|right|ok|okay) )?so (you|your|it|he|she)\b/i.test(first) ||
    /\bbecause\b/i.test(first)
  )
    return false;
  return rest.some((c) => questionOpeners.test(c) && !declarativeWh.test(c));
};

/** Words of an allergy question, and the allergen it names ("…to the numbing gel", "…to latex"). */
const allergyWord = /\b(allergy|allergies|allergic|intolerance|intolerant)\b/;
const allergenOf =
  /(^|\s)((in particular|particularly|especially|specifically|for example|eg|like|say|maybe|such as) )?(to|with) (the |any |a |an )?[a-z ]+$|^(in particular|particularly|especially|specifically|for example|eg|like|say|maybe|such as) [a-z ]+$/;

/** A moment named alone before a question ("Tonight, …", "This morning, …"). */
const momentNamed =
  /^((and|so|ok|okay|right) )?(tonight|today|this (morning|afternoon|evening)|yesterday|last night|overnight|now|at the moment|currently)$/;
/**
 * A leading time frame or topic run into the question ("Since the accident have you felt sick?",
 * "with your heart history have you had any chest pain"), the question's verb before its subject.
 */
const framedOpener =
  /^((and|so) )?((since|after|before|following|during|over|in|with|given|regarding) (the|your|this|that|my|last|past)( (?!(?:we|i|they|he|she)\b)[a-z]+){1,5}?|(since|after|before|when) (you|he|she|they|we)( [a-z]+){1,4}?|on a scale (of|from) [a-z0-9]+(( to |-| and )[a-z0-9]+)?) (?=(have|has|had|did|do|does|are|is|was|were) (you|u|your|it|there|he|she|they|anyone|anything|any)\b|(any|how|what|when|where)\b)/i;

/** An adverb that may come before a question word ("roughly how many", "exactly when"). */
const leadingAdverb =
  /^(roughly|approximately|about|around|exactly|precisely|honestly|generally|normally|usually|typically|overall|briefly|quickly)\s+/i;

/** A section of the history named as a label ("PMH", "meds", "social history", "allergies"). */
const sectionLabel =
  /^(pmh|pmhx|past medical history|past history|medical history|dh|dhx|drug history|meds|medication|medications|medicines|sh|shx|social history|social|fh|fhx|family history|family|allergies|allergy|systems review|ros|review of systems|ice|smoking|alcohol|work|occupation)$/;

/** Where a part breaks into clauses: commas, full stops, colons and dashes. */
const clauseBreak = /\s*,\s*|\s*\.\s+|\s*:\s+|\s+-\s+|\s*\u2014\s*/;

/**
 * A piece of a message without its leading prefaces about the conversation (`discourseClause`) and
 * signposts ("I need to ask about smoking - how much do you smoke?").
 */
const afterPreface = (piece: string): string => {
  const clauses = piece.split(clauseBreak);
  const isPreface = (plain: string, i: number) =>
    discourseClause.test(plain) ||
    signpostClause.test(plain) ||
    // A label of the part of the history first ("PMH - any medical problems?", "Meds: anything
    // regular?"): a word or two, then the question.
    (i === 0 && sectionLabel.test(plain)) ||
    // When ("Tonight, have you…?", "Since the fall, …") or what was said ("So it woke you up three
    // hours ago - how bad is it?"), before the question.
    timeFrame.test(plain) ||
    momentNamed.test(plain) ||
    summedUp.test(plain) ||
    reported.test(plain);
  let i = 0;
  while (i < clauses.length - 1 && isPreface(plainText(clauses[i]!), i)) i++;
  // "Ok so what colour was it": the fillers that open a turn are no preface of their own.
  return clauses
    .slice(i)
    .join(', ')
    .replace(/^((ok|okay|so|right|and|now|well|alright|great|cool|then|please|kindly)\s+)+(?=\S)/i, '');
};

/** Where a dictated run-on statement gives way to an inverted question (see `splitMessage`). */
const runOnQuestion =
  /\b((?!(?:how|what|when|where|why|who|which|and|or|but|so|if|that|long|often|bad|much|many|far|big|old|soon|i|you|we|they|he|she|it|there|not|ever)\b)[a-z]+) (?=(?:was|is|were|did|does|do|has|have|had|are|can|could|would|will) (?:that|it|this|there|you|he|she|they)\b)/gi;

/**
 * A preface about the notes run straight into its question, with no comma, as dictated: "just so I've
 * got it from you what operation did you have".
 */
const runInPreface =
  /^((just )?so (that )?i('ve| have) (got )?(it|everything|it all|that|the full picture|all the details)( from you| right| straight| clear| down)? |(just )?(to|for) (update |complete )?(my|the) (notes|records?) |(before|while) (i|we) (examine|check|look at|start|go on|carry on|go through anything|go through everything|go any further)( (you|him|her|them|your [a-z]+|his [a-z]+|her [a-z]+))? |(a )?(bit|little) (personal|awkward|sensitive)( (sorry|i am afraid))?( but)? )(?=(what|how|when|where|which|who|why|do|does|did|have|has|are|is|was|were|can|could|any|tell|talk|walk)\b)/i;

/**
 * A question asked through a frame of politeness: leave asked for the question itself ("Would it be
 * alright to ask how long it's been like this?", "Might I ask whether there's been any knock?", "Do you
 * mind me asking what you take?"), a wish to know ("It might be helpful to know about any other medical
 * conditions", "I was wondering whether you might describe…", "I don't suppose you remember what the
 * results were?"), or an apology for asking ("Do feel free to say if you'd rather not, but I ought to
 * ask whether…"). The question is asked, as a request to tell. (Leave for questions to come — "can I
 * ask you a few questions?" — is not followed by one, and stays consent.)
 */
const politeFrame = new RegExp(
  [
    '^((and|so|now|ok|okay|right|well) )?(',
    [
      '((would|will) it be|is it) (ok|okay|alright|all right|fine) (if i|for me to|to) (just )?ask( you)?',
      '(do|would) you mind (if i (just )?ask(ed)?|me asking|my asking)( you)?',
      '(can|could|may|might) i (just )?ask( you)?',
      '(it (might|would|could|may) be|it is|it would be) (really |very |quite )?(helpful|useful|good|important) (for me )?to (know|hear|ask|understand|find out)',
      '(i was|i am|i were) (just )?wondering|i wonder',
      '(do|would) you mind (describing|telling me|running me through|talking me through|walking me through|explaining|saying|letting me know)',
      "i (do not|don't) suppose( that)?( you( (know|remember|recall|happen to know|have noticed|noticed))?)?",
      "i( would|'d) be (ever so |very |really |most )?grateful if you (could|would|might) (tell me|describe|let me know|explain|run me through)",
      "(do )?feel free to say if you( would|'d) rather not,?( but)?( i (ought to|should|must|need to|have to) (ask|check)( you)?)?",
      "i (do )?hope you (do not|don't) mind (me |my )?asking,?( but)?( i (ought to|should|must|need to|have to) (ask|check)( you)?)?",
      'i (ought to|should|must|need to|have to) (just )?(ask|check)( you)?',
    ].join('|'),
    ')( (whether|if) (you (might|could|would) (be able to |possibly )?(tell me|describe|say|explain|let me know|talk me through|run me through|walk me through)|i (could|might) (just )?ask( you)?))?( (about|regarding))?,? ',
    // (Not leave to do something, "I wonder if I could examine you", nor "…if that's ok".)
    "(?!(if|whether) (i|we) |(if|whether) (that|this|it)('s| is| would be| was) (ok|okay|alright|all right|fine)\\b)",
    '(?=(what|how|when|where|which|who|why|whether|if|your|the|any|about|there|anything)\\b)',
  ].join(''),
  'i',
);

/** An opinion tag: "do you think?", "would you say?", "you reckon?" */
const opinionTag =
  /^((and|so|or) )?((do|would) you (think|say|reckon|guess|suppose)|you (think|reckon)|in your (view|opinion))$/;

/** A word that closes a sentence as a tag ("…, hey?", "…, eh?", Singapore's "…, lah?", "…, innit?"). */
const closingTag =
  /^(hey|eh|ay|lah|leh|ja|huh|innit|ya know|you know|no|yes|yeah|correct|is it|is not it|isnt it)$/;

/** A particle that closes a sentence in many Englishes ("…, eh?", "…, ja?"). */
const particleTag = /^(eh|ja|hey|ya|na|ne|neh|no)$/;
/** A clause of advice or instruction to the patient ("let the nurse know", "shout", "call us"). */
const adviceClause =
  /^((just|please|then|and|so|you) )*(let|call|tell|press|shout|come|ring|phone|buzz|keep|take|drink|rest|stay|avoid|do not|don't|make sure|give us|seek|get (seen|checked|looked at|help))\b/;
/** A word of agreement closing a statement ("…press the buzzer, ok?", Jamaican "…, seen?"). */
const agreementTag =
  /^(ok|okay|alright|all right|right|yeah|yes|yep|deal|got it|understood|seen|d accord|vale|tamam|theek hai|ca va)$/;
/** Who the asker addresses, said before or after the question ("Mum, …", "…, uncle?"). */
const addressTerm =
  /^(mum|mom|mummy|mommy|dad|daddy|sir|madam|ma'am|maam|ma|love|mate|uncle|auntie|aunty|aunt|grandpa|grandma|granny|nana|pops|mama|papa|boss|bro|dear|pet|hun|pal|buddy|chief|my friend|young man|young lady|son|lad|lass|our kid|our lass|duck|chuck|hen|petal|sweetheart|darling|darlin|bud|fella|hinny|pet lamb|flower|bab|babs|me duck|my lover|my love|my 'ansum|my ansum|me old mucker)$/;
/** A question asked in the order of a statement after ", and" ("…, and you have any allergy?"). */
const nonInverted =
  /^(?:you|he|she)\s+(?:have|has|take|takes|are|is|had|took|feel|feels|get|gets|use|uses|got)\s+(?:any|some|a|an|allergy|allergies|pain|problems?|fever|medicines?|tablets?)\b/i;
const nonInvertedAfterAnd = new RegExp(String.raw`\s*,\s+and\s+(?=${nonInverted.source.slice(1)})`, 'i');
/** A few things named, with no verb of their own ("your medicines, insulin, tablets"). */
const namedOnly =
  /^(?:(?:your|the|his|her|any|and|or)\s+)?(?!(?:i|we|you|he|she|it|they|there|this|that)\b)[a-z-]+(?:\s*,\s*(?:and\s+|or\s+)?(?:your\s+|the\s+)?[a-z-]+){0,4}$/i;
/** "What has happened is…", "what we will do now…": what opens a telling, not a question. */
const toldWhat =
  /^((so|and|okay|ok|right|well|now|alright) ){0,3}what ((is|has) happened is|(we|i) (will|are going to|would like to|need to|want to) (probably |likely |then |first |just |now )?do|i (think|suspect|believe|reckon) (is going on|is happening|has happened|happened|this is|it is) is)\b/;
/**
 * What the doctor will do once something has happened ("when mummy comes back I will explain
 * everything", "once the scan is done we'll talk again"): told, though "when" may open a question.
 * Not "when do you think we will…", where the wh-word is followed by its verb.
 */
const toldAfterEvent =
  /^((so|and|okay|ok|then) )?(when|once|as soon as|after|until|till)\s+(?!(do|does|did|is|are|was|were|will|would|can|could|should|shall|have|has|had|may|might)\b)[a-z' ]+?\s(i|we)\s(will|shall|am going to|are going to|can|would like to|need to)\b/;
/** A tag asking leave or agreement for what was said ("…, is that alright?", "…, sound ok?"). */
const consentTag =
  /^(is that (ok|okay|alright|all right|fine)|(is )?(that )?(ok|okay|alright|all right|fine|good) for you|(is that |sound )?fair( enough)?|(that |does that |is that )?(sound|sounds) (ok|okay|good|alright|all right|reasonable)|(are you )?(ok|okay|alright|all right|happy) with (that|this)|that (alright|all right|good) (with|by) you|(are )?you (right|ok|okay|alright|all right|good|happy|sweet) with (that|this|all that))$/;

/** What someone else reported, before the question ("nurse says you've been shivery, have you…"). */
const reported =
  /^((ok|okay|right|and|so|now) )?(the |your )?(nurse|nurses|gp|doctor|doctors|letter|notes|paramedics?|referral|wife|husband|partner|mum|dad|daughter|son|carer) (says|said|mentioned|tells me|told me|wrote|writes|has written)\b/;

/** What happens to people in general ("infections like this can make people muddled"). */
const generalPreface =
  /^((and|so|now) )?([a-z]+ ){0,4}(can|may|might|often|sometimes|commonly|usually)( sometimes| often| also)? (make|cause|give|leave|affect) (people|patients|men|women|some people|someone|a person|older people|children)\b/;

/** "So I (just) want to check / need to ask / would like to make sure", closing the reason for a question. */
const reasonForAsking =
  /^(and )?so (i|we) (just )?(want|wanted|need|needed|would like|have|had|ought) to (check|ask|make sure|know|be sure)( (with )?you)?$/;

/** A question with its subject after the verb ("how much do you pass", "is it…"), unlike a clause. */
const invertedQuestion =
  /^((how|what|when|where|which|who|why)\b[a-z' ]*?\s)?(do|does|did|have|has|had|are|is|was|were|can|could|would|will)\s+(you|your|it|there|he|she|they|anyone|anybody)\b/i;

/** Lower case, straight apostrophes, contractions expanded, punctuation gone: for the patterns below. */
export const plainText = wordMemo((text: string): string =>
  spokenForms
    .reduce(
      (t, [pattern, replacement]) => t.replace(pattern, replacement),
      text.toLowerCase().replace(/[\u2018\u2019\u201b`´]/g, "'"),
    )
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\blet's\b/g, 'let us')
    .replace(/n't\b/g, ' not')
    .replace(/'m\b/g, ' am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'s\b/g, ' is')
    .replace(/[^a-z0-9 ,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim(),
);

const greetingClause =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|morning|afternoon|evening|nice to meet you|pleased to meet you|lovely to meet you|good to meet you)\b/;
const role =
  '[a-z ]*(doctors?|registrar|reg|surgeon|student|sho|fy ?[12]|f[12]|consultant|urologist|junior|trainee|medic)';
const notAName =
  '(sorry|afraid|sure|glad|happy|going|concerned|worried|not|just|here|back|done|finished|interested|asking|wondering|looking|trying|aware|able|unable|told|pleased|delighted|a|an|the|so|very|really)';
const introductionClause = new RegExp(
  `^((so|and|well|right|ok|okay) )?(my name is [a-z]+|my name [a-z]+|i am (dr|doctor|professor|nurse|student) [a-z]+|i am (one of|part of|from|working|on call)\\b|i am (the|a|an) ${role}|this is (dr|doctor) [a-z]+|(i am|we are) (here|going) to (see|talk|speak|ask|chat)( (to|with))? you\\b|(i am|we are) here to (see|talk|speak|chat)\\b|i have been asked to (see|talk|speak)|i have come to (see|talk|speak)|i work (with|in|on|for) |i am (?!${notAName}\\b)[a-z]+$)`,
);
const roleClause =
  /^(one of|part of|a|an|the|from|with|on|working (with|on|in)) ([a-z]+ ){0,4}(doctors?|registrars?|regs?|team|surgeons?|students?|juniors?|trainees?|sho|fy ?[12]|f[12]|consultants?|urologists?|medics?|on call|urology|department|ward|hospital)\b/;
const nameOnlyClause = /^(mr|mrs|ms|miss|mx|dr|sir|madam|there|everyone|all)( [a-z]+)?$/;
const howAreYouClause =
  /^how are (you|ya|things|you doing|you feeling|you going|ya going)( (doing|feeling|going|today|now|doing today|feeling today|this morning|this afternoon|this evening|apart from the obvious|in yourself))*$|^how (you|ya) going( today)?$/;
const consentClause =
  /^(is )?(that|this) (ok|okay|alright|all right|fine)( with you)?$|^(just )?(a )?(couple|few)( of)? ((quick|more|short|brief|little) )*questions( (ok|okay|alright|all right|yeah))?$|^(are )?you (right|ok|okay|alright|all right|good|happy|sweet) with (that|this|all that)$|\bif (that|this|it) is (ok|okay|alright|all right|fine)( with you)?\b|\b(is it (ok|okay|alright|all right) (if|for me to)|do you mind if i|would it be (ok|okay|alright|all right) (if|to)|are you (happy|ok|okay) (for me )?to|can i ask you (a few|some|a couple of) (more )?questions|((is it|would it be|is that) )?(ok|okay|alright|all right|fine) (if we have|to have|for a) (a )?(quick )?(chat|talk|word)|(can|could|shall) we have a (quick )?(chat|talk|word)|are you (comfy|comfortable|well|ok|okay|alright|all right|up to|happy) (enough )?(to|for) (have |having )?(a )?(quick |little |few minutes )?(chat|talk|word|few questions|some questions|a few questions)|(ok|okay|alright|all right|happy) (for me )?to ask( you)? (a few|some) (more )?questions|may i ask you (a few|some|a couple of) questions|i would like to ask you (a few|some|a couple of) (more )?questions)\b/;
const closingClause =
  /\b(that (is )?all|that (is )?everything|that (is )?it for now|no (more|further|other) questions|thank you for (your time|talking|answering|speaking|seeing|letting)|thanks for (your time|talking|answering|speaking|seeing)|goodbye|good bye|bye|(?<!\bi )see you(?= (later|soon|tomorrow|then|next|again|shortly|in a (bit|while|minute|moment)|on)\b|$)|take care|all the best|speak (to you )?(soon|later)|i will (leave|let) you|i will be back|we will be back|i will come back|i will (go|be) and|i am going to (go|leave|discuss|speak|talk|get|have a (chat|word))|i will (discuss|speak|talk) (this )?(with|to) (my|the))\b/;
const ackClause =
  /^((ok|okay|right|great|good|fine|i see|thanks|thank you|cheers|alright|all right|sure|perfect|lovely|brilliant|excellent|understood|got it|noted|mm+|hmm+|ah|oh|yes|yeah|no|nope)( |$))+((then|so|doctor|very much|a lot))?$|^(thanks|thank you)( (so|very) much)? for (coming|coming in|coming back|waiting|your patience|bearing with me|bringing [a-z ]+|filling [a-z ]+|doing [a-z ]+|that|this)$/;
const empathyClause =
  /\b(sorry to hear|i am (so |very |really |truly )?sorry|(a lot|so much|lot) to take in|(must|can) (be|feel) (overwhelming|upsetting|a shock)|that (must|sounds)|i (can )?understand|i can imagine|must be (hard|difficult|awful|horrible|worrying|frightening|scary|painful)|that sounds|poor you|do not worry|try not to worry|we will (look after|sort|get|help)|we are going to (look after|sort|help)|you are in (good|safe) hands|i (know|can see|appreciate|realise|realize) (that )?(you are|you have been|this is|it is|it has been|things are|it|this|talking|moving)( [a-z]+)*? (hurts|hurt|pain|painful|sore|hurting|hard|difficult|worried|worrying|scared|scary|frightened|frightening|upset|upsetting|embarrassed|embarrassing|uncomfortable|awful|distressed|distressing|anxious|nervous|tough|stressful|stressed|a lot|so much|too much))\b|^(ag |ah |oh |what a )?shame$/;

// Diagnosis fishing: the trainee asks the patient to name or confirm a diagnosis, or to report a
// result the patient cannot know. A patient answers as a patient and reveals nothing.
const diagnosisFishing =
  /^((and|so|ok|okay) )?(do|did) you (know|happen to know) (if|whether) (it|this|that) (is|was|could be|might be) (a|an) [a-z ]+$|\b((do|did|would) you (think|reckon|suppose|believe|feel) (that )?(it|this|that|they|the pain) (is|was|are|were|could|might|may|would|has|have|will)\b|(could|might|may|can) (it|this|that|they) (be|have been)\b|(has|have|did) (anyone|anybody|someone|somebody|the (gp|doctor|doctors|nurse|team)|your (gp|doctor)) (told|said|mentioned|suggested) (you )?(what|that|if|whether|it is|it was|the diagnosis)|(what|which) (is|was) (the|your) diagnosis|what do you think (the diagnosis|the cause) is|do you know (the diagnosis|what (the diagnosis|the cause) is)|(what|which) (type|kind|sort|stage|grade) of (cancer|tumour|tumor|growth|stone|infection|lump) (is it|it is|is this|this is|do you have|have you got|you have)|do you know (what|which) (type|kind|sort|stage|grade) of|(what|do you know) (is |was )?(the |its )?(medical|proper|technical|official|clinical) (name|term|word)|(would|do) you say (it|this|that|the [a-z]+|his [a-z]+|her [a-z]+|your [a-z]+) (is|was|are|were) (a|an) [a-z]+ or)/;
/**
 * A named diagnosis put to the patient for confirmation with an opinion tag ("is it clot retention, do
 * you think?", "could it be a stone, you reckon?", "does it sound like a kidney stone to you?"), or
 * the patient asked to guess what others decided ("what do you think the MDT decided?"): fishing. An
 * open question about the patient's own idea ("what do you think it is?") is not: see `ideasAsked`;
 * nor what the patient feels, with the same tag ("is it painful, would you say?").
 */
const proposedDiagnosis =
  /^((so|and|ok|okay|right|then) )?((is|was|could|might|would|can) (it|this|that) (?!(getting |any |much |a bit |very |really |quite |still )?(painful|sore|tender|worse|better|bad|constant|sharp|dull|swollen|red|hot|heavy|tight|hard|soft|firm|itchy|uncomfortable|aching|throbbing|burning|stinging|bigger|smaller|the same|different|there|going|coming|changing|easing|settling|improving)\b)(be |have been )?[a-z ]+?,? ((do|would) you (think|reckon|say|suppose|guess)|you (think|reckon)|in your (view|opinion))|(does|did|would|do) (it|this|that|all this|this all|they) (sound|seem|look) like [a-z ]+ to you)$|^what (do|did|would) you (think|reckon|guess) (the|they|your|his|her|their) ?[a-z ]*\b(decided|decide|found|find|showed|show|concluded|conclude|said|will (say|find|show|decide)|are going to (say|find|do))\b/;
/**
 * Generic names of tests and their results, and of the observations (vital signs) staff measure. A case adds its own investigations' names and aliases
 * (see `classifyPart`'s `caseTests`).
 */
const testNames =
  /\b(creatinine|egfr|kidney function|renal function|haemoglobin|hemoglobin|hb|crp|white cell count|white count|wcc|psa|gleason|tumour markers|tumor markers|markers|afp|ldh|lactate|sodium|potassium|urea|cultures|msu|bladder scan|residual|flow rate|scan|scans|x ray|xray|ct|mri|ultrasound|test|tests|result|results|bloods|blood test|blood tests|biopsy|dipstick|urine dip|dip|urine test|urine sample|sample|samples|specimen|cystoscopy|camera test|imaging|blood pressure|pulse|heart rate|oxygen level|oxygen levels|sats|saturations|observations|obs|blood sugar|blood sugars|sugar level|sugar levels|glucose|examination|examined|examine)\b/;
const resultVerb =
  /\b(gone|going|went) (up|down|off)\b|\b(show|shows|showed|shown|showing|grew|grow|growing|find|found|finding|reveal|revealed|revealing|confirm|confirmed|pick up|picked up|say|said)\b|\b(is|was|are|were) how (much|many|high|low)\b|\bwhat (it|they) (was|were|is|are)\b|(?<!\b(you|i|he|she|we|they) )\b(came back|come back)\b|\b(came|come|comes) out (at|as)\b|\bwhat (was|were|is|are) (your|ur|the)\b|\bwhat ([a-z]+ )?(your|ur|the) ([a-z]+ ){0,4}(was|were|is|are|showed|grew)\b|\bhow (high|low|big|much|many) (was|were|is|are)\b|\b(was|were|is|are|came back|come back) [a-z ]*\b(normal|abnormal|clear|ok|okay|fine|raised|high|low)\b|\b(what|which) (grade|size|stage|side|level|reading|number|score|volume)\b|\bmeasure(d)?\b|\bon (the|your|his|her|that|this|a|todays|today is|tonights|tonight is) ([a-z]+ )?(scan|scans|x ray|xray|ct|mri|ultrasound|test|tests|bloods|blood test|biopsy|dipstick|dip|sample|flow test|flow rate)\b/;
const toldQuestion =
  /\b(did|has|have) (anyone|anybody|someone|they|the [a-z&']+( [a-z&']+)?|your [a-z&']+) (tell|told|say|said|mention|mentioned|explain|explained|write down|wrote down|note down|noted down|record|recorded) (you )?(yet )?(what|if|whether|how|when|where|why|who|about the|the result|(your|the) ([a-z]+ ){0,2}(score|result|results|level|grade|stage|reading|count)|(it|this|that) (was|is|were) (a|an) )|\bwhat (you were|were you|you have been|have you been|you had been|had you been) (told|told so far|told about)\b/;
/** "Do you know your Gleason score?", "…your sugar level?": a result asked for by what it is measured in. */
const measureKnown =
  /\bknow (your|the|his|her) ([a-z]+ ){0,2}(score|scores|result|results|level|levels|reading|readings|grade|stage|count|number|numbers|value|values|figure|figures)\b/;
/**
 * A laboratory value named alone, as a consultant asks it ("Latest eGFR?", "Your PSA level?"): the
 * patient is asked for a result.
 */
const valueNamed =
  /^((your|ur|the|his|her|latest|last|most recent|recent|current|today is|todays|any) )*(creatinine|egfr|egfr kidney function|kidney function|renal function|haemoglobin|hemoglobin|hb|crp|white cell count|white count|wcc|psa|gleason( score)?|tumour markers|tumor markers|afp|ldh|lactate|sodium|potassium|urea)( (level|levels|result|results|value|values|reading|number|score))?( (today|now|please))?$/;
/**
 * "Do you know what your haemoglobin was?", "do you remember how high the reading was?", "do you
 * know if the sample grew anything?": what a measurement or a test came to, asked of the patient,
 * whether or not the test has a name this engine knows.
 */
const valueKnown =
  /\b((do|did) (you|u) (know|remember|recall|happen to know)|(any|got any|have you any|do you have any|have you got any) idea) (what|how (high|low|big|much|many)|whether|if)( [a-z]+){0,2} (your|ur|the|his|her) ([a-z&]+ ){1,6}(was|were|is|are|showed|show|shows|grew|came back|came out|measured)\b/;
/** The test a clause names: a generic one, or one of the case's investigations. */
const testIn = (plain: string, caseTests?: RegExp): string | undefined =>
  plain.match(testNames)?.[0] ?? (caseTests ? plain.match(caseTests)?.[0] : undefined);

/**
 * Asks the patient for a result or what they were told: fishing unless the case holds the answer.
 * Returns the test named ('' when none is: "did anyone tell you what it was?"), or undefined.
 */
/** "What did it show?", "has it come back?": a result asked of a test named before, by a pronoun. */
const pronounResult =
  /^((and|so|but|ok|okay) )?(what|did|has|have|does|do|was|were) (did |does |has |have )?(it|they|that|this|these|those) (show|shows|showed|shown|find|found|say|says|said|come back|came back|grow|grew)\b/;

/**
 * What the patient understands of why the tests were done ("what's your understanding of why we did
 * the MRI?") is their perception, asked before the results are given, not the results.
 */
const perceptionAsked =
  /\b(your understanding|what (do|did) you understand|what you understand|what do you know about why)\b[a-z ]*\bwhy (we|they|you|he|she) (did|had|have had|needed|were sent for|was sent for|went for|did the)\b/;

const resultsAsked = (plain: string, caseTests?: RegExp): string | undefined => {
  if (perceptionAsked.test(plain)) return undefined;
  // What the patient was told ("can you tell me what they said to you after the camera test?") is
  // their understanding, not a result they are asked to know.
  if (
    /\b(what|anything) (they|he|she|the (doctors?|surgeons?|team|consultant|nurses?|specialist)|anyone|somebody|someone) (have |has |had )?(said|told|say|tell)( to)? (you|him|her)\b/.test(
      plain,
    ) ||
    // …and so is whether anyone said anything about something ("at the baby check, did they say
    // anything about his hips?").
    /\b(did|have|has|had) (they|he|she|the (doctors?|midwife|nurses?|gp|team)|anyone|anybody|someone|somebody) (ever )?(say|said|mention|mentioned|tell you|told you) (anything|something) about\b/.test(
      plain,
    )
  )
    return undefined;
  // Why a test was done ("what was the reason the GP checked your PSA?") is the history, not its result.
  if (/\b(why|reason|reasons)\b|\bwhat (made|prompted|led)\b/.test(plain)) return undefined;
  // …and so is whether it was ever done before ("was your PSA measured before, some years ago?").
  if (
    /^((and|so|ok|okay) )?(was|were|has|have|had|did)\b.*\b(measured|checked|done|tested|taken|performed|test)\b.*\b(before|ago|previously|ever|in the past)\b/.test(
      plain,
    )
  )
    return undefined;
  // "Have stones ever shown up on any scan?": what any scan ever showed is the patient's history,
  // not a result of this visit's tests.
  if (
    /\b(ever|any (scan|scans|x ?rays?|imaging))\b/.test(plain) &&
    /\b(scan|scans|x ?rays?|imaging|ct|mri|ultrasound)\b/.test(plain)
  )
    return undefined;
  const test = testIn(plain, caseTests);
  if (test !== undefined && resultVerb.test(plain)) return test;
  if (pronounResult.test(plain)) return test ?? '';
  if (measureKnown.test(plain) || valueKnown.test(plain) || valueNamed.test(plain)) return test ?? '';
  return toldQuestion.test(plain) ? (test ?? '') : undefined;
};
/** A term and its clinical opposite ("palpable or impalpable", "obstructing or non-obstructing"). */
const opposedPair = /\b([a-z]+) or (?:non ?|im|un|in|ir|il)\1\b/;
/** A tag asking whether the patient knows ("…, do you know?", "…, any idea?"). */
const knowTag = /^((and|or|so) )?(do you know|you know|do you happen to know|any idea|do you have any idea)$/;
/** A size, an amount or a chance asked for ("how big", "how much", "what percentage"). */
const measureAsked =
  /\b(how (big|large|much|many)|what (percentage|percent|size|chance|number|volume|weight|grade|stage)|what (is|was) the (size|volume|weight|percentage|chance))\b/;

/** The first test a part's clauses name, outside the asker's prefaces ('' when none does). */
const testNamedIn = (plains: readonly string[], caseTests?: RegExp): string => {
  for (const plain of plains) {
    if (discourseClause.test(plain) || signpostClause.test(plain)) continue;
    const test = testIn(plain, caseTests);
    if (test !== undefined) return test;
  }
  return '';
};
// Checks that the patient has understood, invitations to ask, and "anything else?": social moves
// with a fixed answer, never a search of the case.
const understandingCheck =
  /^((so|and|okay|ok|right|or) )?((does |do )?(that|this|all that|all of that|everything|that all|this all|it all) (make sense|makes sense|(sound|sounds|seem|seems) (ok|okay|alright|all right|reasonable|good|fair|agreeable|acceptable|sensible))|(make|makes) sense|(sound|sounds|seem|seems) (ok|okay|alright|all right|reasonable|good|fair|agreeable|acceptable|sensible)|(is )?(that |this |it )?(ok|okay|alright|all right|fine|good) for you|is (ok|okay|alright|all right|fine)|(is that )?fair( enough)?|(you )?(can )?understand( so far| everything| me| ok| okay| or not)?|do you understand( (that|this|what i have said|what i said|everything|what i mean|what is going to happen|the plan))?|is (that|this|everything) (clear|ok|okay|alright|all right|understandable|fair)|are you (happy|ok|okay|alright|all right|comfortable) with (that|this|the plan|everything)|have you understood( that| this| everything)?|did (that|this|it|all that) make sense|can you (tell|repeat) (me|back) what (i have|i) (said|explained)|would you like me to (explain|go over) (that|anything|it) again|((have|did) i|i hope i have) explained (that|this|it|everything|things|myself)( clearly| well| properly| ok| okay)?( or (shall|should|would you like me to|do you want me to) (i )?(go over|explain|run through) (any|anything|it|that|some)( part| bit| parts)?( of it)?( again)?)?|(shall|should) i (go over|explain|run through) (any|anything|it|that)( part| bit)?( of it)? again|(does|did) that help)( with you| for you| to you| then| doctor| at all| so far)?$/;
/**
 * Asking the patient to say back what was explained (teach-back): "could you tell me in your own words
 * what happens next?", "so I know I've explained it well, …". Not "in your own words, what happened?",
 * which asks for the story.
 */
const teachBack =
  /^((so|and|okay|ok|right|now|just) )*((can|could|would|will) you )?(please )?((tell|explain|say|repeat|describe|go over|summarise|talk) (it |that |this |them |everything )?(back )?(to )?((me|us) )?(back )?(in your own words )?(what (happens|will happen|is going to happen|we are (going to do|doing)|the plan is|i have (said|explained|told you)|i said|i explained|we (have )?(discussed|talked about|agreed)|you are going to do|you will do)|how (you are going to|you will)|the (plan|difference|next steps?|options?|risks?))|(tell|explain|say|describe) (to )?(me|us) (back )?in your own words (?!(what|how|why|when) (has |had |is |have )?(happened|happening|been|going on|brought you|brings you|started|began|the (problem|matter|trouble))|what (do )?you (have )?(made|make) of\b|(what|how) you (see|view)\b|what (do )?you (already |currently )?(understand|know|have been told|were told|remember|think)\b(?!.*\b(i|we) (have )?(just )?(said|explained|told you|discussed|gone through|went through)\b)))|((so|just so|so that|to make sure|to check|to be sure) (that )?i (know )?(that )?i (have )?(explained|been clear|made sense|made myself clear))\b/;
const questionsInvite =
  /^((so|and|okay|ok|right|now) )?((do you have|have you got|have you|are there|is there|any|got) ?(any|anything)? ?(other |more |further )?(questions|question|anything (else )?you (would like|want|wanted|need) to ask( me)?|queries|worries you want to ask about)|what (other |more |further )?(questions|queries) (do you have|have you got|would you like to ask|do you want to ask)|what (else )?(would you like|do you want|did you want) to ask( me| us)?|((kindly|please|do|just) )?(tell me|let me know) if you have (any|some) (other |more |further )?(questions?|queries))( for me| for us| about (that|this|anything|the plan|what i have said))?( at all| so far| now| for now| before [a-z ]+)?$/;
const anythingElse =
  /^((so|and|okay|ok|right) )?(is there )?(anything|something) (else|more)( at all)?( (that )?you (would like|want|wanted|need|feel you need|think i need|think we need|think i should|think we should|feel i should) to (tell|say|mention|add|share)( to)?( me| us)?( about)?| (that )?(i|we) (should|ought to|need to|must) know( about)?| (that )?(is|you are) (worrying|bothering|concerning) you| on your mind| to add| you want to (tell|say|mention|add)( me)?| you think (i|we) should know)?$/;
// Statements that are advice, explanation, instruction or plan, never a question about the patient.
const statementLead =
  /^((so|and|okay|ok|right|well|now|alright|no worries|cool|today|first|next|later|tomorrow|afterwards|meanwhile|after that) ){0,3}((the )?plan (is|will be)\b|what (is|has) happened is\b|(might|may|could|should|will) (be|feel|sting|hurt|ache|pinch) (a (bit|little) |slightly |quite |very )?(uncomfortable|sore|painful|cold|strange|odd|funny|tender|better|worse|fine)\b|no [a-z]+ing (till|until|for)\b|(if|when|should) (you|it|this|the pain|things|anything|your)\b|(maybe |it may be |it might be |it will be |will be )?(a )?(little |little bit |bit |tiny bit )(uncomfortable|sore|painful|cold|sharp|stingy)\b|(please )?(stay (lying|lyin|sitting|in bed|flat|still|here|put|on)|lie (flat|still|back|down)|give (us|me|the nurses?) a (shout|call|ring|buzz)|come back|return|make sure|remember|try to|try and|keep|avoid|do not|stop|call|ring|phone|seek|go to|get in touch|let (us|me|the nurse|the nurses|someone) know|tell (the nurses?|a nurse|us|me|someone|them|the staff|staff|the doctors?) (if|when|straight away|immediately|right away)|drink|rest|take)\b|you (should|need|must|will|would|can|may|might|ought|are going to|have got to)\b|we (will|are going|would|need|should|can|might|may|shall|have|want|think)\b|we (start|give|check|do|put|take|send|book|arrange|talk|see|look|try|keep|watch|monitor|wash|treat|remove|operate|discuss|call|ring|plan|repeat) (now |also |then |first |today |again )?(the|you|your|a|an|some|him|her|for|of|with|about|antibiotics|fluids|bloods|it|this|that|everything)\b|i (now |also |then )?(call|ring|phone|bleep|book|arrange|send|organise|organize|refer|prescribe|give|start|examine|make|do|check|feel|look at|press on) (now |also |then |immediately )?(the|you|your|a|an|some|him|her|for)\b|i (will |now |also |then )?(explain|tell|show) (to |it |this |that |everything )*(her|him|them|you|your|the)\b|(nothing|no more|nil) (to eat|to drink|by mouth|more to eat)\b|i (will|am going to|would like to (examine|check|take|send|arrange|start|give|refer|admit)|need to (examine|check|take|send|arrange)|want to (examine|check|take|send|arrange)|think|suspect|believe|recommend|suggest|have (arranged|asked|requested|sent|ordered|spoken|prescribed))\b|(it|this|that) (does |will |would |might |may |also )?(mean|means) (you will|you need|you have to|you would|staying|coming|going|we will|we need)\b|(it|this|that) (is|sounds|looks|seems|could be|might be|may be|is likely|is probably) (partly |mainly |just |only |simply |all )?(likely|probably|possibly|most likely|like|a|an|to|because|why|what|something|nothing|very|quite|common|important|not)\b|the (scan|test|tests|results|bloods|x ray|ct|ultrasound|plan|treatment|antibiotics|medicine|operation|catheter|stone|infection)\b|(what|which) (i|we) (will|are going to|would like to|want to|need to) (probably |likely |then |first |just |now )?do\b|we are (starting|giving|putting|taking|sending|booking|arranging|admitting|getting|organising|organizing|bringing|keeping|changing|stopping|holding|running|checking) (you|your|the|a|an|some|it|this|that|him|her|antibiotics|fluids|bloods|iv|a drip)\b|what (will|is going to|would|happens) (happen )?(now |next |then |today |from here )?is\b|i (come|came|have come|am here) (to )?(check|see|look at|examine|ask|talk)\b|i (will |am going to |just |would like to |want to )?ask you (some|a few|a couple of) (questions|things)\b|(probably|maybe|perhaps) (need|needs|we need|you need|you will need)\b|(now|then|first|next) we (do|check|scan|test|take|send|give|start|put|look|arrange)\b|(the )?(nurse|nurses|doctor|team|someone) (is |are )?(bringing|getting|giving|coming|fetching|sorting|arranging)\b|[a-z]+ (will|is going to) (write|give|call|ring|bring|come|see|check|take|arrange|book|send|show|explain|talk|go through|contact|phone|be (your|the|in touch|there|with you|around|available))\b)/;

/**
 * The asker's preface, about the conversation rather than the patient: an apology or warning before a
 * personal question ("sorry to ask something personal", "I have to ask"), or what the doctor will do
 * ("before I go through the results", "while I examine you"). Not searched, and not a time frame.
 */
const discourseClause =
  /^((so|and|ok|okay|right|now|just|also) )*(please|(please )?(forgive me|excuse me|pardon me)( for asking)?|sorry( to ask| for asking| to have to ask| i have to ask)?( (this|you this|something|something personal|a personal question|a (few|couple of) (more )?(personal )?questions))?|(i )?(have to|need to|must|am going to|will have to|have got to|should|just need to|just have to) (also )?ask( you)?( (this|something|something personal|a personal question|a (few|couple of) (more )?(personal |routine |sensitive )?questions))?|(this|these|the next (one|few|questions?)) (is|are|may be|might be|will be|can be|can seem) (a )?(bit |little |slightly )?(personal|embarrassing|sensitive|awkward|routine|standard)( questions?)?|(before|while|as|after|once) (i|we) (go|carry|move|get|talk|speak|look|examine|start|begin|do|check|explain|discuss|run|finish|come)\b[a-z ]*|(may|can|could) i ask|(just )?(quickly|briefly|one more thing|one last thing|a (few|couple of) more (questions|things))|i hope you (do not|dont) mind( me| my)?( asking( you)?)?( this| something( personal)?)?|if you (do not|dont) mind( me| my)? asking( you)?|(just )?(to|for) (update |complete |fill in )?(my|the|our) (notes|records?|form)|(just )?for the record|(just )?so (that )?i have (got )?(everything|it all|the full picture|all the details|it straight|things straight|it right)( in my head)?( before [a-z ]+)?|(because|as|since) (it|this|that) (does )?(really |actually |genuinely )?(matters?|is important)( (a lot|here|a great deal))?|before we (go on|move on|carry on|get started|start)|(just )?to (check|make sure) (that )?i (have|had) explained (it|that|this|things|everything)( clearly| properly| well)?|(just )?to be (thorough|complete|sure|safe))$/;

/** A signpost to the next part of the history ("moving on to your medicines", "now, about your family"). */
const signpostClause =
  /^((so|and|ok|okay|right|now|next) )*((moving|turning|going|coming|move|turn|going) on(to| to)|(i|we) (need|have|want|would like|must|have got|will need|am going) to ask( you)?( (a few|some|a couple of) (more )?(quick )?questions)? (about|regarding|on)|(let us|let me|i will|i would like to|i want to|i need to) (move|turn|go) on(to| to)?|(now )?(about|regarding|with regard to|in terms of|as for|thinking about)|(a few|some|a couple of) (more )?questions (about|on))\b[a-z ]*$/;

/**
 * An offer of comfort ("would you like a glass of water, or a moment?") or of company ("would you
 * like your partner in with you?"): not a question about the history; the patient thanks the doctor. What follows it in the same part ("…, or a moment") is part
 * of the offer.
 */
const offerClause =
  /^((so|and|ok|okay|right|now) )?((would you like|do you want|do you need|can i get you|could i get you|shall i (get|fetch|bring) you|let me get you)( me to (get|fetch|bring) you)?( (a|an|some|any))? ?(moment|minute|second|break|pause|drink|glass|cup|water|tissue|tissues|tea|coffee|blanket|pillow|chair|seat|sit down|rest|time)\b|(would you like|do you want|would you prefer|shall i (ask|get|bring|call|fetch)|should i (ask|get|bring|call|fetch)|is it ok (for|if)|are you happy for)( me to (ask|get|bring|call|fetch))?( (your|a|an))? (partner|wife|husband|mum|mom|mother|dad|father|friend|relative|family|someone|anyone|somebody|chaperone|nurse)\b[a-z ]*\b(in|here|with you|present|outside|waiting|in the room)( now| today| for this| for a moment)?$)/;

/** A wh-question followed, after a comma, by an "any…?" question of its own. */
const whThenAny =
  /^([^,]*?\s[-–—]\s*)?(how|what|when|where|which|who)\b[^,]*\b(are|is|was|were|do|does|did|have|has)\b[^,]*,\s*any\b(?!\s+(idea|ideas|clue|thoughts)\b)/i;

/** Making the patient comfortable: a seat offered, time promised ("we have sufficient time today"). */
const courtesyClause =
  /^((kindly|please|and|so|now) )*((have|take) a seat|(be|make yourself|get) comfortable|we have (sufficient|enough|plenty of|lots of) time( today| now)?)( and (please )?((have|take) a seat|(be|make yourself|get) comfortable))?$/;
/** A later visit named in an offer of company. */
const laterVisit = /\bnext (time|appointment|visit|clinic)\b|\bwhen you (come back|next come)\b/;

/**
 * A leading time frame: "since the op", "before you came in", "after the fall", "over the last week";
 * or the effort a symptom comes with: "when you walk or do the stairs, are you short of breath?".
 * Not a time of day ("during the daytime, how often…?"): that is what is asked about; nor "since
 * when…?", which asks it.
 */
const timeFrame =
  /^((and|so|ok|okay|right|now) )?((?:ever )?since(?! (when|how)\b)|before|after|following|prior to|during(?! the (day|daytime|night|nighttime|night time|evening|evenings|morning|mornings|days|nights)\b)|until|in the (last|past)(?= \S)|over the (last|past)|in the (days|weeks|months) (before|after|since)|when(ever)? (you|he|she) (?=(walk|climb|go up|do the stairs|exercise|run|exert)))\b/;

/**
 * Breaking bad news: a statement that delivers a serious result ("I'm afraid the biopsy showed a
 * cancer"). It asks for nothing, but a patient reacts to it (see `reactionQuery` in patient.ts).
 */
const newsLead =
  /^((so|and|well|ok|okay|right) )?(i am afraid|unfortunately|sadly|i am (so |very )?sorry to (say|tell you|have to tell you)|i have (some )?(bad|difficult|serious|sad|worrying) news|the (results?|biopsy|biopsies|scan|scans|tests?|samples?|specimen|pathology) (show|shows|showed|shown|confirm|confirms|confirmed|found|find|has shown|have shown))\b/;
const seriousNews = /\b(cancer|cancerous|tumour|tumor|malignant|malignancy|growth|spread|bad news|serious)\b/;

/** The asker's formula inside a question: "anything (that) I should know about", "you can tell me about". */
const askerFormula =
  /\b(that |which )?(i|we) (should|ought to|need to|must|might need to|have to|would want to) (know|be aware of|hear)( about)?\b|\b(that |which )?you (can|could|would like to|want to) tell (me|us)( about)?\b|\b(that |which )?(you|u) (can|could) (think of|remember|recall)\b|\b(that |which )?(you|u) (know|are aware) of\b/gi;

/** A trailing time clause ("… when it started", "… when the pain first came on"): a time frame. */
const trailingTimeClause =
  /\s+(when|after|before|since|as) (it|this|that|all this|things|the [a-z]+|your [a-z]+|you first [a-z]+( [a-z]+)?) (first )?(started|began|begun|came on|come on|happened|kicked off|got worse|first started)$/i;

/**
 * A trailing span of time ("… over the next few months", "… in the last week", "… for the past
 * couple of years"): when the question is about, as a leading time frame is.
 */
const trailingTimeSpan =
  /\s+(over|in|during|for|within|across) (the )?(next|last|past|coming|previous|following) ((few|couple of|several|two|three|four|six|\d+) )?(hours?|days?|weeks?|months?|years?)$|\s+(during|on|in|over) (a|an|the|your) (normal|typical|usual|average|ordinary)( working| work)? (day|shift)$/i;

/** What the patient has told, summed up ("so you're…", "so on Monday you were…"). */
const summedUp =
  /^((ok|okay|right|and) )?so( (on [a-z]+|yesterday|today|earlier|last night|this morning))? you (are|were|have|had|have been|had been|got|went|came)\b|^((ok|okay|right|and) )?so (it|this|the pain|the bleeding|the swelling) (woke|started|began|came on|came|has been|was|went|got)\b|^((ok|okay|right|and|so|now) )?you (mentioned|said|told me( about)?|talked about|described)\b/;

/** A trailing discharge ("… when you were discharged", "… on discharge"): when, as a time clause is. */
const trailingDischarge =
  /\s+((when|after|as) (you|he|she|they) (were|was|got|went|came) (discharged|sent home|sent out|let home|home|out of hospital)|(when|after|as) (they|the doctors?|the hospital|the team|a&e) (sent|discharged|let) (you|him|her) (home|out|go)|on discharge|at discharge)( on [a-z]+| from [a-z ]+| yesterday| last [a-z]+)?$/i;
/** A trailing event the question is set around ("… around the time of the operation"): when, as a time clause is. */
const trailingEvent =
  /\s+(around|at|about|leading up to|in the run[- ]up to|up to) (the time of )?(the|your|his|her) (operation|op|surgery|procedure|turp|admission|fall|accident)$/i;
/**
 * When something was told ("what the doctors explained you after the camera test and the operation"):
 * the event closing a question about what was said is when it was said, not a topic of its own.
 */
const trailingAfterTelling = /\s+(after|before|following|during) (the|your|his|her) [a-z' ]{2,60}$/i;
const tellingVerb = /\b(told|tell you|explained|explain|said|say to you)\b/i;
/** The event that closes a question about what was told, as a match (null when there is none). */
const whenTold = (clause: string): RegExpMatchArray | null => {
  const m = clause.match(trailingAfterTelling);
  return m?.index !== undefined && tellingVerb.test(clause.slice(0, m.index)) ? m : null;
};
/** What a question widens itself with ("…you take, including anything over the counter"): its frame. */
const trailingIncluding = /\s+(including|incl|inc) [a-z' ]{2,80}$/i;
/** "Sent home with", "discharged with": given on going home. */
const sentHomeWith =
  /\b((sent|send|sending) (you |him |her )?(home|out)|discharged( you| him| her)?|(go|went|come|came) home) with\b/i;

/**
 * The patient's own idea asked for ("what do you think the lump is?", "any thoughts about what caused
 * it?"): the answer must be about the patient's ideas, not about the thing named.
 */
const ideasAsked =
  /\b(what|which) (do|did|would) you (think|reckon|suppose|imagine)\b|\b(tell (me|us)|know|ask|hear|share|wonder(ing)?|wondered) (about )?(what|which) you (think|reckon|suppose|imagine)\b|\b(any|your|got any) (own )?(thoughts|ideas|theories)( yourself| of your own)? (about|on|as to|of) (why\b|what (might|could|may|would) (have )?(caused|be causing|be going on|be wrong|be happening)|what (is|has|was) (caused|causing|going on|wrong|happening))/;

/** A worry, fear or hope named ("anything worrying you", "what are you most afraid of"). */
export const worryAsked =
  /\b(worry|worrying|worried|worries|concern|concerned|concerns|concerning|afraid|scared|frightens?|frightened|fear|fears|anxious|hoping|expecting)\b/;

const setAside = /\b(apart from|aside from|other than|besides|except for|except|on top of)\s+(.+)$/i;

/** What a part of a message does besides (or instead of) asking about the case. */
export type PartMoves = {
  /** Asks the patient to name or confirm a diagnosis ("do you think it is a stone?"). */
  isFishing: boolean;
  /** Asks the patient for a result ("what did the scan show?"): fishing unless the case holds it. */
  isResultsFishing: boolean;
  /** The test a results question names ("scan"), for checking that an answer is about it. */
  resultsTest: string;
  /** "Does that make sense?", "do you understand?". */
  isUnderstandingCheck: boolean;
  /** The patient is asked to say back what was explained. */
  isTeachBack: boolean;
  /** "Any questions?". */
  isQuestionsInvite: boolean;
  /** "Anything else you want to tell me?". */
  isAnythingElse: boolean;
  /** Advice, explanation, instruction or plan: acknowledged, never searched. */
  isStatement: boolean;
  /** An offer of comfort ("would you like a glass of water?"): thanked, never searched. */
  isOffer: boolean;
  /** Asks for the patient's own idea ("what do you think it is?"): answered only by an idea. */
  asksIdea: boolean;
  /** Serious news delivered ("I'm afraid the biopsy showed a cancer"): the patient reacts. */
  isNews: boolean;
  /** What the question sets aside ("apart from the diabetes, any other problems?"): not its answer. */
  excluding: string;
  /** A leading time frame ("since the operation, …"): when the question is about, not what it asks. */
  frame: string;
  /**
   * What the patient has told, summed up before the question ("So on Monday you were sent home with
   * painkillers - did anyone give you antibiotics?"): known already, so not asked when the question
   * names a topic of its own, and what it asks about when it names none ("So you've been sick - how
   * many times?").
   */
  summary: string;
  isGreeting: boolean;
  isHowAreYou: boolean;
  isClosing: boolean;
  isAck: boolean;
  isEmpathy: boolean;
  isConsent: boolean;
  /** Asks how the patient would like to be called ("What would you like me to call you?"). */
  isNamePreference: boolean;
  /** The part without its greeting, introduction and courtesy clauses: what is left to match. */
  rest: string;
};

const namePreference =
  /\b((what|how) (would|do|should|shall|can) (you|i) (like|prefer|want|rather)?\s*(me to call you|(that )?i call you|to be called|call you)|what (should|shall|can|may) i call you|(do|would) you prefer (mr|mrs|ms|miss|dr|to be called|your first name|first names?))\b/;
const nameRemainder = /^(mr|mrs|ms|miss|mx|dr|sir|madam|there|everyone|all|again|doctor)?( ?[a-z]+){0,2}$/;
const continuation =
  /\b(?:and|so|but) (?=(?:i would like|i want|i wanted|i need|can|could|may|do|does|did|what|how|when|where|tell|have|has|are|is|any)\b)/;

/** The question left in a greeting or introduction clause ("hello, do you smoke" → "do you smoke"). */
const questionAfter = (plain: string, lead: RegExp): string => {
  const rest = plain.replace(lead, '').trim();
  if (rest.length === 0 || (nameRemainder.test(rest) && !questionOpeners.test(rest))) return '';
  if (questionOpeners.test(rest) || questionLeadIns.test(rest)) return rest;
  const cut = rest.search(continuation);
  return cut >= 0 ? rest.slice(cut).replace(/^(and|so|but) /, '') : '';
};

/** The names and aliases of a case's investigations as one whole-word pattern (for results questions). */
export const testPattern = (names: readonly string[]): RegExp | undefined => {
  const words = [...new Set(names.map((n) => plainText(n)).filter((n) => n.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length > 0 ? new RegExp(`\\b(${words.join('|')})\\b`) : undefined;
};

/**
 * Recognises greeting, introduction, closing, acknowledgement, empathy and consent in a part. A
 * question is never taken for a closing ("is that all the time?").
 */
const identityLead =
  /^((and|so) )?(you must be|are you|is it|is that|am i (speaking|talking) (to|with)|i take it you are|you are|you're)\s+/i;
/** Who a relative or carer is to the patient: "Zayan's mum", "his wife". */
const relation =
  '(mum|mom|mummy|mother|dad|daddy|father|wife|husband|partner|son|daughter|brother|sister|carer|parent|parents|grandma|grandad|granny|nan)';
/** A title and a name as typed ("Mr Holloway", "Dr. Shah"). */
const titledName = /^(mr|mrs|ms|miss|mx|dr)\.?\s+[a-z'-]+$/i;
/**
 * A name asked after: a title and a name, a capitalised name (as typed: "are you diabetic?" is not),
 * or a relative named by whose they are ("you must be Zayan's mum?", "are you his wife?").
 */
const isIdentityCheck = (clause: string): boolean => {
  const lead = clause.match(identityLead);
  if (!lead) return false;
  const name = clause
    .slice(lead[0].length)
    .replace(/[?.!\s]+$/, '')
    .trim();
  return (
    titledName.test(name) ||
    /^[A-Z][a-z'-]+( [A-Z][a-z'-]+)?$/.test(name) ||
    new RegExp(`^([A-Z][a-z-]+['’]s|his|her|the patient['’]s) ${relation}$`).test(name) ||
    // "And you must be from the nursing home?": who the companion is, by where they come from.
    // ("You are from Leeds?" still asks where the patient is from.)
    (/^(you must be|i take it you are)$/i.test(lead[0].trim().replace(/^(and|so) /i, '')) &&
      /^(from|with) (the )?[a-z' ]{2,30}$/i.test(name))
  );
};
/**
 * A clause that is only the patient's name, called as they are fetched ("Mr Holloway?", "Kyle?"):
 * a title and a name, or one of the persona's own names (`names`), alone.
 */
const isNameCalled = (clause: string, names: RegExp | undefined): boolean => {
  const bare = clause.replace(/[?.!\s]+$/, '').trim();
  if (titledName.test(bare)) return true;
  return names !== undefined && bare.split(/\s+/).every((w) => names.test(w));
};

export const classifyPart = (
  text: string,
  isQuestion = false,
  caseTests?: RegExp,
  personaNames?: RegExp,
): PartMoves => {
  const clauses = text
    .split(clauseBreak)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const moves: PartMoves = {
    isFishing: false,
    isResultsFishing: false,
    resultsTest: '',
    isUnderstandingCheck: false,
    isTeachBack: false,
    isQuestionsInvite: false,
    isAnythingElse: false,
    isStatement: false,
    isOffer: false,
    asksIdea: false,
    isNews: false,
    excluding: '',
    frame: '',
    summary: '',
    isGreeting: false,
    isHowAreYou: false,
    isClosing: false,
    isAck: false,
    isEmpathy: false,
    isConsent: false,
    isNamePreference: false,
    rest: '',
  };
  const kept: string[] = [];
  /** Adds a clause to the part's frame (when, or in what case, the question applies). */
  const addFrame = (text: string) => {
    moves.frame = [moves.frame, text].filter(Boolean).join(', ');
  };
  let afterIntro = false;
  const plains = clauses.map(plainText);
  // "How big is your prostate, do you know?", "what percentage chance is there, any idea?": a measure
  // the patient is asked whether they know is a result they may not have.
  if (
    isQuestion &&
    knowTag.test(plains[plains.length - 1] ?? '') &&
    plains.some((p) => measureAsked.test(p))
  ) {
    moves.isResultsFishing = true;
    moves.resultsTest = testNamedIn(plains, caseTests);
  }
  const isSocialCheck = (plain: string) =>
    understandingCheck.test(plain) || questionsInvite.test(plain) || anythingElse.test(plain);
  // An explanation followed by "does that make sense?" is a statement, though the part ends with "?".
  // So is advice ending in a tag ("…press the buzzer, ok?").
  const lastPlain = plains[plains.length - 1] ?? '';
  // "I just need a few minutes with you while it's coming, is that alright?": what a consent tag asks
  // leave for is said, not asked.
  const consentTagged = consentTag.test(lastPlain);
  // ("…, let the nurse know right away, eh?", "if you feel worse, shout, ja?": a particle after advice
  // is a tag of agreement too.)
  const particleClosed = particleTag.test(lastPlain);
  const earlierPlains = plains.slice(0, -1);
  const tagged =
    consentTagged ||
    agreementTag.test(lastPlain) ||
    (particleClosed && earlierPlains.some((p) => adviceClause.test(p)));
  // So is one after reassurance ("I can see you are in a lot of pain, we will sort that out, no?"):
  // what it closes is said, not asked.
  const reassuranceTagged = particleClosed && earlierPlains.some((p) => empathyClause.test(p));
  const statementsAllowed = !isQuestion || tagged || plains.some(isSocialCheck);
  for (const [i, clause] of clauses.entries()) {
    const plain = plains[i]!;
    if (plain.length === 0) continue;
    // "Is it sore, do you think?": an opinion tag after a question asks nothing more (after a diagnosis
    // put to the patient, it is fishing: `proposedDiagnosis`).
    if (i > 0 && opinionTag.test(plain)) continue;
    // "Be honest with me, hey?", "…, eh?", "…, lah?": a tag closing a clause, not a greeting.
    if (i > 0 && closingTag.test(plain)) continue;
    // "The drug can affect hearing, so I just want to check: …": what comes before "so I want to
    // check / ask" is the reason for asking, and the clause itself is the asking; neither is searched.
    if (i < clauses.length - 1 && reasonForAsking.test(plain)) {
      kept.length = 0;
      continue;
    }
    // "Infections like this can make people a bit muddled - has anyone noticed…?": what happens to
    // people in general, said before the question, is why it is asked (its frame).
    if (i < clauses.length - 1 && isQuestion && generalPreface.test(plain)) {
      addFrame(clause);
      continue;
    }
    if (understandingCheck.test(plain)) {
      moves.isUnderstandingCheck = true;
      continue;
    }
    // Teach-back stays to be matched: a case may script the patient's own summing-up.
    if (teachBack.test(plain)) moves.isTeachBack = true;
    // "Any questions?" stays to be matched: a case may answer it (an ICE fact), else a fixed line.
    if (questionsInvite.test(plain)) moves.isQuestionsInvite = true;
    if (anythingElse.test(plain)) {
      moves.isAnythingElse = true;
      continue;
    }
    // ("What did you reckon it was yourself?" asks the patient's own idea, as "what do you think it is?".)
    if (
      diagnosisFishing.test(plain) &&
      !/^what (do|did|would) you (think|reckon|suppose|believe|guess)\b/.test(plain)
    )
      moves.isFishing = true;
    // "Would you say it is palpable or impalpable?": a classification, not a description.
    if (/\b(would|do) you say\b/.test(plain) && opposedPair.test(plain)) moves.isFishing = true;
    // (A result told, not asked — "the PSA was raised twice, 7.8 then 8.1" — is a read-back.)
    const test = isQuestion ? resultsAsked(plain, caseTests) : undefined;
    if (test !== undefined) {
      moves.isResultsFishing = true;
      // "Creatinine - know the number?": the test may be named in another clause of the part.
      moves.resultsTest ||= test || testNamedIn(plains, caseTests);
    }
    const greeting = plain.match(greetingClause);
    if (greeting) {
      moves.isGreeting = true;
      afterIntro = true;
      const rest = questionAfter(plain, greetingClause);
      if (howAreYouClause.test(rest)) moves.isHowAreYou = true;
      if (rest) kept.push(rest);
      continue;
    }
    if (introductionClause.test(plain)) {
      moves.isGreeting = true;
      afterIntro = true;
      const rest = questionAfter(plain, /^.*?(?=\b(and|so|but) )/);
      if (rest) kept.push(rest);
      continue;
    }
    if (afterIntro && (roleClause.test(plain) || nameOnlyClause.test(plain))) continue;
    // A name called after what is asked or told is who is spoken to: "Is there anything that
    // troubles you, Mr Price?"
    if (
      i > 0 &&
      i === clauses.length - 1 &&
      !afterIntro &&
      isNameCalled(clause, personaNames) &&
      !isIdentityCheck(clause) &&
      plains.slice(0, i).some((p) => p.split(' ').length >= 4)
    )
      continue;
    // "You must be Teresa?", "Are you Mr Finch?": checking who is there is a courtesy, like a
    // greeting; the name is nothing to search.
    if (isIdentityCheck(clause) || isNameCalled(clause, personaNames)) {
      moves.isGreeting = true;
      afterIntro = true;
      continue;
    }
    // "And you are Bev, the carer?": who the person is to the patient, after the name.
    if (afterIntro && new RegExp(`^(the |his |her |your |their )?${relation}$`).test(plain)) continue;
    afterIntro = false;
    // "What would you like me to call you?", "how do you prefer that I call you?": how to address the
    // patient, part of the greeting; the patient says their name.
    if (namePreference.test(plain)) {
      moves.isNamePreference = true;
      continue;
    }
    // "How are you?" stays to be matched: a case may answer it ("how are you feeling").
    if (howAreYouClause.test(plain)) moves.isHowAreYou = true;
    if (consentClause.test(plain)) {
      moves.isConsent = true;
      continue;
    }
    if (ackClause.test(plain)) {
      moves.isAck = true;
      continue;
    }
    if (!isQuestion && closingClause.test(plain)) {
      moves.isClosing = true;
      continue;
    }
    // (Company at a later visit, "…with you the next time you come in?", asks who could come: the case
    // may say.)
    if ((offerClause.test(plain) && !laterVisit.test(plain)) || (moves.isOffer && /^(or|and) /.test(plain))) {
      moves.isOffer = true;
      // (An offer of company asks, too, who is with the patient: "Would you like someone here with
      // you for this?" is answered by who came, or who could.)
      if (/\b(someone|anyone|somebody|anybody|family|relative|friend)\b/.test(plain)) kept.push(clause);
      continue;
    }
    if (discourseClause.test(plain)) continue;
    // "Kindly have a seat and please be comfortable, we have sufficient time": a courtesy.
    if (courtesyClause.test(plain)) {
      moves.isAck = true;
      continue;
    }
    // "Mum, have you ever seen it down?", "What worries you most, uncle?": the person addressed (in
    // many Englishes an older patient is "uncle" or "auntie"), not a relative asked about.
    if ((i === 0 || i === clauses.length - 1) && clauses.length > 1 && addressTerm.test(plain)) continue;
    // "…, do you know?", "…, any idea?" at the end asks whether the patient knows: nothing to search.
    if (i > 0 && i === plains.length - 1 && knowTag.test(plain)) continue;
    // "Moving on to your past medical history, have you ever…?": a signpost to the next section, when
    // a question follows it in the same part, is the asker's preface too.
    // Its topic is context, searched only when the question names none ("I have to ask about your
    // smoking - how much?").
    if (i < clauses.length - 1 && signpostClause.test(plain)) {
      addFrame(clause);
      continue;
    }
    // What the patient has told, summed up before the question (see `PartMoves.summary`).
    if (kept.length === 0 && i < clauses.length - 1 && isQuestion && summedUp.test(plain)) {
      moves.summary = [moves.summary, clause].filter(Boolean).join(', ');
      continue;
    }
    // Once a part opens as advice or explanation, the rest of that sentence is part of it ("if the
    // pain gets worse, or you feel sick again, press the buzzer").
    if (
      statementsAllowed &&
      (moves.isStatement ||
        statementLead.test(plain) ||
        toldAfterEvent.test(plain) ||
        (consentTagged && i < clauses.length - 1)) &&
      !questionLeadIns.test(plain) &&
      // ("Don't eat or drink for now, ok?" is an instruction, though "do" may open a question; so is
      // "what has happened is…", "what we will do now…" or "when she is back I will…", though "what"
      // and "when" may.)
      (!questionOpeners.test(plain) ||
        /^do not\b/.test(plain) ||
        toldWhat.test(plain) ||
        toldAfterEvent.test(plain))
    ) {
      moves.isStatement = true;
      continue;
    }
    // A clause that says when, or in what case, the question applies is its frame, not what it asks
    // (its words are not searched unless nothing else is left):
    // - a leading time frame: "Since the operation, …", "Before this admission, …";
    // - a leading condition, whatever its subject: "If he did need an operation, how would you feel
    //   about the anaesthetic?", "If 10 is the worst pain imaginable, what would you give it?";
    // - a later time clause of its own: "Have you ever seen blood in your urine - during an infection
    //   or at any other time?".
    // A closing clause that describes what was just named ("…mumps, where the face and the testes were
    // swollen?") says what it is, and asks nothing of its own: it is not searched.
    const closes = kept.length > 0 && i > 0 && i === clauses.length - 1;
    if (
      closes &&
      /^(where|in which|which is when|which is where) the [a-z ]+? (were|was|become|became|becoming|get|gets|got|go|goes|went|swell|swells|swelled|swollen)\b/.test(
        plain,
      )
    )
      continue;
    const leads = kept.length === 0 && i < clauses.length - 1;
    if (
      (leads && timeFrame.test(plain)) ||
      (leads && isQuestion && /^((and|so|but) )?if\b/.test(plain)) ||
      // - a leading circumstance: "With all the being sick, when did you last eat?";
      (leads &&
        isQuestion &&
        /^((and|so|but) )?(with all|what with|given all|given) (the|this|that|your|of)\b/.test(plain)) ||
      (kept.length > 0 && i > 0 && /^(during|while|whilst|after|before|since)\b/.test(plain)) ||
      // - a closing "when" clause with its subject ("…any connection, when the infections come?").
      (closes &&
        /^when (?!(did|does|do|is|was|were|are|will|would|can|could|have|has|had|should)\b)[a-z]+/.test(
          plain,
        ))
    ) {
      addFrame(clause);
      continue;
    }
    // What an allergy question names as the allergen ("any allergies - in particular to the numbing
    // gel?", "allergic to plasters?") is what the allergy would be to, not a symptom asked about: it
    // is the question's frame.
    const allergen = plain.match(allergenOf);
    const allergyAsked = allergyWord.test(plain) || kept.some((k) => allergyWord.test(plainText(k)));
    if (allergyAsked && allergen && allergen.index !== undefined) {
      addFrame(allergen[0].trim());
      const before = clause.slice(0, clause.length - (plain.length - allergen.index)).trim();
      if (allergen.index > 0 && before) kept.push(before);
      continue;
    }
    // "Is anything worrying you, like what it might turn out to be?", "…, whether that's the tests or
    // the treatment?": examples of a worry asked about are the worry's frame, not questions of their
    // own.
    if (
      i > 0 &&
      /^(like|such as|for example|eg|say|whether (that is|it is|that s|it s))\b/.test(plain) &&
      kept.some((k) => worryAsked.test(plainText(k)))
    ) {
      addFrame(clause);
      continue;
    }
    // "Apart from the diabetes", "other than that": set aside, not asked.
    const aside = clause.match(setAside);
    if (aside) {
      moves.excluding = [moves.excluding, aside[2]!].filter(Boolean).join(', ');
      const before = clause.slice(0, aside.index).trim();
      if (before) kept.push(before);
      continue;
    }
    // Empathy is noted but the words stay: they match nothing in a case, and what follows them might.
    if (empathyClause.test(plain)) {
      moves.isEmpathy = true;
      if (reassuranceTagged) continue;
    }
    if (ideasAsked.test(plain)) moves.asksIdea = true;
    // "What did you think it was when it started?": the trailing "when it started" is a time frame.
    const when =
      clause.match(trailingTimeClause) ??
      clause.match(trailingTimeSpan) ??
      clause.match(trailingDischarge) ??
      clause.match(trailingEvent) ??
      clause.match(trailingIncluding) ??
      whenTold(clause);
    if (when && when.index !== undefined && when.index > 0) {
      addFrame(when[0].trim());
      kept.push(clause.slice(0, when.index).replace(sentHomeWith, 'given'));
      continue;
    }
    // "Were you sent home with any antibiotics?": what was given is asked; going home is when.
    if (sentHomeWith.test(clause)) {
      addFrame('sent home');
      kept.push(clause.replace(sentHomeWith, 'given'));
      continue;
    }
    kept.push(clause);
  }
  // Telling the patient a result is not asking for one.
  const whole = plainText(text);
  if (isQuestion && proposedDiagnosis.test(whole)) {
    moves.isFishing = true;
    moves.asksIdea = false;
  }
  if (!isQuestion && newsLead.test(whole) && seriousNews.test(whole)) {
    moves.isNews = true;
    moves.isFishing = false;
    moves.isResultsFishing = false;
    moves.resultsTest = '';
  }
  // "…or anything like that", "…or anything red recently": a generaliser of the item before it,
  // not a question of its own.
  moves.rest = kept
    .join(', ')
    // The asker's own formula ("… that I should know about", "… you can tell me about") is not
    // what is asked about.
    .replace(askerFormula, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /,?\s+or (anything|something)( else)?( (like (that|this)|similar|of the sort|[a-z]+))?( (recently|lately|at all))?\s*$/i,
      '',
    )
    // "Viagra or similar", "… and the like", wherever they stand: the item before them, generalised.
    .replace(
      /,?\s+(or|and) (similar|the like|equivalent|suchlike)( (ones|things|drugs|tablets|medicines|medication|pills))?\b/gi,
      '',
    );
  return moves;
};
