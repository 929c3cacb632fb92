import { describe, expect, it } from 'vitest';
import {
  applyEffectsMode,
  EFFECTS_STORAGE_KEY,
  EFFECTS_VERSION,
  EFFECTS_VERSION_KEY,
  isReducedEffects,
  parseEffectsMode,
  readEffectsMode,
  toggleEffectsMode,
  writeEffectsMode,
} from './effects-mode';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
};

describe('effects mode', () => {
  it('is lux by default and for an unknown value; reduced when not lux', () => {
    expect(readEffectsMode(memoryStorage())).toBe('lux');
    expect(parseEffectsMode('sparkly')).toBe('lux');
    expect(parseEffectsMode('performance')).toBe('performance');
    expect(isReducedEffects('lux')).toBe(false);
    expect(isReducedEffects('performance')).toBe(true);
  });

  it('toggles between the two', () => {
    expect(toggleEffectsMode('lux')).toBe('performance');
    expect(toggleEffectsMode('performance')).toBe('lux');
  });

  it('uses a stored mode only under version key 2 and when valid', () => {
    expect(EFFECTS_VERSION).toBe('2');
    expect(
      readEffectsMode(memoryStorage({ [EFFECTS_STORAGE_KEY]: 'performance', [EFFECTS_VERSION_KEY]: '2' })),
    ).toBe('performance');
    expect(
      readEffectsMode(memoryStorage({ [EFFECTS_STORAGE_KEY]: 'performance', [EFFECTS_VERSION_KEY]: '1' })),
    ).toBe('lux');
    expect(readEffectsMode(memoryStorage({ [EFFECTS_STORAGE_KEY]: 'performance' }))).toBe('lux');
    expect(
      readEffectsMode(memoryStorage({ [EFFECTS_STORAGE_KEY]: 'nope', [EFFECTS_VERSION_KEY]: '2' })),
    ).toBe('lux');
  });

  it('stores the mode with its version key, so that it reads back', () => {
    const storage = memoryStorage();
    writeEffectsMode('performance', storage);
    expect(storage.map.get(EFFECTS_VERSION_KEY)).toBe('2');
    expect(readEffectsMode(storage)).toBe('performance');
  });

  it('marks the root element in performance mode only', () => {
    const attributes = new Map<string, string>();
    const root = {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    } as unknown as HTMLElement;
    applyEffectsMode('performance', root);
    expect(attributes.get('data-effects')).toBe('performance');
    applyEffectsMode('lux', root);
    expect(attributes.has('data-effects')).toBe(false);
  });
});
