// The scripted (deterministic, offline) simulated-patient engine: pure functions over a case
// definition. See docs/adr/0010-scripted-patient-engine.md.

export {
  checkRevealedFacts,
  FACT_COVERAGE_THRESHOLD,
  FACT_MIN_SHARED,
  type FactCheck,
  MAX_FACTS_PER_REPLY,
  measureFact,
  statesFact,
} from './fact-check.ts';
export {
  answerAsNurse,
  NURSE_THRESHOLD,
  type NurseOrder,
  type NurseReply,
  type NurseState,
  type NurseTimeline,
  news2,
  nurseOrders,
  nursePhrases,
} from './nurse.ts';
export {
  AMBIGUITY_MARGIN,
  answerAsPatient,
  MATCH_THRESHOLD,
  type MatchScore,
  MIN_QUERY_COVERAGE,
  type PatientReply,
  type PatientReplyKind,
  type PatientState,
  patientLines,
  patientPhrases,
  STATEMENT_THRESHOLD,
} from './patient.ts';
export {
  classifyAnswer,
  evaluateQuestionSet,
  type QualityReport,
  type QualityTotals,
  type QuestionOutcome,
} from './quality.ts';
export { findExamination, findInvestigation, SEARCH_THRESHOLD, type SearchCandidate } from './search.ts';
