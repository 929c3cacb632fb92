import type { CaseDefinitionInput } from '@urosim/contracts';

/** A new case's starting point: every required part present, to be filled in. */
export const blankCase = (): CaseDefinitionInput =>
  ({
    id: '',
    title: '',
    topic: 'haematuria',
    difficulty: 'foundation',
    durationSeconds: 600,
    accessTier: 'free',
    summary: '',
    learningObjectives: [''],
    references: [{ guideline: '' }],
    setting: { location: 'emergency-department', brief: '', documents: [] },
    persona: {
      name: '',
      age: 50,
      sex: 'male',
      occupation: '',
      manner: 'calm',
      pain: 'none',
      speakingStyle: '',
      openingLine: '',
      ideas: '',
      concerns: '',
      expectations: '',
    },
    facts: [{ id: '', category: 'presenting-complaint', answer: '', cues: ['', ''] }],
    negatives: [],
    examination: [],
    investigations: [],
    nurse: { name: '', observations: [{ atSeconds: 0, text: '', vitals: {} }], actions: [] },
    expected: {
      workingDiagnosis: '',
      differentials: [''],
      redFlags: [''],
      management: [''],
      handoffKeyPoints: [''],
      modelAnswer: '',
    },
    rubric: [
      {
        id: '',
        category: 'history',
        description: '',
        weight: 1,
        critical: true,
        criterion: { kind: 'fact', factIds: [] },
        rationale: '',
      },
    ],
  }) as unknown as CaseDefinitionInput;
