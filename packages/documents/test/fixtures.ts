// Realistic reports for the tests and benchmarks of documents and the worker: a hand-off with its
// score, and the whole content of a report bundle, each checked against its contract.
import {
  type Feedback,
  FICTIONAL_PATIENT_DISCLAIMER,
  type HandoffReport,
  type HandoffScore,
  PRODUCT_NAME,
  type ReportBundleContent,
  type RubricResultView,
  type Sbar,
  type SessionAnalysis,
  type TranscriptMessage,
  ZHandoffReport,
  ZReportBundleContent,
} from '@urosim/contracts';

export const fixtureSbar: Sbar = {
  situation:
    'I am the FY2 in ED calling about Mr David Okafor, 58, with a 6-hour history of left loin pain radiating to the groin. He is febrile and I am worried about an obstructed, infected kidney.',
  background:
    'He has a past history of renal colic (2019) and type 2 diabetes on metformin. No known drug allergies. Lives with his wife, independent.',
  assessment:
    'Temperature 38.6 °C, heart rate 112, blood pressure 104/68, respiratory rate 22, SpO2 97% on air. Left renal angle tenderness. Urine dip: blood +++, nitrites positive. CT KUB shows a 7 mm left proximal ureteric stone with hydronephrosis. WCC 17.2, CRP 186, creatinine 148. I think this is an obstructed infected kidney and he is septic.',
  recommendation:
    'Please review him within 30 minutes for urgent decompression (nephrostomy or stent). Meanwhile I have started IV gentamicin after cultures, IV fluids and hourly obs. I will call back if his blood pressure drops below 90 systolic.',
};

const handoffItem = (
  itemId: string,
  description: string,
  met: boolean,
  sentence: string,
  why: string,
): RubricResultView => ({
  itemId,
  category: 'handoff',
  description,
  weight: 1,
  critical: false,
  kind: 'phrase',
  met,
  evidence: met ? { kind: 'phrase', field: 'handoff', phrase: description.toLowerCase(), sentence } : null,
  missing: met ? null : { what: description, why },
});

export const fixtureHandoffScore = (): HandoffScore => ({
  percent: 75,
  metWeight: 3,
  totalWeight: 4,
  items: [
    handoffItem(
      'handoff-s',
      'States the concern: obstructed infected kidney',
      true,
      'I am worried about an obstructed, infected kidney.',
      '',
    ),
    handoffItem('handoff-b', 'Gives relevant history and allergies', true, 'No known drug allergies.', ''),
    handoffItem(
      'handoff-a',
      'Reports the observations with numbers',
      true,
      'Temperature 38.6 °C, heart rate 112, blood pressure 104/68.',
      '',
    ),
    handoffItem(
      'handoff-r',
      'Asks for urgent decompression and says what was started',
      false,
      '',
      'An infected obstructed kidney needs drainage within hours: the registrar must hear the request plainly.',
    ),
  ],
  sections: [
    {
      section: 'situation',
      verdict: 'strong',
      words: 33,
      met: ['States the concern: obstructed infected kidney'],
      missed: [],
      gaps: [],
    },
    {
      section: 'background',
      verdict: 'strong',
      words: 22,
      met: ['Gives relevant history and allergies'],
      missed: [],
      gaps: [],
    },
    {
      section: 'assessment',
      verdict: 'strong',
      words: 58,
      met: ['Reports the observations with numbers'],
      missed: [],
      gaps: [],
    },
    {
      section: 'recommendation',
      verdict: 'weak',
      words: 40,
      met: [],
      missed: ['Asks for urgent decompression and says what was started'],
      gaps: ['No time frame for the review'],
    },
  ],
});

/** A hand-off report as the api hands it to the PDF; `sbar` and others may be replaced. */
export const fixtureHandoffReport = (overrides: Partial<HandoffReport> = {}): HandoffReport =>
  ZHandoffReport.parse({
    productName: PRODUCT_NAME,
    caseTitle: 'Loin pain and fever in a 58-year-old man',
    sessionEndedAt: '2026-11-20T09:41:00.000Z',
    updatedAt: '2026-11-20T10:02:30.000Z',
    sbar: fixtureSbar,
    score: fixtureHandoffScore(),
    disclaimer: FICTIONAL_PATIENT_DISCLAIMER,
    ...overrides,
  });

