import type { Config } from '@urosim/config';
import type { PatientEngine } from './engine.ts';
import { createLlmEngine } from './llm-engine.ts';
import { createScriptedEngine } from './scripted-engine.ts';
import { createLlmAssistant, retrievalAssistant, type WebsiteAssistant } from './website-assistant.ts';

/** The engine configuration chooses: scripted by default, the language model with PATIENT_ENGINE=llm. */
export const createPatientEngine = (config: Config): PatientEngine =>
  config.PATIENT_ENGINE === 'llm' ? createLlmEngine(config) : createScriptedEngine();

/** The website chatbot configuration chooses: retrieval by default, the model with WEBSITE_CHATBOT_ENGINE=llm. */
export const createWebsiteAssistant = (config: Config): WebsiteAssistant =>
  config.WEBSITE_CHATBOT_ENGINE === 'llm' ? createLlmAssistant(config) : retrievalAssistant;
