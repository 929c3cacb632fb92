import { type CaseDefinition, ZCaseDefinition } from '@urosim/contracts';

/** A small valid case for tests that do not need the library. */
export const fixtureCase = (id = 'fixture-renal-colic'): CaseDefinition =>
  ZCaseDefinition.parse({
    id,
    title: 'Loin pain in a delivery driver',
    topic: 'stones',
    difficulty: 'foundation',
    durationSeconds: 600,
    summary: 'A 38-year-old with sudden severe right-sided pain.',
    learningObjectives: ['Assess acute loin pain'],
    references: [{ guideline: 'NICE NG118' }],
    setting: {
      location: 'emergency-department',
      brief: 'You are the urology SHO in the emergency department.',
      documents: [
        { id: 'triage-note', title: 'Triage note', kind: 'observations-chart', content: 'HR 96, BP 138/84' },
      ],
    },
    persona: {
      name: 'Daniel Hughes',
      age: 38,
      sex: 'male',
      occupation: 'delivery driver',
      manner: 'anxious',
      speakingStyle: 'short sentences',
      openingLine: 'Doctor, the pain in my side is unbearable.',
      ideas: 'Maybe appendicitis.',
      concerns: 'Losing work.',
      expectations: 'Pain relief.',
    },
    facts: [
      {
        id: 'pain-site',
        category: 'presenting-complaint',
        answer: 'It is on my right side at the back, and it goes down to my groin.',
        cues: ['where is the pain', 'does it spread', 'radiate'],
        volunteered: true,
      },
      {
        id: 'fever',
        category: 'systems-review',
        answer: 'I have felt shivery and hot since this morning.',
        cues: ['fever', 'temperature', 'shivers'],
        redFlag: true,
      },
    ],
    negatives: [
      {
        id: 'no-vomit',
        category: 'systems-review',
        answer: 'No, I have not been sick.',
        cues: ['vomiting', 'sick'],
      },
    ],
    examination: [
      {
        id: 'abdomen',
        system: 'abdomen',
        name: 'Abdominal examination',
        cues: ['examine abdomen', 'tummy'],
        finding: 'Soft, tender right loin.',
      },
    ],
    investigations: [
      {
        id: 'urine-dip',
        name: 'Urine dipstick',
        kind: 'urine',
        result: 'Blood 3+',
        availableAfterSeconds: 0,
      },
      {
        id: 'ct-kub',
        name: 'CT KUB',
        aliases: ['non-contrast CT'],
        kind: 'imaging',
        result: '6 mm stone at the right VUJ.',
        availableAfterSeconds: 300,
      },
    ],
    nurse: {
      name: 'Staff Nurse Okafor',
      observations: [
        { atSeconds: 0, text: 'HR 96, BP 138/84, RR 18, T 37.4, SpO2 98%.' },
        { atSeconds: 240, text: 'HR 104, BP 132/80, RR 20, T 38.1, SpO2 97%.' },
      ],
      actions: [
        {
          id: 'analgesia',
          cues: ['pain relief', 'analgesia'],
          response: 'I can give the diclofenac you prescribe.',
        },
      ],
    },
    expected: {
      workingDiagnosis: 'Right ureteric colic',
      differentials: ['Pyelonephritis'],
      redFlags: ['Fever with obstruction'],
      management: ['Analgesia', 'CT KUB'],
      handoffKeyPoints: ['Obstruction with fever needs decompression'],
      modelAnswer: 'A model answer.',
    },
    rubric: [
      {
        id: 'asks-fever',
        category: 'red-flags',
        description: 'Asks about fever',
        weight: 3,
        critical: true,
        criterion: { kind: 'fact', factIds: ['fever'] },
        rationale: 'Infection with obstruction is an emergency.',
      },
      {
        id: 'orders-ct',
        category: 'investigations',
        description: 'Orders CT KUB',
        weight: 2,
        criterion: { kind: 'action', actionIds: ['ct-kub'] },
        rationale: 'NICE NG118.',
      },
    ],
  });
