/** How the patient sounds (ADR 0128): a voice chosen by the persona's sex and age, and manner. */
export type Persona = {
  sex: 'male' | 'female';
  age: number;
  manner?: string;
  pain?: 'none' | 'moderate' | 'severe';
};

type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'localService'>;

const FEMALE =
  /female|woman|samantha|victoria|karen|moira|tessa|fiona|serena|susan|zira|hazel|libby|sonia|kate|emma|amy/i;
const MALE = /\bmale\b|\bman\b|daniel|alex|fred|oliver|george|arthur|david|mark|ryan|thomas|james|rishi|guy/i;

/** An English browser voice of the persona's sex, British first; none when the browser has no English voice. */
export const chooseBrowserVoice = <V extends VoiceLike>(voices: V[], persona: Persona): V | undefined => {
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  if (english.length === 0) return undefined;
  const wanted = persona.sex === 'female' ? FEMALE : MALE;
  const other = persona.sex === 'female' ? MALE : FEMALE;
  const score = (voice: V) =>
    (wanted.test(voice.name) ? 4 : other.test(voice.name) ? -4 : 0) +
    (voice.lang.toLowerCase() === 'en-gb' ? 2 : 0) +
    (voice.localService ? 1 : 0);
  return [...english].sort((a, b) => score(b) - score(a))[0];
};

/** Pitch and rate for the persona: older voices lower and slower; anxious quicker; in pain slower. */
export const prosody = (persona: Persona): { pitch: number; rate: number } => {
  const agePitch = persona.age >= 70 ? -0.15 : persona.age >= 50 ? -0.08 : persona.age < 25 ? 0.08 : 0;
  const ageRate = persona.age >= 70 ? -0.12 : persona.age >= 50 ? -0.05 : 0;
  const manner: Record<string, number> = {
    anxious: 0.1,
    talkative: 0.08,
    irritable: 0.05,
    embarrassed: -0.05,
  };
  // Pain slows speech whatever the manner: words come between breaths.
  const pain = { none: 0, moderate: -0.07, severe: -0.15 }[persona.pain ?? 'none'];
  return {
    pitch: Math.round((1 + agePitch) * 100) / 100,
    rate: Math.round((1 + ageRate + (manner[persona.manner ?? ''] ?? 0) + pain) * 100) / 100,
  };
};

/** meSpeak's settings for the persona: a variant of its sex, pitch (0–99) and speed (words a minute). */
export const mespeakVoice = (persona: Persona): { variant: string; pitch: number; speed: number } => {
  const { pitch, rate } = prosody(persona);
  const base = persona.sex === 'female' ? 60 : 35;
  return {
    variant: persona.sex === 'female' ? (persona.age >= 60 ? 'f2' : 'f5') : persona.age >= 60 ? 'm3' : 'm1',
    pitch: Math.max(0, Math.min(99, Math.round(base * pitch))),
    speed: Math.round(160 * rate),
  };
};
