import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CaseDefinition, caseTopics, sbarSections } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import {
  casesDir,
  librarySearchNames,
  loadCaseLibrary,
  loadHeldOut3QuestionSets,
  loadHeldOut4QuestionSets,
  loadHeldOut5QuestionSets,
  loadHeldOut6QuestionSets,
  loadHeldOut7QuestionSets,
  loadHeldOut8QuestionSets,
  loadHeldOut9QuestionSets,
  loadHeldOut10QuestionSets,
  loadHeldOut11QuestionSets,
  loadHeldOut12QuestionSets,
  loadHeldOut13QuestionSets,
  loadHeldOut15QuestionSets,
  loadHeldOut16QuestionSets,
  loadHeldOut17QuestionSets,
  loadHeldOut18QuestionSets,
  loadHeldOut19QuestionSets,
  loadHeldOut20QuestionSets,
  loadHeldOut21QuestionSets,
  loadHeldOut22QuestionSets,
  loadHeldOut23QuestionSets,
  loadHeldOut24QuestionSets,
  loadHeldOut25QuestionSets,
  loadHeldOut26QuestionSets,
  loadHeldOut27QuestionSets,
  loadHeldOut28QuestionSets,
  loadHeldOut29QuestionSets,
  loadHeldOut30QuestionSets,
  loadHeldOut31QuestionSets,
  loadHeldOut32QuestionSets,
  loadHeldOut33QuestionSets,
  loadHeldOut34QuestionSets,
  loadHeldOut35QuestionSets,
  loadHeldOut36QuestionSets,
  loadHeldOut37QuestionSets,
  loadHeldOut38QuestionSets,
  loadHeldOut39QuestionSets,
  loadHeldOutQuestionSets,
  loadQuestionSets,
  loadValidation14QuestionSets,
  parseCase,
} from './index.ts';

const cases = loadCaseLibrary();
const questionSets = loadQuestionSets();
const heldOutSets = [
  ...loadHeldOutQuestionSets(),
  ...loadHeldOut3QuestionSets(),
  ...loadHeldOut4QuestionSets(),
  ...loadHeldOut5QuestionSets(),
  ...loadHeldOut6QuestionSets(),
  ...loadHeldOut7QuestionSets(),
  ...loadHeldOut8QuestionSets(),
  ...loadHeldOut9QuestionSets(),
  ...loadHeldOut10QuestionSets(),
  ...loadHeldOut11QuestionSets(),
  ...loadHeldOut12QuestionSets(),
  ...loadHeldOut13QuestionSets(),
  ...loadHeldOut15QuestionSets(),
  ...loadHeldOut16QuestionSets(),
  ...loadHeldOut17QuestionSets(),
  ...loadHeldOut18QuestionSets(),
  ...loadHeldOut19QuestionSets(),
  ...loadHeldOut20QuestionSets(),
  ...loadHeldOut21QuestionSets(),
  ...loadHeldOut22QuestionSets(),
  ...loadHeldOut23QuestionSets(),
  ...loadHeldOut24QuestionSets(),
  ...loadHeldOut25QuestionSets(),
  ...loadHeldOut26QuestionSets(),
  ...loadHeldOut27QuestionSets(),
  ...loadHeldOut28QuestionSets(),
  ...loadHeldOut29QuestionSets(),
  ...loadHeldOut30QuestionSets(),
  ...loadHeldOut31QuestionSets(),
  ...loadHeldOut32QuestionSets(),
  ...loadHeldOut33QuestionSets(),
  ...loadHeldOut34QuestionSets(),
  ...loadHeldOut35QuestionSets(),
  ...loadHeldOut36QuestionSets(),
  ...loadHeldOut37QuestionSets(),
  ...loadHeldOut38QuestionSets(),
  ...loadHeldOut39QuestionSets(),
  ...loadValidation14QuestionSets(),
];
const byId = new Map(cases.map((c) => [c.id, c]));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word, case-insensitive match, so that "AUR" does not match "restaurant". */
const mentions = (haystack: string, needle: string) =>
  new RegExp(`(^|[^a-z0-9])${escapeRegExp(needle.toLowerCase())}([^a-z0-9]|$)`).test(haystack.toLowerCase());

