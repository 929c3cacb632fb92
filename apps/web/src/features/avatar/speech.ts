import { decodeWav, envelope, type LipTrack, textToVisemes, textTrack } from './visemes';
import { chooseBrowserVoice, mespeakVoice, type Persona, prosody } from './voice-choice';

/** A reply being spoken: its mouth track and a clock in ms since it started; `done` when it ends. */
export type Utterance = {
  engine: 'browser' | 'mespeak' | 'heygen';
  track: LipTrack;
  elapsedMs: () => number;
  done: Promise<void>;
  stop: () => void;
};

type MeSpeak = {
  loadConfig: (data: object) => void;
  loadVoice: (data: object, cb?: (ok: boolean) => void) => void;
  isVoiceLoaded: (id: string) => boolean;
  speak: (text: string, args: Record<string, unknown>) => ArrayBuffer | number[] | null;
};

let meSpeak: Promise<MeSpeak> | undefined;

/** meSpeak (eSpeak compiled to JavaScript, GPL) with its English voice: loaded only when first needed. */
const loadMeSpeak = () => {
  meSpeak ??= (async () => {
    const [mod, config, voice] = await Promise.all([
      import('mespeak'),
      import('mespeak/src/mespeak_config.json'),
      import('mespeak/voices/en/en-rp.json'),
    ]);
    const engine = ((mod as { default?: MeSpeak }).default ?? mod) as MeSpeak;
    engine.loadConfig((config as { default?: object }).default ?? config);
    engine.loadVoice((voice as { default?: object }).default ?? voice);
    return engine;
  })();
  return meSpeak;
};

let audioContext: AudioContext | undefined;
/** One audio context for the page, resumed on the trainee's gesture (send, push-to-talk). */
export const unlockAudio = () => {
  if (typeof AudioContext === 'undefined') return;
  audioContext ??= new AudioContext();
  if (audioContext.state === 'suspended') void audioContext.resume();
};

const browserVoices = () =>
  typeof speechSynthesis === 'undefined' ? [] : speechSynthesis.getVoices().filter((voice) => voice.lang);

/** Whether the browser has an English voice to speak with (headless Chromium has none). */
export const hasBrowserVoice = () =>
  browserVoices().some((voice) => voice.lang.toLowerCase().startsWith('en'));

const speakWithBrowser = (text: string, persona: Persona): Utterance => {
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = chooseBrowserVoice(browserVoices(), persona);
  if (voice) utterance.voice = voice;
  const { pitch, rate } = prosody(persona);
  utterance.pitch = pitch;
  utterance.rate = rate;
  const track = textTrack(text);
  track.durationMs = Math.round(track.durationMs / rate);
  let started = performance.now();
  const done = new Promise<void>((resolve) => {
    utterance.onstart = () => {
      started = performance.now();
    };
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
  });
  speechSynthesis.speak(utterance);
  return {
    engine: 'browser',
    track,
    elapsedMs: () => performance.now() - started,
    done,
    stop: () => speechSynthesis.cancel(),
  };
};

/** The audio's peak, for the check that speech is not silent (kept on the page for tests). */
export let lastAudioPeak = 0;

const speakWithMeSpeak = async (text: string, persona: Persona): Promise<Utterance> => {
  const engine = await loadMeSpeak();
  const settings = mespeakVoice(persona);
  const raw = engine.speak(text, { ...settings, rawdata: 'array' });
  const bytes = new Uint8Array(raw ?? []);
  const { samples, sampleRate } = decodeWav(bytes);
  const durationMs = (samples.length / sampleRate) * 1000;
  const loudness = envelope(samples, sampleRate);
  lastAudioPeak = samples.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0);
  const track: LipTrack = { durationMs, frameMs: 40, loudness, shapes: textToVisemes(text) };
  unlockAudio();
  let source: AudioBufferSourceNode | undefined;
  const started = performance.now();
  if (audioContext && samples.length > 0) {
    const buffer = audioContext.createBuffer(1, samples.length, sampleRate);
    buffer.copyToChannel(samples, 0);
    source = audioContext.createBufferSource();
    source.buffer = buffer;
    source.connect(audioContext.destination);
    source.start();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, durationMs + 100);
  });
  return {
    engine: 'mespeak',
    track,
    elapsedMs: () => performance.now() - started,
    done,
    stop: () => {
      source?.stop();
      if (timer) clearTimeout(timer);
    },
  };
};

/** Speaks a reply: a browser voice where there is an English one, else meSpeak (works with no voices). */
export const speak = async (text: string, persona: Persona): Promise<Utterance> =>
  hasBrowserVoice() ? speakWithBrowser(text, persona) : speakWithMeSpeak(text, persona);
