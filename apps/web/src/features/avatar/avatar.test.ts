import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AvatarFace, type PainLevel } from './avatar-face';
import { decodeWav, envelope, estimateSpeechMs, type LipTrack, mouthAt, textToVisemes } from './visemes';
import { chooseBrowserVoice, mespeakVoice, prosody } from './voice-choice';

const wav = (samples: number[], rate = 8000) => {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const put = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  put(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  put(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i]!, true);
  return bytes;
};

describe('visemes', () => {
  it('maps letters to mouth shapes, merging repeats and trimming rests', () => {
    expect(textToVisemes('mum')).toEqual(['closed', 'round', 'closed']);
    expect(textToVisemes(' Oh, see! ')).toEqual(['round', 'open', 'rest', 'teeth', 'wide']);
    expect(textToVisemes('the')).toEqual(['teeth', 'wide']);
  });

  it('decodes a 16-bit WAV and scales its loudness to the peak', () => {
    const bytes = wav([...Array(80).fill(0), ...Array(80).fill(16000), ...Array(80).fill(8000)]);
    const { samples, sampleRate } = decodeWav(bytes);
    expect(sampleRate).toBe(8000);
    expect(samples.length).toBe(240);
    expect(envelope(samples, sampleRate, 10)).toEqual([0, 1, 0.5]);
  });

  it('closes the mouth in silence and outside the speech, else takes the text shape', () => {
    const track: LipTrack = {
      durationMs: 400,
      frameMs: 100,
      loudness: [1, 0.05, 1, 1],
      shapes: ['open', 'round'],
    };
    expect(mouthAt(track, -1)).toBe('rest');
    expect(mouthAt(track, 50)).toBe('open');
    expect(mouthAt(track, 150)).toBe('rest');
    expect(mouthAt(track, 350)).toBe('round');
    expect(mouthAt(track, 400)).toBe('rest');
  });

  it('estimates a browser voice at about 165 words a minute', () => {
    expect(estimateSpeechMs('one two three')).toBe(1091);
    expect(estimateSpeechMs('hi')).toBe(600);
  });
});

describe('voice choice', () => {
  const voices = [
    { name: 'Google US English', lang: 'en-US', localService: false },
    { name: 'Microsoft Hazel - English (United Kingdom)', lang: 'en-GB', localService: true },
    { name: 'Daniel', lang: 'en-GB', localService: true },
    { name: 'Thomas', lang: 'fr-FR', localService: true },
  ];
  it('chooses an English voice of the persona sex, British first', () => {
    expect(chooseBrowserVoice(voices, { sex: 'female', age: 40 })?.name).toMatch(/Hazel/);
    expect(chooseBrowserVoice(voices, { sex: 'male', age: 40 })?.name).toBe('Daniel');
    expect(chooseBrowserVoice([voices[3]!], { sex: 'male', age: 40 })).toBeUndefined();
  });

  it('lowers and slows older voices, quickens an anxious one', () => {
    expect(prosody({ sex: 'male', age: 75 })).toEqual({ pitch: 0.85, rate: 0.88 });
    expect(prosody({ sex: 'female', age: 30, manner: 'anxious' })).toEqual({ pitch: 1, rate: 1.1 });
  });

  it('slows a patient in pain, more in severe pain, whatever the manner', () => {
    expect(prosody({ sex: 'male', age: 40, pain: 'moderate' })).toEqual({ pitch: 1, rate: 0.93 });
    expect(prosody({ sex: 'male', age: 40, manner: 'anxious', pain: 'severe' })).toEqual({
      pitch: 1,
      rate: 0.95,
    });
    expect(mespeakVoice({ sex: 'female', age: 30, pain: 'severe' }).speed).toBeLessThan(
      mespeakVoice({ sex: 'female', age: 30 }).speed,
    );
  });

  it('gives meSpeak a variant of the persona sex', () => {
    expect(mespeakVoice({ sex: 'female', age: 30 }).variant).toBe('f5');
    expect(mespeakVoice({ sex: 'male', age: 70 })).toEqual({ variant: 'm3', pitch: 30, speed: 141 });
  });
});

describe('the face in pain', () => {
  const face = (pain?: PainLevel) =>
    renderToStaticMarkup(
      createElement(AvatarFace, {
        viseme: 'rest',
        state: 'listening',
        sex: 'male',
        age: 40,
        pain,
        reducedMotion: true,
      }),
    );
  const eyeHeights = (svg: string) =>
    [...svg.matchAll(/<ellipse cx="-?40" cy="-30" rx="15" ry="([\d.]+)"/g)].map((m) => m[1]);

  it('narrows the eyes with pain, more in severe pain, and draws the furrows and the sweat', () => {
    expect(eyeHeights(face())).toEqual(['9', '9']);
    expect(eyeHeights(face('moderate'))).toEqual(['6.5', '6.5']);
    expect(eyeHeights(face('severe'))).toEqual(['5', '5']);
    expect(face()).toContain('data-pain="none"');
    expect(face()).not.toContain('M-7 -54 L-5 -42');
    expect(face('moderate')).toContain('M-7 -54 L-5 -42');
    expect(face('moderate')).not.toContain('#bfe3f5');
    expect(face('severe')).toContain('#bfe3f5');
  });

  it('draws the mouth tight at rest in pain, and keeps the speech shapes when speaking', () => {
    expect(face('severe')).toContain('M-19 3 Q0 -3 19 3');
    const speaking = renderToStaticMarkup(
      createElement(AvatarFace, {
        viseme: 'open',
        state: 'speaking',
        sex: 'male',
        age: 40,
        pain: 'severe',
        reducedMotion: false,
      }),
    );
    expect(speaking).toContain('M-15 -3 Q0 -6 15 -3');
    expect(speaking).toContain('data-wince="no"');
  });
});
