import type { Config } from '@urosim/config';
import type { PatientEngine } from './engine.ts';
import { withScriptedFallback } from './fallback-engine.ts';
import { createLlmEngine } from './llm-engine.ts';
import { createScriptedEngine } from './scripted-engine.ts';
import { createLlmAssistant, retrievalAssistant, type WebsiteAssistant } from './website-assistant.ts';

/**
 * The engine configuration chooses: scripted by default, the language model with PATIENT_ENGINE=llm
 * (the scripted engine answering any turn the model fails, said in the turn's metadata).
 */
export const createPatientEngine = (
  config: Config,
  onFallback?: Parameters<typeof withScriptedFallback>[2],
): PatientEngine =>
  config.PATIENT_ENGINE === 'llm'
    ? withScriptedFallback(createLlmEngine(config), createScriptedEngine(), onFallback)
    : createScriptedEngine();

/** The website chatbot configuration chooses: retrieval by default, the model with WEBSITE_CHATBOT_ENGINE=llm. */
export const createWebsiteAssistant = (config: Config): WebsiteAssistant =>
  config.WEBSITE_CHATBOT_ENGINE === 'llm' ? createLlmAssistant(config) : retrievalAssistant;
