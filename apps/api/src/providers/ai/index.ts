import type { Config } from '@urosim/config';
import type { PatientEngine } from './engine.ts';
import { createLlmEngine } from './llm-engine.ts';
import { createScriptedEngine } from './scripted-engine.ts';

/** The engine configuration chooses: scripted by default, the language model with PATIENT_ENGINE=llm. */
export const createPatientEngine = (config: Config): PatientEngine =>
  config.PATIENT_ENGINE === 'llm' ? createLlmEngine(config) : createScriptedEngine();
