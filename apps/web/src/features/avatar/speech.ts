import type { MeSpeakRequest, MeSpeakResponse } from './speech-protocol';
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

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (wav: ArrayBuffer) => void; reject: (error: Error) => void }>();

/**
 * The WAV bytes of `text` from meSpeak (eSpeak compiled to JavaScript, GPL-3.0), which runs as a
 * separate program in its own worker (speech-worker.ts, ADR 0138): started only when first needed,
 * and text in, audio out is all that passes between it and the page.
 */
const synthesise = (text: string, settings: Record<string, unknown>) => {
  if (!worker) {
    worker = new Worker(new URL('./speech-worker.ts', import.meta.url), { type: 'module', name: 'mespeak' });
    worker.onmessage = (event: MessageEvent<MeSpeakResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('wav' in answer) waiting?.resolve(answer.wav);
      else waiting?.reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'meSpeak failed'));
      pending.clear();
      worker?.terminate();
      worker = undefined;
    };
  }
  const id = ++nextId;
  const request: MeSpeakRequest = { id, text, settings };
  const answer = new Promise<ArrayBuffer>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage(request);
  return answer;
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
  const bytes = new Uint8Array(await synthesise(text, mespeakVoice(persona)));
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