/** Everything the patient can say: fact answers, negatives and the persona's own lines. */
const patientLines = (c: CaseDefinition) => [
  ...c.facts.map((f) => ({ where: `fact ${f.id}`, text: f.answer })),
  ...c.negatives.map((n) => ({ where: `negative ${n.id}`, text: n.answer })),
  ...(['openingLine', 'ideas', 'concerns', 'expectations', 'deflection'] as const).map((k) => ({
    where: `persona.${k}`,
    text: c.persona[k],
  })),
];

/**
 * Words any hand-off holds, whatever the case: a phrase made only of them ("pain", "please review",
 * "obs stable") would be met by "I am calling about a patient with pain, please review".
 */
const genericWords = new Set(
  (
    'a an the and or of to in on at for with is are was be i am we they he she her his him it this that ' +
    'patient patients pain painful review reviewed please calling call ward ed department obs observations ' +
    'stable unstable well unwell ok okay fine plan history background situation assessment recommendation ' +
    'bloods blood tests results result scan imaging urine urology urological doctor registrar consultant ' +
    'team nurse seen see come today tonight now urgent urgently soon problem problems issue symptoms ' +
    'concern concerned worried treatment treat manage management needs need some hours days weeks year ' +
    'years old man woman male female boy girl left right normal abnormal up down high low new known'
  ).split(' '),
);

