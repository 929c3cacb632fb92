/**
 * Lip-sync (ADR 0128): the mouth follows the speech by two signals. The text gives the shapes
 * (a rough letter-to-viseme pass, good enough for a drawn face), the synthesised audio gives when
 * the mouth is open (its loudness per frame); silence closes it whatever the text says.
 */
export const visemes = ['rest', 'closed', 'open', 'wide', 'round', 'teeth'] as const;
export type Viseme = (typeof visemes)[number];

const DIGRAPHS: [string, Viseme][] = [
  ['th', 'teeth'],
  ['sh', 'teeth'],
  ['ch', 'teeth'],
  ['ee', 'wide'],
  ['oo', 'round'],
  ['ou', 'round'],
  ['ow', 'round'],
];

const LETTERS: Record<string, Viseme> = {
  a: 'open',
  e: 'wide',
  i: 'wide',
  y: 'wide',
  o: 'round',
  u: 'round',
  w: 'round',
  q: 'round',
  m: 'closed',
  b: 'closed',
  p: 'closed',
  f: 'teeth',
  v: 'teeth',
  s: 'teeth',
  z: 'teeth',
  c: 'teeth',
  j: 'teeth',
  x: 'teeth',
  t: 'open',
  d: 'open',
  n: 'open',
  l: 'open',
  r: 'round',
  k: 'open',
  g: 'open',
  h: 'open',
};

/** The text as a sequence of mouth shapes; a space or punctuation is a rest. Repeats are merged. */
export const textToVisemes = (text: string): Viseme[] => {
  const lower = text.toLowerCase();
  const out: Viseme[] = [];
  for (let i = 0; i < lower.length; i++) {
    const pair = lower.slice(i, i + 2);
    const digraph = DIGRAPHS.find(([letters]) => letters === pair);
    let shape: Viseme;
    if (digraph) {
      shape = digraph[1];
      i++;
    } else {
      shape = LETTERS[lower[i]!] ?? 'rest';
    }
    if (out[out.length - 1] !== shape) out.push(shape);
  }
  while (out[0] === 'rest') out.shift();
  while (out[out.length - 1] === 'rest') out.pop();
  return out;
};

/** A mono 16-bit PCM WAV's samples (what meSpeak writes) as floats, with its sample rate. */
export const decodeWav = (bytes: Uint8Array): { samples: Float32Array<ArrayBuffer>; sampleRate: number } => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let sampleRate = 22050;
  let channels = 1;
  while (offset + 8 <= bytes.byteLength) {
    const id = String.fromCharCode(
      bytes[offset]!,
      bytes[offset + 1]!,
      bytes[offset + 2]!,
      bytes[offset + 3]!,
    );
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(offset + 10, true);
      sampleRate = view.getUint32(offset + 12, true);
    }
    if (id === 'data') {
      const available = Math.min(size, bytes.byteLength - offset - 8);
      const count = Math.floor(available / 2 / channels);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(offset + 8 + i * 2 * channels, true) / 32768;
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  return { samples: new Float32Array(0), sampleRate };
};

/** Loudness (RMS) per frame of `frameMs`, scaled so the loudest frame is 1. */
export const envelope = (samples: Float32Array, sampleRate: number, frameMs = 40): number[] => {
  const size = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const frames: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    let sum = 0;
    const end = Math.min(samples.length, start + size);
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    frames.push(Math.sqrt(sum / (end - start)));
  }
  const peak = Math.max(0, ...frames);
  return peak > 0 ? frames.map((value) => value / peak) : frames;
};

/** A spoken reply's mouth track: shapes from the text spread over the audio, gated by its loudness. */
export type LipTrack = { durationMs: number; frameMs: number; loudness: number[]; shapes: Viseme[] };

/** Below this share of the peak loudness the mouth is closed (pauses between words). */
export const SILENCE = 0.12;

/** The mouth at `ms` into the speech: `rest` before, after and in silences; else the text's shape there. */
export const mouthAt = (track: LipTrack, ms: number): Viseme => {
  if (ms < 0 || ms >= track.durationMs || track.shapes.length === 0) return 'rest';
  const frame = Math.floor(ms / track.frameMs);
  const loud = track.loudness[frame] ?? 1;
  if (loud < SILENCE) return 'rest';
  const index = Math.min(track.shapes.length - 1, Math.floor((ms / track.durationMs) * track.shapes.length));
  const shape = track.shapes[index]!;
  return shape === 'rest' ? 'open' : shape;
};

/** A track with no audio to analyse (a browser voice): the text's shapes at a speaking pace. */
export const textTrack = (text: string, durationMs = estimateSpeechMs(text)): LipTrack => ({
  durationMs,
  frameMs: 40,
  loudness: [],
  shapes: textToVisemes(text),
});

/** About 165 words a minute, as a browser voice speaks at rate 1. */
export const estimateSpeechMs = (text: string) =>
  Math.max(600, Math.round((text.trim().split(/\s+/).filter(Boolean).length / 165) * 60_000));
