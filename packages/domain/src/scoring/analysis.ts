import { type CaseDefinition, communicationBehaviours, factCategories } from '@urosim/contracts';
import { classifySentence, findBehaviour, type ScoringMessage, type TranscriptRef } from './behaviours.ts';
import type { ScoringAction, SessionScore } from './score.ts';

/** The analyses the feedback offers beside the score. */
export const analysisTypes = ['communication', 'clinical-reasoning', 'timeline'] as const;
export type AnalysisType = (typeof analysisTypes)[number];

const behaviourLabels: Record<(typeof communicationBehaviours)[number], string> = {
  'introduces-self': 'Introduced yourself',
  'confirms-identity': 'Confirmed the patient’s identity',
  'open-question-first': 'Opened with an open question',
  'shows-empathy': 'Showed empathy',
  'checks-understanding': 'Checked understanding',
  summarises: 'Summed up what happens next',
  'safety-nets': 'Safety-netted',
};

const traineeToPatient = (transcript: readonly ScoringMessage[]) =>
  transcript.filter((m) => m.sender === 'trainee' && m.channel === 'patient');

/** How the trainee talked: behaviours with their lines, and open against closed questions. */
export const communicationAnalysis = (transcript: readonly ScoringMessage[]) => {
  const lines = traineeToPatient(transcript);
  let open = 0;
  let closed = 0;
  for (const line of lines) {
    for (const sentence of line.text.split(/(?<=[?.!])\s+/)) {
      const kind = classifySentence(sentence);
      if (kind === 'open') open += 1;
      if (kind === 'closed') closed += 1;
    }
  }
  return {
    type: 'communication' as const,
    behaviours: communicationBehaviours.map((behaviour) => {
      const line = findBehaviour(behaviour, transcript);
      return { behaviour, label: behaviourLabels[behaviour], shown: line !== null, line };
    }),
    questions: { open, closed, openShare: open + closed ? Math.round((open / (open + closed)) * 100) : null },
    messages: lines.length,
    averageWords: lines.length
      ? Math.round(lines.reduce((n, l) => n + l.text.split(/\s+/).filter(Boolean).length, 0) / lines.length)
      : null,
  };
};

const revealedAt = (transcript: readonly ScoringMessage[]) => {
  const first = new Map<string, { elapsedSeconds: number; reply: TranscriptRef }>();
  for (const m of transcript) {
    if (m.sender !== 'patient') continue;
    for (const id of m.revealedFactIds) {
      if (!first.has(id)) {
        first.set(id, {
          elapsedSeconds: m.elapsedSeconds,
          reply: { messageId: m.id, text: m.text, elapsedSeconds: m.elapsedSeconds },
        });
      }
    }
  }
  return first;
};

/** What the trainee found out and did: history coverage by category, red flags, tests, diagnosis. */
export const clinicalReasoningAnalysis = (
  caseDef: CaseDefinition,
  transcript: readonly ScoringMessage[],
  actions: readonly ScoringAction[],
  score: SessionScore,
) => {
  const found = revealedAt(transcript);
  const requested = new Set(actions.filter((a) => a.kind === 'investigation').map((a) => a.itemId));
  const redFlags = caseDef.facts.filter((f) => f.redFlag);
  const diagnosisItems = score.results.filter((r) => r.category === 'diagnosis');
  return {
    type: 'clinical-reasoning' as const,
    history: factCategories
      .map((category) => {
        const facts = caseDef.facts.filter((f) => f.category === category);
        return { category, total: facts.length, found: facts.filter((f) => found.has(f.id)).length };
      })
      .filter((row) => row.total > 0),
    redFlags: { total: redFlags.length, found: redFlags.filter((f) => found.has(f.id)).length },
    investigations: {
      appropriateRequested: caseDef.investigations
        .filter((i) => i.appropriate && requested.has(i.id))
        .map((i) => i.name),
      appropriateMissed: caseDef.investigations
        .filter((i) => i.appropriate && !requested.has(i.id))
        .map((i) => i.name),
      inappropriateRequested: caseDef.investigations
        .filter((i) => !i.appropriate && requested.has(i.id))
        .map((i) => i.name),
    },
    diagnosis: {
      met: diagnosisItems.length > 0 && diagnosisItems.every((r) => r.met),
      expected: caseDef.expected.workingDiagnosis,
    },
  };
};

/** When each fact came out and each action happened; the time to the first red-flag answer. */
export const timelineAnalysis = (
  caseDef: CaseDefinition,
  transcript: readonly ScoringMessage[],
  actions: readonly ScoringAction[],
) => {
  const found = revealedAt(transcript);
  const events = [
    ...caseDef.facts
      .filter((f) => found.has(f.id))
      .map((f) => ({
        kind: 'fact' as const,
        id: f.id,
        label: f.answer,
        redFlag: f.redFlag,
        elapsedSeconds: found.get(f.id)!.elapsedSeconds,
      })),
    ...actions.map((a) => ({
      kind: a.kind,
      id: a.itemId,
      label:
        (a.kind === 'examination'
          ? caseDef.examination.find((e) => e.id === a.itemId)?.name
          : caseDef.investigations.find((i) => i.id === a.itemId)?.name) ?? a.itemId,
      redFlag: false,
      elapsedSeconds: a.requestedAtSeconds,
    })),
  ].sort((x, y) => x.elapsedSeconds - y.elapsedSeconds || x.id.localeCompare(y.id));
  const firstRedFlag = events.find((e) => e.kind === 'fact' && e.redFlag);
  return {
    type: 'timeline' as const,
    events,
    timeToFirstRedFlagSeconds: firstRedFlag?.elapsedSeconds ?? null,
    factsFound: found.size,
    factsTotal: caseDef.facts.length,
  };
};
