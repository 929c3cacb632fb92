import type { Sbar } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { HANDOFF_CHECKS, type HandoffCheckCode, lackingChecks, readHandoffDraft } from './copilot.ts';
import { countWords, handoffText } from './text.ts';

const blank: Sbar = { situation: '', background: '', assessment: '', recommendation: '' };

/** A hand-off a registrar would be glad to take: every check passes. */
const complete: Sbar = {
  situation:
    "Hi, I'm Sam, the urology SHO on call. I'm calling about Mrs Patel, a 58-year-old woman on ward 7 with fever and left loin pain. I'm worried she is septic and getting worse.",
  background:
    'Known left-sided stone, type 2 diabetes. Started with rigors yesterday. Takes metformin and ramipril, not anticoagulated, allergic to penicillin.',
  assessment:
    'HR 118, BP 84/50, temp 38.9, sats 95% on air, RR 24, NEWS2 9. Tender left loin; CT KUB shows an 8 mm obstructing stone, lactate 4.1. I think this is an infected obstructed kidney and she is very unwell.',
  recommendation:
    'Please come and review her within 30 minutes; she needs decompression tonight. Meanwhile I have started IV fluids and antibiotics, hourly obs, and I will call you back if her BP drops.',
};

/** For each check: a section text that passes it and one (still written) that does not. */
const examples: Record<HandoffCheckCode, { passes: string; fails: string }> = {
  'situation.identity': {
    passes: "I'm the FY1 on call, calling about a 72-year-old man on ward 4.",
    fails: 'Calling about bed 4 with pain.',
  },
  'situation.problem': {
    passes: 'Patient in bay 2 presenting with urinary retention.',
    fails: 'Patient in bay 2.',
  },
  'situation.concern': {
    passes: 'I am worried because he is deteriorating.',
    fails: 'A man in bay 2 with pain.',
  },
  'background.history': {
    passes: 'Previous TURP two years ago; the pain began this morning.',
    fails: 'Nothing of note.',
  },
  'background.medicines': {
    passes: 'On apixaban for AF; no known drug allergies (NKDA).',
    fails: 'On apixaban for AF.',
  },
  'assessment.observations': {
    passes: 'Pulse 104, BP 132/80, temperature 38.1°C, sats 97%.',
    fails: 'Tender right loin, soft abdomen.',
  },
  'assessment.findings': {
    passes: 'On examination the bladder is palpable; bladder scan 900 ml.',
    fails: 'Pulse 104, BP 132/80.',
  },
  'assessment.impression': {
    passes: 'I think this is acute retention and he is stable.',
    fails: 'Pulse 104, BP 132/80.',
  },
  'recommendation.request': {
    passes: 'Could you come and review him?',
    fails: 'Within the hour.',
  },
  'recommendation.timeframe': {
    passes: 'Please review within 30 minutes.',
    fails: 'Please review him.',
  },
  'recommendation.plan': {
    passes: 'In the meantime I will catheterise and monitor urine output.',
    fails: 'Please review him.',
  },
};

const codesOf = (sbar: Sbar) => readHandoffDraft(sbar).hints.map((h) => h.code);

describe('hand-off copilot (scripted)', () => {
  it('lists every check of every section for an empty draft, and nothing is ready', () => {
    const reading = readHandoffDraft(blank);
    expect(reading.hints.map((h) => h.code)).toEqual(HANDOFF_CHECKS.map((c) => c.code));
    expect(reading.sections.map((s) => s.status)).toEqual(['empty', 'empty', 'empty', 'empty']);
    expect(reading).toMatchObject({ engine: 'scripted', ready: false });
  });

  it('finds nothing lacking in a complete hand-off', () => {
    const reading = readHandoffDraft(complete);
    expect(reading.hints).toEqual([]);
    expect(reading.ready).toBe(true);
    expect(reading.sections.every((s) => s.status === 'complete' && s.words > 10)).toBe(true);
  });

  for (const check of HANDOFF_CHECKS) {
    it(`${check.code}: fires when its section lacks it and clears when it is there`, () => {
      const { passes, fails } = examples[check.code];
      const lacking = { ...complete, [check.section]: fails };
      const present = { ...complete, [check.section]: passes };
      expect(codesOf(lacking)).toContain(check.code);
      expect(codesOf(present)).not.toContain(check.code);
      const hint = readHandoffDraft(lacking).hints.find((h) => h.code === check.code);
      expect(hint).toEqual({ section: check.section, code: check.code, message: check.message });
      expect(readHandoffDraft(lacking).sections.find((s) => s.section === check.section)?.status).toBe(
        'partial',
      );
    });
  }

  it('judges each section by its own text: observations written under Situation do not count', () => {
    const moved = {
      ...complete,
      situation: `${complete.situation} HR 118, BP 84/50.`,
      assessment: 'Tender left loin. I think she is septic.',
    };
    expect(codesOf(moved)).toContain('assessment.observations');
    expect(lackingChecks(moved)).toContain('assessment.observations');
  });

  it('accepts the usual shorthands: "58F", "NKDA", "O/E", "ASAP"', () => {
    const shorthand: Sbar = {
      situation: 'FY2 on call re 58F on ward 9, septic, need help now.',
      background: 'PMH T2DM, stones. Meds metformin. NKDA.',
      assessment: 'HR 120 BP 85/50 T 39. O/E tender L loin. Likely obstructed infected kidney, unwell.',
      recommendation: 'Need you to review ASAP. Given abx and fluids, will recheck obs hourly.',
    };
    expect(readHandoffDraft(shorthand).hints).toEqual([]);
  });
});

describe('hand-off text', () => {
  it('joins the written sections under their labels and leaves empty ones out', () => {
    expect(handoffText(blank)).toBe('');
    expect(handoffText({ ...blank, situation: '  ' })).toBe('');
    expect(
      handoffText({ ...blank, situation: ' Calling about bed 4. ', recommendation: 'Review now.' }),
    ).toBe('Situation: Calling about bed 4.\nRecommendation: Review now.');
    expect(
      handoffText(complete)
        .split('\n')
        .map((l) => l.split(':')[0]),
    ).toEqual(['Situation', 'Background', 'Assessment', 'Recommendation']);
  });

  it('counts words, numbers with their units and shorthand as one each', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('BP 84/50, temp 38.9 — O/E tender; can’t wait')).toBe(8);
    expect(countWords('患者 发烧 😷 ok')).toBe(3);
  });
});
