export {
  type AnalysisType,
  analysisTypes,
  clinicalReasoningAnalysis,
  communicationAnalysis,
  timelineAnalysis,
} from './analysis.ts';
// Deterministic scoring of sessions against a case's rubric (design: cases.md, "How a session is
// judged"): evidence per item, category and overall scores, critical and red-flag misses.
export {
  behaviourText,
  type CommunicationBehaviour,
  classifySentence,
  findBehaviour,
  firstQuestion,
  lineShowsBehaviour,
  type QuestionKind,
  type ScoringMessage,
  type TranscriptRef,
} from './behaviours.ts';
export { actionRelevance, relevantActionEvidence, withRelevantEvidence } from './evidence.ts';
export { type ModelSession, modelTranscriptFor } from './model.ts';
export { type Narrative, narrativeFor } from './narrative.ts';
export { type PhraseMatch, summaryMatches } from './phrases.ts';
export {
  type CategoryScore,
  type InappropriateAction,
  type MissingReason,
  type RubricCategory,
  type RubricEvidence,
  type RubricResult,
  rubricCategoryLabels,
  SCORING_VERSION,
  type ScoringAction,
  type ScoringSummary,
  type SessionScore,
  type SessionScoringInput,
  type SummaryField,
  scoreSession,
  summaryFieldLabels,
} from './score.ts';
