export { type DefinitionChange, diffDefinitions, labelOfPath } from './diff.ts';
export { questionSetProblems, runQualityGate } from './quality-gate.ts';