describe('case library', () => {
  it('holds at least 12 cases with unique ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('gives every case a lay and a clinical search name', () => {
    expect(librarySearchNames.map(([id]) => id).sort()).toEqual(cases.map((c) => c.id).sort());
  });

  it('covers every topic but at most one', () => {
    const covered = new Set(cases.map((c) => c.topic));
    const missing = caseTopics.filter((t) => !covered.has(t));
    expect(missing.length, `missing topics: ${missing.join(', ')}`).toBeLessThanOrEqual(1);
  });

  it('mixes difficulties, settings and access tiers, with at least 6 free cases', () => {
    expect(new Set(cases.map((c) => c.difficulty)).size).toBe(3);
    expect(new Set(cases.map((c) => c.setting.location)).size).toBeGreaterThanOrEqual(4);
    expect(cases.filter((c) => c.accessTier === 'free').length).toBeGreaterThanOrEqual(6);
  });

  describe.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    it('has enough facts, each with at least 3 cues, and 1–3 volunteered', () => {
      expect(c.facts.length).toBeGreaterThanOrEqual(25);
      for (const f of c.facts) expect(f.cues.length, `fact ${f.id}`).toBeGreaterThanOrEqual(3);
      const volunteered = c.facts.filter((f) => f.volunteered).length;
      expect(volunteered).toBeGreaterThanOrEqual(1);
      expect(volunteered).toBeLessThanOrEqual(3);
      expect(c.facts.some((f) => f.redFlag)).toBe(true);
    });

    it('has at least 10 negatives and examination findings', () => {
      expect(c.negatives.length).toBeGreaterThanOrEqual(10);
      expect(c.examination.length).toBeGreaterThanOrEqual(2);
      expect(c.examination.some((e) => e.system === 'vital-signs')).toBe(true);
    });

    it('has 6–12 investigations and a nurse whose observations start at 0 s', () => {
      expect(c.investigations.length).toBeGreaterThanOrEqual(6);
      expect(c.investigations.length).toBeLessThanOrEqual(12);
      expect(c.nurse.observations[0]?.atSeconds).toBe(0);
      expect(c.nurse.actions.length).toBeGreaterThanOrEqual(2);
      for (const v of c.investigations) {
        expect(v.availableAfterSeconds, v.id).toBeLessThan(c.durationSeconds);
      }
    });

    it('answers each section of the history: a fact or a negative in every one a trainee always asks about', () => {
      // A case silent on the family history let "does anything run in the family?" find the
      // partner and daughter of the social history (ADR 0110, eighth pass).
      const sections = new Set([...c.facts, ...c.negatives].map((f) => f.category));
      for (const section of [
        'presenting-complaint',
        'past-medical-history',
        'drug-history',
        'allergies',
        'social-history',
        'family-history',
      ] as const)
        expect(sections.has(section), section).toBe(true);
    });

    it('has at least one document', () => {
      expect(c.setting.documents.length).toBeGreaterThanOrEqual(1);
    });

    it('has a rubric of 12–20 items besides its hand-off items, with a critical item and 4+ behaviour items', () => {
      const clinical = c.rubric.filter((r) => r.category !== 'handoff');
      expect(clinical.length).toBeGreaterThanOrEqual(12);
      expect(clinical.length).toBeLessThanOrEqual(20);
      expect(c.rubric.some((r) => r.critical)).toBe(true);
      expect(c.rubric.filter((r) => r.criterion.kind === 'behaviour').length).toBeGreaterThanOrEqual(4);
      expect(new Set(c.rubric.map((r) => r.category)).size).toBeGreaterThanOrEqual(6);
    });

    it('has one hand-off item per SBAR section: a phrase item on the hand-off, weight 1–2, not critical', () => {
      const handoff = c.rubric.filter((r) => r.category === 'handoff');
      expect(handoff.map((r) => r.handoffSection).sort()).toEqual([...sbarSections].sort());
      for (const r of handoff) {
        expect(r.criterion.kind, r.id).toBe('phrase');
        expect(r.criterion.kind === 'phrase' && r.criterion.field, r.id).toBe('handoff');
        expect(r.weight, r.id).toBeGreaterThanOrEqual(1);
        expect(r.weight, r.id).toBeLessThanOrEqual(2);
        expect(r.critical, r.id).toBe(false);
        expect(r.description.toLowerCase().startsWith(`${r.handoffSection}:`), r.id).toBe(true);
      }
      // Stable ids: stored feedback and the examiner's marks refer to `rb-handoff` (now the Assessment).
      expect(Object.fromEntries(handoff.map((r) => [r.handoffSection, r.id]))).toEqual({
        situation: 'rb-handoff-situation',
        background: 'rb-handoff-background',
        assessment: 'rb-handoff',
        recommendation: 'rb-handoff-recommendation',
      });
      // Hand-off points are written in the key points too (S:, B:, A:, R:), one each.
      expect(c.expected.handoffKeyPoints.map((k) => k.slice(0, 2))).toEqual(['S:', 'B:', 'A:', 'R:']);
    });

    it('gives hand-off items no phrase a vague hand-off would hold', () => {
      for (const r of c.rubric.filter((x) => x.category === 'handoff')) {
        if (r.criterion.kind !== 'phrase') continue;
        for (const phrase of [...r.criterion.phrases, ...(r.criterion.alsoPhrases ?? []).flat()]) {
          const words = phrase
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter(Boolean);
          expect(words.length > 0 && words.every((w) => genericWords.has(w)), `${r.id}: "${phrase}"`).toBe(
            false,
          );
        }
      }
    });

    it('never lets the patient name the diagnosis', () => {
      const names = [c.expected.workingDiagnosis, ...c.expected.diagnosisSynonyms];
      for (const line of patientLines(c)) {
        for (const name of names) {
          expect(mentions(line.text, name), `${line.where} names "${name}"`).toBe(false);
        }
      }
    });

    it('keeps the case card teaser free of the diagnosis', () => {
      for (const name of [c.expected.workingDiagnosis, ...c.expected.diagnosisSynonyms]) {
        expect(mentions(c.summary, name), `summary names "${name}"`).toBe(false);
      }
    });
  });
});

