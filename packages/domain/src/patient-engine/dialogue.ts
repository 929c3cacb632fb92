// Splitting a trainee's message into the questions it holds, and recognising the moves of a
// conversation that are not questions: greeting and introduction, closing, acknowledgement,
// empathy, asking consent. Pure string work on a lightly normalised text.

/** One question or statement of a message, in the order written. */
export type MessagePart = { text: string; isQuestion: boolean };

const abbreviationDots = /\b(dr|mr|mrs|ms|mx|st|prof|approx|vs|etc|e\.g|i\.e|no)\./gi;

/** Words that open a question (used to split "…, and do you…" and to tell questions from statements). */
const questionOpeners =
  /^(do|does|did|have|has|had|are|is|was|were|can|could|would|will|shall|should|may|any|anything|how|what|what's|whats|when|where|which|who|why|whereabouts|tell|describe|explain|talk|say|show|point|let me know|rate|score|is there|are there|ever|list|give|name|reveal|print|repeat|ignore|pretend|forget|imagine|act as|confirm|remind)\b/i;
const questionLeadIns =
  /\b(can you tell|could you tell|can i ask|may i ask|could i ask|i would like to (ask|know|hear)|i'd like to (ask|know|hear)|i want to (ask|know)|i wonder(ed)? if|wondering if|tell me|talk me through|walk me through)\b/i;

/** Splits a message into parts: sentences, then "and also", "; ", ", and do you…", "or have you…". */
export const splitMessage = (message: string): MessagePart[] => {
  const text = message.replace(/\r/g, '').replace(abbreviationDots, '$1').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return [];
  const sentences: { text: string; mark: string }[] = [];
  const re = /[^?!.;\n]+([?!.;\n]+|$)/g;
  for (const m of text.matchAll(re)) {
    const chunk = m[0].trim();
    if (chunk.length === 0) continue;
    const mark = m[1] ?? '';
    sentences.push({ text: chunk.replace(/[?!.;\s]+$/, ''), mark });
  }
  const parts: MessagePart[] = [];
  for (const s of sentences) {
    const pieces = s.text
      .split(
        /\s*,?\s+and also\s+|\s*,\s*also\s+|\s+also\s*,\s*|\s*,?\s+as well as\s+(?=(?:do|does|did|have|has|are|is|any|how|what|when|where)\b)|\s*,?\s+(?:and|or|but|plus)\s+(?=(?:how|what|when|where|which|who|why|whereabouts|any|anything|is there|are there)\b)|\s*,?\s+(?:and|or|but|plus)\s+(?=(?:do|does|did|have|has|had|are|is|was|were|can|could|would|will)\s+(?:you|your|it|there|anyone|anybody|the|he|she|they|this|that)\b)/i,
      )
      .map((p) => p?.trim())
      .filter((p): p is string => !!p && p.length > 0);
    pieces.forEach((p, i) => {
      const isLast = i === pieces.length - 1;
      const isQuestion =
        (isLast && s.mark.includes('?')) || questionOpeners.test(p) || questionLeadIns.test(p) || i > 0;
      parts.push({ text: p, isQuestion });
    });
  }
  return parts;
};

/** Lower case, straight apostrophes, contractions expanded, punctuation gone: for the patterns below. */
export const plainText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b`´]/g, "'")
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/n't\b/g, ' not')
    .replace(/'m\b/g, ' am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'s\b/g, ' is')
    .replace(/[^a-z0-9 ,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const greetingClause =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|morning|afternoon|evening|nice to meet you|pleased to meet you|lovely to meet you|good to meet you)\b/;
const role =
  '[a-z ]*(doctors?|registrar|surgeon|student|sho|fy ?[12]|f[12]|consultant|urologist|junior|trainee|medic)';
const notAName =
  '(sorry|afraid|sure|glad|happy|going|concerned|worried|not|just|here|back|done|finished|interested|asking|wondering|looking|trying|aware|able|unable|told|pleased|delighted|a|an|the|so|very|really)';
const introductionClause = new RegExp(
  `^((so|and|well|right|ok|okay) )?(my name is [a-z]+|my name [a-z]+|i am (dr|doctor|professor|nurse|student) [a-z]+|i am (one of|part of|from|working|on call)\\b|i am (the|a|an) ${role}|this is (dr|doctor) [a-z]+|(i am|we are) (here|going) to (see|talk|speak|ask|chat)|i have been asked to (see|talk|speak)|i have come to (see|talk|speak)|i work (with|in|on|for) |i am (?!${notAName}\\b)[a-z]+$)`,
);
const roleClause =
  /^(one of|part of|a|an|the|from|with|on|working (with|on|in)) ([a-z]+ ){0,4}(doctors?|registrars?|team|surgeons?|students?|juniors?|trainees?|sho|fy ?[12]|f[12]|consultants?|urologists?|medics?|on call|urology|department|ward|hospital)\b/;
const nameOnlyClause = /^(mr|mrs|ms|miss|mx|dr|sir|madam|there|everyone|all)( [a-z]+)?$/;
const howAreYouClause =
  /^how are (you|things|you doing|you feeling)( (doing|feeling|today|now|doing today|feeling today|this morning|this afternoon|this evening))*$/;
const consentClause =
  /\b(is it (ok|okay|alright|all right) (if|for me to)|do you mind if i|would it be (ok|okay|alright|all right) (if|to)|are you (happy|ok|okay) (for me )?to|can i ask you (a few|some|a couple of) (more )?questions|may i ask you (a few|some|a couple of) questions|i would like to ask you (a few|some|a couple of) (more )?questions)\b/;
const closingClause =
  /\b(that (is )?all|that (is )?everything|that (is )?it for now|no (more|further|other) questions|thank you for (your time|talking|answering|speaking|seeing|letting)|thanks for (your time|talking|answering|speaking|seeing)|goodbye|good bye|bye|see you|take care|all the best|speak (to you )?(soon|later)|i will (leave|let) you|i will be back|we will be back|i will come back|i will (go|be) and|i am going to (go|leave|discuss|speak|talk|get|have a (chat|word))|i will (discuss|speak|talk) (this )?(with|to) (my|the))\b/;
const ackClause =
  /^((ok|okay|right|great|good|fine|i see|thanks|thank you|cheers|alright|all right|sure|perfect|lovely|brilliant|excellent|understood|got it|noted|mm+|hmm+|ah|oh|yes|yeah|no|nope)( |$))+((then|so|doctor|very much|a lot))?$/;
const empathyClause =
  /\b(sorry to hear|i am sorry|that (must|sounds)|i (can )?understand|i can imagine|must be (hard|difficult|awful|horrible|worrying|frightening|scary|painful)|that sounds|poor you|do not worry|try not to worry|we will (look after|sort|get|help)|we are going to (look after|sort|help)|you are in (good|safe) hands)\b/;

/** What a part of a message does besides (or instead of) asking about the case. */
export type PartMoves = {
  isGreeting: boolean;
  isHowAreYou: boolean;
  isClosing: boolean;
  isAck: boolean;
  isEmpathy: boolean;
  isConsent: boolean;
  /** The part without its greeting, introduction and courtesy clauses: what is left to match. */
  rest: string;
};

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

/**
 * Recognises greeting, introduction, closing, acknowledgement, empathy and consent in a part. A
 * question is never taken for a closing ("is that all the time?").
 */
export const classifyPart = (text: string, isQuestion = false): PartMoves => {
  const clauses = text
    .split(/\s*,\s*|\s*\.\s+|\s+-\s+|\s*\u2014\s*/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const moves: PartMoves = {
    isGreeting: false,
    isHowAreYou: false,
    isClosing: false,
    isAck: false,
    isEmpathy: false,
    isConsent: false,
    rest: '',
  };
  const kept: string[] = [];
  let afterIntro = false;
  for (const clause of clauses) {
    const plain = plainText(clause);
    if (plain.length === 0) continue;
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
    afterIntro = false;
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
    // Empathy is noted but the words stay: they match nothing in a case, and what follows them might.
    if (empathyClause.test(plain)) moves.isEmpathy = true;
    kept.push(clause);
  }
  moves.rest = kept.join(', ');
  return moves;
};
