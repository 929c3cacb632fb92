// SBAR hand-offs (ADR 0116): the text the scorer reads, the copilot's structural checks, and the
// hand-off's score with its section-by-section verdict.
export {
  copilotReading,
  HANDOFF_CHECKS,
  type HandoffCheck,
  type HandoffCheckCode,
  handoffCheckCodes,
  lackingChecks,
  readHandoffDraft,
} from './copilot.ts';
export { countWords, handoffText, handoffWordCount, isHandoffEmpty, sbarSectionLabels } from './text.ts';
export { handoffScoreOf, isHandoffItem, sharedHandoffScore, UNNAMED_MISSED_POINT } from './verdict.ts';
