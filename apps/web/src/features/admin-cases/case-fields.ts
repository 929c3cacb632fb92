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
} from '@urosim/contracts';

/** One field of the authoring form, described once; `FieldEditor` renders any of them. */
export type FieldSpec =
  | { kind: 'text' | 'textarea'; key: string; label: string; help?: string; isOptional?: boolean }
  | { kind: 'number'; key: string; label: string; help?: string; isOptional?: boolean }
  | { kind: 'select'; key: string; label: string; options: readonly string[]; isOptional?: boolean }
  | { kind: 'boolean'; key: string; label: string }
  | { kind: 'strings'; key: string; label: string; itemLabel: string; isOptional?: boolean }
  | { kind: 'multi'; key: string; label: string; options: readonly string[] }
  /** Lists of lists of words (alternative phrasings): one list a line, words split by commas. */
  | { kind: 'lines-of-words'; key: string; label: string; help: string }
  | { kind: 'group'; key: string; label: string; fields: FieldSpec[]; isOptional?: boolean }
  | {
      kind: 'list';
      key: string;
      label: string;
      itemLabel: string;
      fields: FieldSpec[];
      newItem: () => object;
    }
  | { kind: 'union'; key: string; label: string; variants: Record<string, FieldSpec[]> };

const cueField: FieldSpec = {
  kind: 'strings',
  key: 'cues',
  label: 'Cue phrases (ways a trainee might ask; at least two)',
  itemLabel: 'Cue',
};

