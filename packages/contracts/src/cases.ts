import {
  accessTiers,
  caseDifficulties,
  caseDocumentKinds,
  caseSettings,
  caseTopics,
  communicationBehaviours,
  consciousnessLevels,
  criterionRequirements,
  examinationSystems,
  factCategories,
  investigationKinds,
  patientSystems,
  personaManners,
  personaPains,
  personaSexes,
  rubricCategories,
  sbarSections,
  summaryFields,
} from './case-names.ts';
import { adminCaseEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/**
 * The case format (design: cases.md). A case is data: a JSON file validated by `ZCaseDefinition`,
 * imported and exported through the admin api and the CLI, versioned in the database. Every case is
 * fictional.
 */

const id = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens');
const text = (max = 2000) => z.string().trim().min(1).max(max);
const cues = z.array(text(200)).min(2, 'give at least two ways a trainee might ask');

/** Something the patient knows; the only source of the patient's answers. */
export const ZCaseFact = z.object({
  id,
  category: z.enum(factCategories),
  /** What the patient says, in lay language, in the first person. */
  answer: text(800),
  /** Several ways a trainee might ask for it. */
  cues,
  redFlag: z.boolean().default(false),
  /** Said without being asked, in the opening or when the topic comes up. */
  volunteered: z.boolean().default(false),
});

/** A consistent "no" for a symptom or history the case does not have. */
export const ZCaseNegative = z.object({
  id,
  category: z.enum(factCategories),
  answer: text(400),
  cues,
});

export const ZCaseDocument = z.object({
  id,
  title: text(120),
  kind: z.enum(caseDocumentKinds),
  content: text(4000),
});

export const ZExamination = z.object({
  id,
  system: z.enum(examinationSystems),
  name: text(120),
  cues,
  finding: text(1200),
});

export const ZInvestigation = z.object({
  id,
  name: text(120),
  /** Other names a trainee may use ("CT KUB", "non-contrast CT"). */
  aliases: z.array(text(120)).default([]),
  kind: z.enum(investigationKinds),
  result: text(2000),
  /** Seconds of session time after the request until the result is back (0 = at once). */
  availableAfterSeconds: z.number().int().min(0).max(3600).default(0),
  /** Whether requesting it is appropriate in this case (inappropriate requests are noted in feedback). */
  appropriate: z.boolean().default(true),
});

export const ZNurseObservation = z.object({
  /** Seconds into the session from which this set is the latest. */
  atSeconds: z.number().int().min(0),
  text: text(600),
  vitals: z
    .object({
      heartRate: z.number().int().optional(),
      systolic: z.number().int().optional(),
      diastolic: z.number().int().optional(),
      respiratoryRate: z.number().int().optional(),
      temperature: z.number().optional(),
      oxygenSaturation: z.number().int().optional(),
      consciousness: z.enum(consciousnessLevels).optional(),
      painScore: z.number().int().min(0).max(10).optional(),
    })
    .default({}),
});

export const ZNurseAction = z.object({
  id,
  cues,
  response: text(800),
});

/** Whether any one of the listed facts or actions meets the item, or all of them are needed. */
const ZRequire = z.enum(criterionRequirements).optional();

export const ZRubricCriterion = z.discriminatedUnion('kind', [
  /** Met when any of these facts (all of them, with `require: "all"`) was asked for and revealed. */
  z.object({
    kind: z.literal('fact'),
    factIds: z.array(id).min(1),
    require: ZRequire,
    /**
     * Negatives whose "no" establishes the point as well, when asked for ("does it burn when you
     * pass water?" — "no burning" — shows the bleeding painless). Only with `require: "any"`.
     */
    negativeIds: z.array(id).min(1).optional(),
    /**
     * An order the question must come before ("checks allergies before antibiotics"): a fact asked
     * for only after the first order naming one of these (to the nurse or on the panel) does not count.
     */
    before: z.array(text(80)).min(1).optional(),
    /**
     * What the questions must ask about when one fact answers an item that names two things ("asks
     * about duration and change in size"): topics, each a list of words that name it; the trainee's
     * questions to the patient, together, name every topic.
     */
    about: z
      .array(z.array(text(80)).min(1))
      .min(1)
      .optional(),
  }),
  /** Met when any of these examinations or investigations (all, with `require: "all"`) was requested. */
  z.object({
    kind: z.literal('action'),
    actionIds: z.array(id).min(1),
    require: ZRequire,
    /**
     * An order that must come after it ("blood cultures before antibiotics"): the request counts
     * only if no order to the nurse naming one of these came earlier.
     */
    before: z.array(text(80)).min(1).optional(),
    /** Done before the patient is told the diagnosis ("reviews the results before the news"). */
    beforeNews: z.boolean().optional(),
  }),
  /** Met when the summary (field or all) holds one of the phrases or a synonym, read in context. */
  z.object({
    kind: z.literal('phrase'),
    field: z.enum([...summaryFields, 'any']),
    phrases: z.array(text(200)).min(1),
    /** Further parts of a two-part item ("X and Y"): one phrase of each list must also be found. */
    alsoPhrases: z.array(z.array(text(200)).min(1)).optional(),
    /**
     * A time-critical step: a plan that makes it wait for a test ("if the scan confirms it, then
     * theatre") does not meet it.
     */
    unconditional: z.boolean().optional(),
    /** The item is itself a contingency ("…if she deteriorates"): a conditional plan meets it. */
    contingency: z.boolean().optional(),
  }),
  /** Met when the transcript shows the communication behaviour (about each topic of `about`, if given). */
  z.object({
    kind: z.literal('behaviour'),
    behaviour: z.enum(communicationBehaviours),
    /**
     * What the behaviour must be about: topics, each a list of words that name it (synonyms); the
     * line that shows the behaviour names every topic ("safety-nets for fever and pain": two topics).
     */
    about: z
      .array(z.array(text(80)).min(1))
      .min(1)
      .optional(),
    /**
     * Something the item also asks to be done early ("acknowledges her pain and treats it early"):
     * an order to the nurse naming one of `phrases` within `seconds` of the start.
     */
    orderedWithin: z
      .object({ seconds: z.number().int().min(1), phrases: z.array(text(80)).min(1) })
      .optional(),
    /** Shown before the patient is told the diagnosis ("confirms identity before sharing results"). */
    beforeNews: z.boolean().optional(),
  }),
]);

export const ZRubricItem = z.object({
  id,
  category: z.enum(rubricCategories),
  description: text(300),
  weight: z.number().int().min(1).max(5),
  critical: z.boolean().default(false),
  criterion: ZRubricCriterion,
  /**
   * For a hand-off item: the SBAR section it belongs to (the feedback's section-by-section verdict
   * groups the items by it). Where in the hand-off the text is written does not matter to the score.
   */
  handoffSection: z.enum(sbarSections).optional(),
  /**
   * Harmful choices that fail the item whatever else was done: investigations (or examinations)
   * that delay time-critical treatment. Requesting one, in the panel, to the nurse or in the
   * summary, fails the item (and, when it is critical, flags the session).
   */
  failedBy: z.array(id).optional(),
  /** Why it matters: shown when the item is missed. */
  rationale: text(600),
});

export const ZCaseDefinition = z
  .object({
    id,
    title: text(120),
    specialty: z.literal('urology').default('urology'),
    topic: z.enum(caseTopics),
    difficulty: z.enum(caseDifficulties),
    durationSeconds: z.number().int().min(120).max(3600).default(600),
    accessTier: z.enum(accessTiers).default('free'),
    /** The teaser on the case card: the situation, never the diagnosis. */
    summary: text(300),
    learningObjectives: z.array(text(300)).min(1),
    references: z.array(z.object({ guideline: text(200), section: z.string().max(200).optional() })).min(1),
    setting: z.object({
      location: z.enum(caseSettings),
      /** What the trainee is told at the start. */
      brief: text(1200),
      documents: z.array(ZCaseDocument).default([]),
    }),
    persona: z.object({
      name: text(80),
      age: z.number().int().min(0).max(110),
      sex: z.enum(personaSexes),
      occupation: text(120),
      manner: z.enum(personaManners),
      /** The pain they are in as they talk (the avatar's face and voice); none when unset. */
      pain: z.enum(personaPains).default('none'),
      speakingStyle: text(300),
      openingLine: text(400),
      ideas: text(400),
      concerns: text(400),
      expectations: text(400),
      /** What the patient says when a question finds nothing in the case. */
      deflection: text(300).default("I'm not sure what you mean, doctor. Could you ask me another way?"),
      /**
       * Body systems the patient cannot speak for (adopted: no family history; never been told):
       * a question about a symptom or condition of these systems that the case does not state gets
       * "I don't know" instead of the closed world's "no".
       */
      unknownSystems: z.array(z.enum(patientSystems)).optional(),
      /**
       * Who answers for the patient (a parent for a young child, a carer): the voice of every line,
       * and of "who am I speaking to?" ("I'm Aisha Rahman, his mother. This is Zayan; he's 1 year old.").
       */
      proxy: z.object({ name: text(80), relation: text(40) }).optional(),
    }),
    facts: z.array(ZCaseFact).min(1),
    negatives: z.array(ZCaseNegative).default([]),
    examination: z.array(ZExamination).default([]),
    investigations: z.array(ZInvestigation).default([]),
    nurse: z.object({
      name: text(80),
      observations: z.array(ZNurseObservation).min(1),
      actions: z.array(ZNurseAction).default([]),
    }),
    expected: z.object({
      workingDiagnosis: text(200),
      diagnosisSynonyms: z.array(text(200)).default([]),
      differentials: z.array(text(200)).min(1),
      redFlags: z.array(text(300)).min(1),
      management: z.array(text(400)).min(1),
      escalation: z.array(text(400)).default([]),
      safetyNetting: z.array(text(400)).default([]),
      handoffKeyPoints: z.array(text(400)).min(1),
      /** A model answer for the feedback page. */
      modelAnswer: text(3000),
    }),
    rubric: z.array(ZRubricItem).min(1),
  })
  .superRefine((c, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const seen = new Map<string, string>();
    const claim = (value: string, path: (string | number)[]) => {
      if (seen.has(value)) issue(path, `id "${value}" is already used at ${seen.get(value)}`);
      else seen.set(value, path.join('.'));
    };
    const lists = [
      ['facts', c.facts],
      ['negatives', c.negatives],
      ['examination', c.examination],
      ['investigations', c.investigations],
      ['rubric', c.rubric],
    ] as const;
    for (const [name, items] of lists) {
      for (const [i, item] of items.entries()) claim(item.id, [name, i, 'id']);
    }
    for (const [i, document] of c.setting.documents.entries())
      claim(document.id, ['setting', 'documents', i, 'id']);
    const factIds = new Set(c.facts.map((f) => f.id));
    const negativeIds = new Set(c.negatives.map((n) => n.id));
    const actionIds = new Set([...c.examination.map((e) => e.id), ...c.investigations.map((v) => v.id)]);
    c.rubric.forEach((item, i) => {
      if (item.criterion.kind === 'fact') {
        item.criterion.factIds.forEach((factId, j) => {
          if (!factIds.has(factId))
            issue(['rubric', i, 'criterion', 'factIds', j], `no fact with id "${factId}"`);
        });
        item.criterion.negativeIds?.forEach((negativeId, j) => {
          if (!negativeIds.has(negativeId))
            issue(['rubric', i, 'criterion', 'negativeIds', j], `no negative with id "${negativeId}"`);
        });
        if (item.criterion.negativeIds && item.criterion.require === 'all')
          issue(['rubric', i, 'criterion', 'negativeIds'], 'negatives can meet only a criterion of any fact');
      }
      for (const [j, actionId] of (item.failedBy ?? []).entries()) {
        if (!actionIds.has(actionId))
          issue(['rubric', i, 'failedBy', j], `no examination or investigation with id "${actionId}"`);
      }
      if (item.criterion.kind === 'action') {
        item.criterion.actionIds.forEach((actionId, j) => {
          if (!actionIds.has(actionId)) {
            issue(
              ['rubric', i, 'criterion', 'actionIds', j],
              `no examination or investigation with id "${actionId}"`,
            );
          }
        });
      }
    });
    const unknown = c.persona.unknownSystems ?? [];
    unknown.forEach((system, i) => {
      if (unknown.indexOf(system) !== i)
        issue(['persona', 'unknownSystems', i], `"${system}" is listed twice`);
    });
    if (!c.rubric.some((r) => r.critical)) issue(['rubric'], 'mark at least one item as critical');
    const sorted = [...c.nurse.observations].sort((a, b) => a.atSeconds - b.atSeconds);
    if (sorted[0]?.atSeconds !== 0)
      issue(['nurse', 'observations'], 'the first observation set must be at 0 seconds');
  });

/** A case as authored (input) and as validated (output). */
export type CaseDefinitionInput = z.input<typeof ZCaseDefinition>;
export type CaseDefinition = z.output<typeof ZCaseDefinition>;
export type CaseFact = z.output<typeof ZCaseFact>;
export type CaseNegative = z.output<typeof ZCaseNegative>;
export type RubricItem = z.output<typeof ZRubricItem>;

/** What a question tests: a fact, an absent symptom ("no"), a statement, diagnosis fishing, small talk. */
export const questionKinds = ['fact', 'no', 'statement', 'fishing', 'social'] as const;

/**
 * Paraphrased trainee questions for the engine quality script: worded unlike the cue phrases
 * (lay terms, typos, two questions at once). `expect` lists the fact ids a right answer reveals;
 * an empty list means a right answer is a negative or a deflection, never a fact.
 */
export const ZCaseQuestionSet = z
  .object({
    caseId: id,
    /**
     * "dev": paraphrases the engine may be tuned on; "held-out": written by someone given only the
     * case's brief and persona, never used for tuning (the figure that counts).
     */
    split: z.enum(['dev', 'held-out']).optional(),
    questions: z
      .array(
        z.object({
          text: text(400),
          expect: z.array(id),
          /** Absent: "fact" when `expect` names facts, otherwise a negative or a deflection is right. */
          kind: z.enum(questionKinds).optional(),
          note: z.string().max(400).optional(),
        }),
      )
      .min(1),
  })
  .superRefine((set, ctx) => {
    if (set.split !== 'held-out' && set.questions.length < 20)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'a dev set needs at least 20 questions' });
  });
export type CaseQuestionSet = z.output<typeof ZCaseQuestionSet>;

export const adminCaseRoutes = {
  import: defineRoute(adminCaseEndpoints.import, {
    summary: 'Import a case (a new version when it changed); errors name the exact field',
    tag: 'admin',
    auth: 'admin',
    body: z.object({
      definition: ZCaseDefinition,
      status: z.enum(['draft', 'published']).default('published'),
    }),
    data: z.object({ id: z.string(), version: z.number().int(), created: z.boolean() }),
    bodyLimitBytes: 1024 * 1024,
  }),
  export: defineRoute(adminCaseEndpoints.export, {
    summary: 'The definition of a case as authored: its draft, else its published version',
    tag: 'admin',
    auth: 'admin',
    params: z.object({ id: z.string().min(1).max(80) }),
    data: z.object({
      version: z.number().int(),
      status: z.enum(['draft', 'published', 'archived']),
      definition: ZCaseDefinition,
    }),
  }),
};
