// The case format's fixed lists (topics, tiers, categories…) as plain values, apart from its zod
// schemas (cases.ts): pages that only need a list, such as the pricing pages' tiers, then do not
// download and run zod.

export const caseTopics = [
  'haematuria',
  'stones',
  'infection',
  'retention',
  'scrotum',
  'penile',
  'prostate',
  'catheter',
  'trauma',
  'oncology-communication',
] as const;
export const caseDifficulties = ['foundation', 'core', 'advanced'] as const;
export const accessTiers = ['free', 'basic', 'standard', 'premium'] as const;
export const caseSettings = [
  'emergency-department',
  'ward',
  'clinic',
  'gp-referral',
  'urology-assessment-unit',
] as const;
export const factCategories = [
  'presenting-complaint',
  'history-of-presenting-complaint',
  'past-medical-history',
  'drug-history',
  'allergies',
  'social-history',
  'family-history',
  'systems-review',
  'ice',
] as const;
export const examinationSystems = [
  'general',
  'vital-signs',
  'abdomen',
  'renal-angle',
  'external-genitalia',
  'digital-rectal',
  'neurological',
  'chest',
  'cardiovascular',
] as const;
export const investigationKinds = ['bedside', 'urine', 'blood', 'imaging', 'procedure'] as const;
export const rubricCategories = [
  'history',
  'red-flags',
  'examination',
  'investigations',
  'diagnosis',
  'management',
  'communication',
  'handoff',
] as const;
export const communicationBehaviours = [
  'introduces-self',
  'confirms-identity',
  'open-question-first',
  'shows-empathy',
  'checks-understanding',
  'summarises',
  'safety-nets',
] as const;
/** The four parts of an SBAR hand-off, in their order. */
export const sbarSections = ['situation', 'background', 'assessment', 'recommendation'] as const;
export type SbarSection = (typeof sbarSections)[number];
export const summaryFields = [
  'diagnosis',
  'differentials',
  'investigations',
  'management',
  'escalation',
  'handoff',
] as const;
/**
 * Body systems of the patient's closed world (the engine's lexicon of symptoms, conditions and
 * exposures is grouped by them). A case may mark a system as unknown to the patient.
 */
export const patientSystems = [
  'general',
  'urinary',
  'genital',
  'gastrointestinal',
  'cardiovascular',
  'respiratory',
  'neurological',
  'musculoskeletal',
  'skin',
  'endocrine',
  'haematological',
  'eyes-ent',
  'mental-health',
  'gynaecological',
  'past-history',
  'family-history',
  'medications',
  'exposures',
] as const;

/** The kinds of document a case can hand the trainee (a referral letter, a drug chart…). */
export const caseDocumentKinds = [
  'referral-letter',
  'observations-chart',
  'results',
  'clinic-letter',
  'imaging-report',
  'drug-chart',
] as const;

/** The patient's sex, as the persona states it. */
export const personaSexes = ['male', 'female'] as const;

/** The manner a persona keeps through the consultation. */
export const personaManners = ['anxious', 'stoic', 'talkative', 'irritable', 'embarrassed', 'calm'] as const;

/**
 * How much pain the patient is in while they talk (beside their manner: a stoic patient can be in
 * severe pain): moderate is about 5–7 out of 10, severe 8 or more. The avatar shows and voices it.
 */
export const personaPains = ['none', 'moderate', 'severe'] as const;

/** The AVPU scale's levels, with C (new confusion) as ACVPU adds it. */
export const consciousnessLevels = ['A', 'C', 'V', 'P', 'U'] as const;

/** Whether a criterion needs any one of its phrases or all of them. */
export const criterionRequirements = ['any', 'all'] as const;
