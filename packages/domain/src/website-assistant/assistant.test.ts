import { helpArticles } from '@urosim/content/help';
import { COMING_SOON_TEXT, comingSoon, type Plan } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice } from '../money.ts';
import { answerVisitor, buildAssistantIndex, groundingFor } from './assistant.ts';
import { isMedicalQuestion, isMedicalTurn, MEDICAL_REFUSAL } from './medical.ts';
import { casesOpenedBy, plansDoc } from './plans-doc.ts';

const plan = (
  slug: string,
  name: string,
  tier: Plan['tier'],
  pence: number,
  sessions: number | null,
): Plan => ({
  id: slug,
  slug,
  name,
  description: '',
  tier,
  priceMonthlyMinor: pence,
  currency: 'GBP',
  priceLabel: formatMonthlyPrice(pence, 'GBP'),
  sessionsPerMonth: sessions,
  isAvatarIncluded: tier === 'standard' || tier === 'premium',
  isFacilitatorIncluded: tier === 'premium',
  features: [],
});
const plans = [
  plan('free', 'Free', 'free', 0, 5),
  plan('basic', 'Basic', 'basic', 900, 20),
  plan('standard', 'Standard', 'standard', 1950, 50),
  plan('premium', 'Premium', 'premium', 2900, null),
];
const casesPerTier = { free: 6, basic: 2, standard: 2, premium: 2 };
const index = buildAssistantIndex([
  ...helpArticles.map((a) => ({ ...a, paragraphs: a.body, keywords: a.keywords ?? [] })),
  plansDoc(plans, casesPerTier),
]);

describe('website assistant', () => {
  it('answers "How much does it cost?" with the prices of the plans', () => {
    const reply = answerVisitor(index, 'How much does it cost?');
    expect(reply.kind).toBe('answer');
    expect(reply.response).toContain('Free is free: 5 sessions a month, 6 of');
    expect(reply.response).toContain('Basic costs £9 a month: 20 sessions a month, 8 of');
    expect(reply.response).toContain('Standard costs £19.50 a month');
    expect(reply.response).toContain('Premium costs £29 a month: unlimited sessions, 12 of');
    expect(reply.sources[0]).toEqual({ title: 'Plans and prices', url: '/pricing' });
  });

  it.each([['What are your prices?'], ['is it expensive'], ['How much is the premium plan per month?']])(
    'finds the prices for %s',
    (question) => {
      expect(answerVisitor(index, question).sources[0]?.url).toBe('/pricing');
    },
  );

  it('explains the research pilot: 10 complimentary sessions and a premium month for two cases', () => {
    const reply = answerVisitor(index, 'What is the research pilot?');
    expect(reply.kind).toBe('answer');
    expect(reply.response).toContain('10 complimentary sessions');
    expect(reply.response).toContain('Completing two cases');
    expect(reply.response).toContain('free premium month');
    expect(reply.sources[0]?.url).toBe('/faq#what-is-the-pilot');
  });

  it('says it works on Safari, with the settings Safari needs', () => {
    const reply = answerVisitor(index, 'Does it work on Safari?');
    expect(reply.response).toMatch(/^Yes\. UroSim works in Safari 17/);
    expect(reply.response).toContain('Block All Cookies');
    expect(reply.sources[0]?.url).toBe('/faq#does-it-work-on-safari');
  });

  it.each([
    ['How do I join the pilot?', '/research-pilot#pilot-how-to-join'],
    ['how long is each session', '/faq#how-long-is-a-session'],
    ['How is my consultation scored?', '/faq#how-is-scoring-done'],
    ['I forgot my password', '/help-and-support#account-problems'],
    ['Can I cancel my subscription?', '/faq#how-do-i-pay'],
    ['Safari keeps logging me out', '/help/safari#safari-cookies'],
    ['What cases are there?', '/faq#which-cases'],
  ])('answers %s from %s', (question, url) => {
    expect(answerVisitor(index, question).sources[0]?.url).toBe(url);
  });

  it('reads a short follow-up together with the previous question', () => {
    const reply = answerVisitor(index, 'and on an iPad?', [
      { role: 'user', content: 'Does it work on Safari?' },
      { role: 'assistant', content: 'Yes.' },
    ]);
    expect(reply.kind).toBe('answer');
    expect(reply.sources[0]?.url).toMatch(/safari/);
  });

  it('greets, and admits when it does not know, pointing to the contact page', () => {
    expect(answerVisitor(index, 'Hello!').kind).toBe('greeting');
    const reply = answerVisitor(index, 'What is the weather in Leeds tomorrow?');
    expect(reply.kind).toBe('no-match');
    expect(reply.response).toContain('/contact');
  });

  it('refuses medical questions politely, whatever they look like', () => {
    const reply = answerVisitor(index, 'I have blood in my urine, what should I do?');
    expect(reply).toEqual({ kind: 'medical-refusal', response: MEDICAL_REFUSAL, sources: [] });
    expect(MEDICAL_REFUSAL).toMatch(/sorry/i);
  });

  it('grounds a model in the best passages', () => {
    const docs = groundingFor(index, 'How much does it cost?');
    expect(docs[0]?.id).toBe('plans-and-prices');
    expect(docs.length).toBeLessThanOrEqual(5);
  });
});