/** The form's sections, in the order of the case format (design: cases.md). */
export const caseSections: { id: string; label: string; fields: FieldSpec[] }[] = [
  {
    id: 'identity',
    label: 'Identity',
    fields: [
      {
        kind: 'text',
        key: 'id',
        label: 'Case id',
        help: 'lower-case words joined by hyphens; fixed once saved',
      },
      { kind: 'text', key: 'title', label: 'Title' },
      { kind: 'select', key: 'topic', label: 'Topic', options: caseTopics },
      { kind: 'select', key: 'difficulty', label: 'Difficulty', options: caseDifficulties },
      { kind: 'number', key: 'durationSeconds', label: 'Duration (seconds)' },
      { kind: 'select', key: 'accessTier', label: 'Access tier', options: accessTiers },
      { kind: 'textarea', key: 'summary', label: 'Summary (the card’s teaser: never the diagnosis)' },
      { kind: 'strings', key: 'learningObjectives', label: 'Learning objectives', itemLabel: 'Objective' },
      {
        kind: 'list',
        key: 'references',
        label: 'References',
        itemLabel: 'Reference',
        fields: [
          { kind: 'text', key: 'guideline', label: 'Guideline' },
          { kind: 'text', key: 'section', label: 'Section' },
        ],
        newItem: () => ({ guideline: '' }),
      },
    ],
  },
  {
    id: 'setting',
    label: 'Setting',
    fields: [
      {
        kind: 'group',
        key: 'setting',
        label: 'Setting',
        fields: [
          { kind: 'select', key: 'location', label: 'Location', options: caseSettings },
          { kind: 'textarea', key: 'brief', label: 'Brief (what the trainee is told at the start)' },
          {
            kind: 'list',
            key: 'documents',
            label: 'Documents',
            itemLabel: 'Document',
            fields: [
              { kind: 'text', key: 'id', label: 'Id' },
              { kind: 'text', key: 'title', label: 'Title' },
              {
                kind: 'select',
                key: 'kind',
                label: 'Kind',
                options: caseDocumentKinds,
              },
              { kind: 'textarea', key: 'content', label: 'Content' },
            ],
            newItem: () => ({ id: '', title: '', kind: 'referral-letter', content: '' }),
          },
        ],
      },
    ],
  },
  {
    id: 'persona',
    label: 'Persona',
    fields: [
      {
        kind: 'group',
        key: 'persona',
        label: 'Persona',
        fields: [
          { kind: 'text', key: 'name', label: 'Name' },
          { kind: 'number', key: 'age', label: 'Age' },
          { kind: 'select', key: 'sex', label: 'Sex', options: personaSexes },
          { kind: 'text', key: 'occupation', label: 'Occupation' },
          {
            kind: 'select',
            key: 'manner',
            label: 'Manner',
            options: personaManners,
          },
          { kind: 'select', key: 'pain', label: 'Pain as they talk', options: personaPains },
          { kind: 'textarea', key: 'speakingStyle', label: 'Speaking style' },
          { kind: 'textarea', key: 'openingLine', label: 'Opening line' },
          { kind: 'textarea', key: 'ideas', label: 'Ideas' },
          { kind: 'textarea', key: 'concerns', label: 'Concerns' },
          { kind: 'textarea', key: 'expectations', label: 'Expectations' },
          { kind: 'textarea', key: 'deflection', label: 'Deflection (when a question finds nothing)' },
          {
            kind: 'multi',
            key: 'unknownSystems',
            label: 'Systems the patient cannot speak for',
            options: patientSystems,
          },
          {
            kind: 'group',
            key: 'proxy',
            label: 'Who answers for the patient (a parent, a carer)',
            isOptional: true,
            fields: [
              {
                kind: 'text',
                key: 'name',
                label: 'Their name (empty: the patient answers)',
                isOptional: true,
              },
              {
                kind: 'text',
                key: 'relation',
                label: 'Who they are to the patient (mother, carer)',
                isOptional: true,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'facts',
    label: 'Facts',
    fields: [
      {
        kind: 'list',
        key: 'facts',
        label: 'Facts (the only things the patient knows)',
        itemLabel: 'Fact',
        fields: [
          { kind: 'text', key: 'id', label: 'Id' },
          { kind: 'select', key: 'category', label: 'Category', options: factCategories },
          { kind: 'textarea', key: 'answer', label: 'Answer (lay language, first person)' },
          cueField,
          { kind: 'boolean', key: 'redFlag', label: 'Red flag' },
          { kind: 'boolean', key: 'volunteered', label: 'Volunteered unasked' },
        ],
        newItem: () => ({ id: '', category: 'presenting-complaint', answer: '', cues: ['', ''] }),
      },
    ],
  },
  {
    id: 'negatives',
    label: 'Negatives',
    fields: [
      {
        kind: 'list',
        key: 'negatives',
        label: 'Negatives (consistent “no” answers)',
        itemLabel: 'Negative',
        fields: [
          { kind: 'text', key: 'id', label: 'Id' },
          { kind: 'select', key: 'category', label: 'Category', options: factCategories },
          { kind: 'textarea', key: 'answer', label: 'Answer' },
          cueField,
        ],
        newItem: () => ({ id: '', category: 'systems-review', answer: '', cues: ['', ''] }),
      },
    ],
  },
  {
    id: 'examination',
    label: 'Examination',
    fields: [
      {
        kind: 'list',
        key: 'examination',
        label: 'Examination findings',
        itemLabel: 'Examination',
        fields: [
          { kind: 'text', key: 'id', label: 'Id' },
          { kind: 'select', key: 'system', label: 'System', options: examinationSystems },
          { kind: 'text', key: 'name', label: 'Name' },
          cueField,
          { kind: 'textarea', key: 'finding', label: 'Finding' },
        ],
        newItem: () => ({ id: '', system: 'abdomen', name: '', cues: ['', ''], finding: '' }),
      },
    ],
  },
  {
    id: 'investigations',
    label: 'Investigations',
    fields: [
      {
        kind: 'list',
        key: 'investigations',
        label: 'Investigations',
        itemLabel: 'Investigation',
        fields: [
          { kind: 'text', key: 'id', label: 'Id' },
          { kind: 'text', key: 'name', label: 'Name' },
          { kind: 'strings', key: 'aliases', label: 'Aliases', itemLabel: 'Alias' },
          { kind: 'select', key: 'kind', label: 'Kind', options: investigationKinds },
          { kind: 'textarea', key: 'result', label: 'Result' },
          {
            kind: 'number',
            key: 'availableAfterSeconds',
            label: 'Available after (seconds of session time)',
          },
          { kind: 'boolean', key: 'appropriate', label: 'Appropriate to request' },
        ],
        newItem: () => ({
          id: '',
          name: '',
          aliases: [],
          kind: 'blood',
          result: '',
          availableAfterSeconds: 0,
          appropriate: true,
        }),
      },
    ],
  },
  {
    id: 'nurse',
    label: 'Nurse',
    fields: [
      {
        kind: 'group',
        key: 'nurse',
        label: 'Nurse',
        fields: [
          { kind: 'text', key: 'name', label: 'Name' },
          {
            kind: 'list',
            key: 'observations',
            label: 'Observations over time',
            itemLabel: 'Observation set',
            fields: [
              { kind: 'number', key: 'atSeconds', label: 'From (seconds)' },
              { kind: 'textarea', key: 'text', label: 'What the nurse reports' },
              {
                kind: 'group',
                key: 'vitals',
                label: 'Vital signs',
                isOptional: true,
                fields: [
                  { kind: 'number', key: 'heartRate', label: 'Heart rate', isOptional: true },
                  { kind: 'number', key: 'systolic', label: 'Systolic', isOptional: true },
                  { kind: 'number', key: 'diastolic', label: 'Diastolic', isOptional: true },
                  { kind: 'number', key: 'respiratoryRate', label: 'Respiratory rate', isOptional: true },
                  { kind: 'number', key: 'temperature', label: 'Temperature', isOptional: true },
                  { kind: 'number', key: 'oxygenSaturation', label: 'Oxygen saturation', isOptional: true },
                  {
                    kind: 'select',
                    key: 'consciousness',
                    label: 'ACVPU',
                    options: consciousnessLevels,
                    isOptional: true,
                  },
                  { kind: 'number', key: 'painScore', label: 'Pain score', isOptional: true },
                ],
              },
            ],
            newItem: () => ({ atSeconds: 0, text: '', vitals: {} }),
          },
          {
            kind: 'list',
            key: 'actions',
            label: 'What the nurse does on request',
            itemLabel: 'Nurse action',
            fields: [
              { kind: 'text', key: 'id', label: 'Id' },
              cueField,
              { kind: 'textarea', key: 'response', label: 'Response' },
            ],
            newItem: () => ({ id: '', cues: ['', ''], response: '' }),
          },
        ],
      },
    ],
  },
  {
    id: 'expected',
    label: 'Expected answers',
    fields: [
      {
        kind: 'group',
        key: 'expected',
        label: 'Expected answers',
        fields: [
          { kind: 'text', key: 'workingDiagnosis', label: 'Working diagnosis' },
          { kind: 'strings', key: 'diagnosisSynonyms', label: 'Diagnosis synonyms', itemLabel: 'Synonym' },
          { kind: 'strings', key: 'differentials', label: 'Differentials', itemLabel: 'Differential' },
          { kind: 'strings', key: 'redFlags', label: 'Red flags', itemLabel: 'Red flag' },
          { kind: 'strings', key: 'management', label: 'Management', itemLabel: 'Step' },
          { kind: 'strings', key: 'escalation', label: 'Escalation', itemLabel: 'Step' },
          { kind: 'strings', key: 'safetyNetting', label: 'Safety-netting', itemLabel: 'Point' },
          {
            kind: 'strings',
            key: 'handoffKeyPoints',
            label: 'Hand-off key points (SBAR)',
            itemLabel: 'Point',
          },
          { kind: 'textarea', key: 'modelAnswer', label: 'Model answer' },
        ],
      },
    ],
  },
  {
    id: 'rubric',
    label: 'Rubric',
    fields: [
      {
        kind: 'list',
        key: 'rubric',
        label: 'Rubric items',
        itemLabel: 'Rubric item',
        fields: [
          { kind: 'text', key: 'id', label: 'Id' },
          { kind: 'select', key: 'category', label: 'Category', options: rubricCategories },
          { kind: 'textarea', key: 'description', label: 'Description' },
          { kind: 'number', key: 'weight', label: 'Weight (1–5)' },
          { kind: 'boolean', key: 'critical', label: 'Critical item' },
          {
            kind: 'select',
            key: 'handoffSection',
            label: 'Hand-off section (SBAR)',
            options: sbarSections,
            isOptional: true,
          },
          {
            kind: 'union',
            key: 'criterion',
            label: 'How it is met',
            variants: {
              fact: [
                { kind: 'strings', key: 'factIds', label: 'Fact ids', itemLabel: 'Fact id' },
                {
                  kind: 'select',
                  key: 'require',
                  label: 'Require',
                  options: criterionRequirements,
                  isOptional: true,
                },
                {
                  kind: 'strings',
                  key: 'negativeIds',
                  label: 'Negatives that establish it too (their "no", asked for; only with any)',
                  itemLabel: 'Negative id',
                  isOptional: true,
                },
                {
                  kind: 'strings',
                  key: 'before',
                  label: 'Asked before orders naming',
                  itemLabel: 'Order',
                  isOptional: true,
                },
                {
                  kind: 'lines-of-words',
                  key: 'about',
                  label: 'About (topics the questions must name)',
                  help: 'one topic a line; its words separated by commas',
                },
              ],
              action: [
                {
                  kind: 'strings',
                  key: 'actionIds',
                  label: 'Examination or investigation ids',
                  itemLabel: 'Id',
                },
                {
                  kind: 'select',
                  key: 'require',
                  label: 'Require',
                  options: criterionRequirements,
                  isOptional: true,
                },
                {
                  kind: 'strings',
                  key: 'before',
                  label: 'Before orders naming',
                  itemLabel: 'Order',
                  isOptional: true,
                },
              ],
              phrase: [
                { kind: 'select', key: 'field', label: 'Summary field', options: [...summaryFields, 'any'] },
                { kind: 'strings', key: 'phrases', label: 'Phrases', itemLabel: 'Phrase' },
                {
                  kind: 'lines-of-words',
                  key: 'alsoPhrases',
                  label: 'Also phrases (further parts)',
                  help: 'one part a line; its phrases separated by commas',
                },
                { kind: 'boolean', key: 'unconditional', label: 'Unconditional (time-critical)' },
                { kind: 'boolean', key: 'contingency', label: 'Contingency' },
              ],
              behaviour: [
                { kind: 'select', key: 'behaviour', label: 'Behaviour', options: communicationBehaviours },
                {
                  kind: 'lines-of-words',
                  key: 'about',
                  label: 'About (topics)',
                  help: 'one topic a line; its words separated by commas',
                },
              ],
            },
          },
          {
            kind: 'strings',
            key: 'failedBy',
            label: 'Failed by (harmful requests)',
            itemLabel: 'Id',
            isOptional: true,
          },
          { kind: 'textarea', key: 'rationale', label: 'Rationale (shown when missed)' },
        ],
        newItem: () => ({
          id: '',
          category: 'history',
          description: '',
          weight: 1,
          critical: false,
          criterion: { kind: 'fact', factIds: [] },
          rationale: '',
        }),
      },
    ],
  },
];
