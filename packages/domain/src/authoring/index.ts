export { type DefinitionChange, diffDefinitions, labelOfPath } from './diff.ts';
export { authoringQuestionsOf, questionSetProblems, runQualityGate } from './quality-gate.ts';
