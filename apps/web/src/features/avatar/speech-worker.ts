/// <reference lib="webworker" />
// meSpeak (eSpeak compiled to JavaScript, GPL-3.0) runs here, as a program of its own in its own
// worker (ADR 0138): the page sends it a text and voice settings and gets back the WAV bytes, and
// nothing else passes between them. Synthesis also no longer blocks the page's main thread.
import type { MeSpeakRequest, MeSpeakResponse } from './speech-protocol';

type MeSpeak = {
  loadConfig: (data: object) => void;
  loadVoice: (data: object) => void;
  speak: (text: string, args: Record<string, unknown>) => ArrayBuffer | number[] | null;
};

const unwrap = <T>(mod: T | { default: T }): T =>
  typeof mod === 'object' && mod !== null && 'default' in mod ? (mod as { default: T }).default : (mod as T);

const engine = (async () => {
  const [mod, config, voice] = await Promise.all([
    import('mespeak'),
    import('mespeak/src/mespeak_config.json'),
    import('mespeak/voices/en/en-rp.json'),
  ]);
  const meSpeak = unwrap(mod) as MeSpeak;
  meSpeak.loadConfig(unwrap(config));
  meSpeak.loadVoice(unwrap(voice));
  return meSpeak;
})();

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<MeSpeakRequest>) => {
  const { id, text, settings } = event.data;
  let reply: MeSpeakResponse;
  try {
    const raw = (await engine).speak(text, { ...settings, rawdata: 'array' });
    const wav = new Uint8Array(raw ?? []).buffer;
    reply = { id, wav };
    scope.postMessage(reply, [wav]);
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
    scope.postMessage(reply);
  }
};
