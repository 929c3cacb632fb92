/** What the page asks of the meSpeak worker (speech-worker.ts): one text, spoken with these settings. */
export type MeSpeakRequest = { id: number; text: string; settings: Record<string, unknown> };

/** Its answer: the WAV bytes of that text, or why there are none. */
export type MeSpeakResponse = { id: number; wav: ArrayBuffer } | { id: number; error: string };