/** A consultation of `turns` exchanges (question, reply, now and then an order to the nurse). */
export const fixtureTranscript = (turns = 12): TranscriptMessage[] => {
  const lines: TranscriptMessage[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    const at = 20 + turn * 37;
    const base = {
      revealedFactIds: [],
      createdAt: new Date(Date.UTC(2026, 10, 20, 9, 30) + at * 1000).toISOString(),
    };
    lines.push({
      ...base,
      id: `t${turn}`,
      channel: 'patient',
      sender: 'trainee',
      text: `Can you tell me more about the pain, and anything that makes it better or worse? (${turn + 1})`,
      elapsedSeconds: at,
      engine: null,
    });
    lines.push({
      ...base,
      id: `p${turn}`,
      channel: 'patient',
      sender: 'patient',
      text: 'It comes in waves, doctor, and nothing helps. I feel hot and shivery and I have been sick twice.',
      elapsedSeconds: at + 6,
      engine: { name: 'scripted', fallback: null },
    });
    if (turn % 4 === 3) {
      lines.push({
        ...base,
        id: `n${turn}`,
        channel: 'nurse',
        sender: 'nurse',
        text: 'Bloods and cultures are sent. His latest temperature is 38.6.',
        elapsedSeconds: at + 12,
        engine: { name: 'scripted', fallback: null },
      });
    }
  }
  return lines;
};

const rubricResults = (): RubricResultView[] => [
  {
    itemId: 'history-onset',
    category: 'history',
    description: 'Asks about the onset and character of the pain',
    weight: 2,
    critical: false,
    kind: 'fact',
    met: true,
    evidence: {
      kind: 'fact',
      factId: 'onset',
      question: { messageId: 't0', text: 'When did the pain start?', elapsedSeconds: 20 },
      reply: { messageId: 'p0', text: 'About six hours ago, it comes in waves.', elapsedSeconds: 26 },
    },
    missing: null,
  },
  {
    itemId: 'red-flag-fever',
    category: 'red-flags',
    description: 'Asks about fever or rigors',
    weight: 3,
    critical: true,
    kind: 'fact',
    met: true,
    evidence: {
      kind: 'fact',
      factId: 'fever',
      question: { messageId: 't1', text: 'Have you had any fever or shivers?', elapsedSeconds: 57 },
      reply: { messageId: 'p1', text: 'I feel hot and shivery.', elapsedSeconds: 63 },
    },
    missing: null,
  },
  {
    itemId: 'invest-ct',
    category: 'investigations',
    description: 'Requests a CT KUB',
    weight: 2,
    critical: false,
    kind: 'action',
    met: true,
    evidence: {
      kind: 'action',
      actionKind: 'investigation',
      itemId: 'ct-kub',
      name: 'CT KUB',
      requestedAtSeconds: 301,
    },
    missing: null,
  },
  {
    itemId: 'exam-renal-angle',
    category: 'examination',
    description: 'Examines the renal angles',
    weight: 1,
    critical: false,
    kind: 'action',
    met: false,
    evidence: null,
    missing: {
      what: 'Renal angle examination',
      why: 'Tenderness over the kidney points to upper tract infection.',
    },
  },
  ...fixtureHandoffScore().items,
];