describe('question sets', () => {
  it('has one set per case, each matching a case', () => {
    for (const set of questionSets) expect(byId.has(set.caseId), set.caseId).toBe(true);
    const withSets = new Set(questionSets.map((s) => s.caseId));
    for (const c of cases) expect(withSets.has(c.id), `no question set for ${c.id}`).toBe(true);
  });

  it('has held-out sets (split "held-out", each question with a kind) about existing cases and facts', () => {
    expect(heldOutSets.length).toBeGreaterThan(0);
    for (const blind of [
      loadHeldOut3QuestionSets(),
      loadHeldOut4QuestionSets(),
      loadHeldOut5QuestionSets(),
      loadHeldOut6QuestionSets(),
      loadHeldOut7QuestionSets(),
      loadHeldOut9QuestionSets(),
      loadHeldOut11QuestionSets(),
      loadHeldOut15QuestionSets(),
      loadHeldOut16QuestionSets(),
      loadValidation14QuestionSets(),
    ])
      expect(blind.map((s) => s.caseId).sort()).toEqual(cases.map((c) => c.id).sort());
    expect(loadHeldOut8QuestionSets().length).toBe(8);
    expect(loadHeldOut10QuestionSets().length).toBe(6);
    expect(loadHeldOut12QuestionSets().length).toBe(8);
    expect(loadHeldOut13QuestionSets().length).toBe(4);
    for (const set of heldOutSets) {
      const c = byId.get(set.caseId);
      expect(c, set.caseId).toBeDefined();
      expect(set.split).toBe('held-out');
      const factIds = new Set(c!.facts.map((f) => f.id));
      for (const q of set.questions) {
        expect(q.kind, q.text).toBeDefined();
        if (q.kind === 'fact') expect(q.expect.length, q.text).toBeGreaterThan(0);
        else expect(q.expect, q.text).toEqual([]);
        for (const id of q.expect)
          expect(factIds.has(id), `"${q.text}" expects unknown fact ${id}`).toBe(true);
      }
    }
    expect(questionSets.every((s) => s.split === 'dev')).toBe(true);
  });

  describe.each(questionSets.map((s) => [s.caseId, s] as const))('%s', (caseId, set) => {
    it('has at least 25 questions, some about absent symptoms, referencing only existing facts', () => {
      const c = byId.get(caseId)!;
      const factIds = new Set(c.facts.map((f) => f.id));
      expect(set.questions.length).toBeGreaterThanOrEqual(25);
      expect(set.questions.filter((q) => q.expect.length === 0).length).toBeGreaterThanOrEqual(2);
      expect(set.questions.some((q) => q.expect.length >= 2)).toBe(true);
      for (const q of set.questions) {
        for (const id of q.expect)
          expect(factIds.has(id), `"${q.text}" expects unknown fact ${id}`).toBe(true);
      }
    });

    it('does not copy cue phrases verbatim', () => {
      const c = byId.get(caseId)!;
      const cues = new Set(c.facts.flatMap((f) => f.cues.map((cue) => cue.trim().toLowerCase())));
      for (const q of set.questions) expect(cues.has(q.text.trim().toLowerCase()), q.text).toBe(false);
    });
  });
});

describe('persona.unknownSystems', () => {
  const raw = () => JSON.parse(readFileSync(path.join(casesDir, `${cases[0]!.id}.json`), 'utf8'));
  const withSystems = (systems: unknown) => {
    const json = raw();
    json.persona.unknownSystems = systems;
    return json;
  };
  it('is optional and takes body systems', () => {
    expect(parseCase(raw()).persona.unknownSystems).toBeUndefined();
    expect(parseCase(withSystems(['family-history', 'genital'])).persona.unknownSystems).toEqual([
      'family-history',
      'genital',
    ]);
  });
  it('names a system twice or an unknown system as an error on its field', () => {
    expect(() => parseCase(withSystems(['family-history', 'family-history']))).toThrow(
      /persona\.unknownSystems\.1: "family-history" is listed twice/,
    );
    expect(() => parseCase(withSystems(['spleen']))).toThrow(/persona\.unknownSystems\.0/);
  });
});