describe('medical questions', () => {
  it.each([
    'I have blood in my urine, what should I do?',
    'My son has a painful swollen testicle',
    "What's the right dose of tamsulosin?",
    'How do you treat kidney stones?',
    'Is haematuria serious?',
    'my PSA is 6.2 should I be worried',
    'What antibiotic is best for a UTI?',
    "I can't pee since this morning",
    'Could my back pain be a kidney stone?',
    'How much tamsulosin should I take?',
    'Can I take ibuprofen with tamsulosin?',
    'Should I stop taking finasteride?',
    'What dose of tamsulosin should I take? I saw it on your site',
    'my dad has a kidney stone what do I do',
    'I have a painful bladder, is it serious?',
  ])('%s is medical', (text) => {
    expect(isMedicalQuestion(text)).toBe(true);
  });

  it.each([
    'How much does it cost?',
    'What is the research pilot?',
    'Does it work on Safari?',
    'Do you have a case on kidney stones?',
    'Is there a testicular torsion scenario I can practise?',
    'I want to practise cases about blood in the urine',
    'How is the management of retention scored?',
    'I have a question about the prostate cases',
    'Can my educational supervisor watch my session?',
    // Words that only look like symptoms, and product questions with clinical words in them.
    'Do I have to pay every week?',
    'Can I use it at the weekend?',
    'I need an urgent reply about my invoice',
    'Where are your frequently asked questions?',
    'Is my data leaked to third parties?',
    'Do I need to do 2 sessions a week?',
    'Will I learn how to diagnose prostate cancer?',
    'Is there a case where I prescribe antibiotics for a UTI?',
    'Am I able to practise kidney stone cases?',
    'Which cases cover kidney stones?',
    'Is the scoring medically accurate?',
  ])('%s is not medical', (text) => {
    expect(isMedicalQuestion(text)).toBe(false);
  });

  it('reads a follow-up with the previous message, without holding a medical turn against the next question', () => {
    const dad = [
      { role: 'user', content: 'My dad has a kidney stone' },
      { role: 'assistant', content: MEDICAL_REFUSAL },
    ] as const;
    expect(isMedicalTurn('Which tablets should he take for it?', dad)).toBe(true);
    expect(answerVisitor(index, 'Which tablets should he take for it?', dad).kind).toBe('medical-refusal');
    const blood = [{ role: 'user', content: 'I have blood in my urine' }] as const;
    expect(isMedicalTurn('How much does it cost?', blood)).toBe(false);
    expect(isMedicalTurn('How long is a session?', dad)).toBe(false);
  });
});

describe('after a medical question', () => {
  const blood = [
    { role: 'user', content: 'I have blood in my urine, what should I do?' },
    { role: 'assistant', content: MEDICAL_REFUSAL },
  ] as const;

  it.each([
    'Can a supervisor watch my session?',
    'Can my consultant watch me?',
    'Is there a free trial?',
    'What browsers work?',
    'Can I get a refund?',
    'Do you have cases on stones?',
    'Who made this?',
    'Can I use it on my phone?',
    'Is my data safe?',
  ])('the product question %j is answered, not refused', (question) => {
    expect(isMedicalTurn(question, blood)).toBe(false);
    expect(answerVisitor(index, question, blood).kind).not.toBe('medical-refusal');
  });

  it.each(['Is it serious?', 'Which antibiotics would help?', 'And what if it hurts?'])(
    'a follow-up that adds a clinical ask, %j, is still refused',
    (question) => {
      expect(isMedicalTurn(question, blood)).toBe(true);
    },
  );
});

describe('answers about what is not released yet', () => {
  it.each([
    ['Can a supervisor watch my session?', 'facilitators'],
    ['How does the AI avatar work?', 'avatar'],
    ['How do I pay, and can I cancel?', 'cardPayments'],
  ] as const)('%j says so from the first word', (question, feature) => {
    const { response } = answerVisitor(index, question);
    if (comingSoon[feature]) {
      expect(response.startsWith(COMING_SOON_TEXT[feature])).toBe(true);
      expect(response).not.toMatch(/^Yes\b/);
    } else {
      expect(response).not.toContain(COMING_SOON_TEXT[feature]);
    }
  });
});

describe('plan texts', () => {
  it('counts the cases a plan opens', () => {
    expect(casesOpenedBy('free', casesPerTier)).toBe(6);
    expect(casesOpenedBy('standard', casesPerTier)).toBe(10);
    expect(casesOpenedBy('premium', casesPerTier)).toBe(12);
  });
});