/** The feedback of a played session, with a written hand-off. */
export const fixtureFeedback = (sessionId: string, transcriptTurns = 12): Feedback => {
  const results = rubricResults();
  return {
    sessionId,
    caseId: 'loin-pain-fever',
    caseTitle: 'Loin pain and fever in a 58-year-old man',
    debrief: {
      topic: 'stones',
      topicLabel: 'Stones',
      learningObjectives: ['Recognise an obstructed infected kidney', 'Arrange urgent decompression'],
      references: [{ guideline: 'EAU Guidelines on Urolithiasis', section: '3.4.1' }],
    },
    endedAt: '2026-11-20T09:41:00.000Z',
    scoringVersion: 7,
    overall: 78,
    flagged: false,
    level: { level: 3, name: 'Competent', label: 'Level 3 — Competent' },
    levelBasis: { scoredSessions: 5, averageScore: 71 },
    durationSeconds: 900,
    categories: [
      {
        category: 'history',
        label: 'History',
        score: 100,
        metWeight: 2,
        totalWeight: 2,
        metCount: 1,
        itemCount: 1,
      },
      {
        category: 'red-flags',
        label: 'Red flags',
        score: 100,
        metWeight: 3,
        totalWeight: 3,
        metCount: 1,
        itemCount: 1,
      },
      {
        category: 'examination',
        label: 'Examination',
        score: 0,
        metWeight: 0,
        totalWeight: 1,
        metCount: 0,
        itemCount: 1,
      },
      {
        category: 'investigations',
        label: 'Investigations',
        score: 100,
        metWeight: 2,
        totalWeight: 2,
        metCount: 1,
        itemCount: 1,
      },
      {
        category: 'handoff',
        label: 'Hand-off',
        score: 75,
        metWeight: 3,
        totalWeight: 4,
        metCount: 3,
        itemCount: 4,
      },
    ],
    results,
    missedOrder: results.filter((r) => !r.met).map((r) => r.itemId),
    strengthsOrder: results.filter((r) => r.met).map((r) => r.itemId),
    inappropriateActions: [],
    expected: {
      workingDiagnosis: 'Obstructed, infected left kidney (ureteric stone with urosepsis)',
      differentials: ['Pyelonephritis without obstruction', 'Leaking abdominal aortic aneurysm'],
      redFlags: ['Fever with an obstructing stone', 'Hypotension'],
      management: [
        'Sepsis six',
        'IV antibiotics after cultures',
        'Urgent decompression: nephrostomy or stent',
      ],
      modelAnswer:
        'A febrile patient with an obstructing ureteric stone has an infected obstructed kidney until shown otherwise: resuscitate, give antibiotics and arrange decompression within hours.',
    },
    transcript: fixtureTranscript(transcriptTurns),
    summary: {
      diagnosis: 'Obstructed infected left kidney',
      differentials: 'Pyelonephritis',
      investigations: 'CT KUB, bloods, cultures',
      management: 'Antibiotics, fluids, urology for decompression',
      escalation: 'Registrar now',
      submittedAt: '2026-11-20T09:45:00.000Z',
    },
    narrative: {
      engine: 'template',
      headline: 'A safe consultation that found the red flag early.',
      strengths: ['You asked about fever within the first minute.'],
      improvements: ['Examine the renal angles before imaging.'],
      nextStep: 'Practise a hand-off that asks for a specific action with a time frame.',
    },
    suggestedCase: null,
    suggestionReason: null,
    handoff: {
      state: 'written',
      score: fixtureHandoffScore(),
      updatedAt: '2026-11-20T10:02:30.000Z',
      revisedAfterFeedback: false,
    },
  };
};

export const fixtureAnalyses = (): SessionAnalysis[] => [
  {
    type: 'communication',
    behaviours: [
      {
        behaviour: 'introduces-self',
        label: 'Introduces themself',
        shown: true,
        line: { messageId: 't0', text: 'Hello, I am one of the doctors.', elapsedSeconds: 5 },
      },
    ],
    questions: { open: 7, closed: 5, openShare: 0.58 },
    messages: 12,
    averageWords: 14.2,
  },
  {
    type: 'clinical-reasoning',
    history: [{ category: 'presenting-complaint', total: 4, found: 3 }],
    redFlags: { total: 2, found: 1 },
    investigations: {
      appropriateRequested: ['CT KUB'],
      appropriateMissed: ['Blood cultures'],
      inappropriateRequested: [],
    },
    diagnosis: { met: true, expected: 'Obstructed infected kidney' },
  },
  {
    type: 'timeline',
    events: [{ kind: 'fact', id: 'fever', label: 'Fever', redFlag: true, elapsedSeconds: 63 }],
    timeToFirstRedFlagSeconds: 63,
    factsFound: 9,
    factsTotal: 14,
  },
];

/** What the api stores with a bundle request; `transcriptTurns` makes it as long as wanted. */
export const fixtureBundleContent = (
  sessionId: string,
  options: { transcriptTurns?: number; handoff?: boolean } = {},
): ReportBundleContent =>
  ZReportBundleContent.parse({
    sessionId,
    requestedAt: '2026-11-20T10:05:00.000Z',
    feedback: fixtureFeedback(sessionId, options.transcriptTurns),
    analyses: fixtureAnalyses(),
    handoff: options.handoff === false ? null : fixtureHandoffReport(),
  });
