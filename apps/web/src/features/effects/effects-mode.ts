/**
 * The effects mode (specification, sections 4 and 9): lux (the default) or performance, toggled
 * between the two and kept in this browser's local storage. A stored mode counts only when the
 * stored version key is 2 and the mode is valid; anything else is lux. Effects are reduced when the
 * mode is not lux: the page then runs no animations or transitions (html[data-effects], theme.ts),
 * as with a reduced-motion request. No React here.
 */
export type EffectsMode = 'lux' | 'performance';

export const EFFECTS_MODES: readonly EffectsMode[] = ['lux', 'performance'];
export const DEFAULT_EFFECTS_MODE: EffectsMode = 'lux';
export const EFFECTS_STORAGE_KEY = 'effects-mode';
export const EFFECTS_VERSION_KEY = 'effects-mode-version';
/** The stored mode is used only under this version. */
export const EFFECTS_VERSION = '2';
/** The attribute on <html> that turns the effects off (theme.ts). */
export const EFFECTS_ATTRIBUTE = 'data-effects';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const storageOrNull = (): StorageLike | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** An unknown value falls back to lux. */
export const parseEffectsMode = (value: unknown): EffectsMode =>
  EFFECTS_MODES.includes(value as EffectsMode) ? (value as EffectsMode) : DEFAULT_EFFECTS_MODE;

export const readEffectsMode = (storage: StorageLike | null = storageOrNull()): EffectsMode => {
  try {
    if (storage?.getItem(EFFECTS_VERSION_KEY) !== EFFECTS_VERSION) return DEFAULT_EFFECTS_MODE;
    return parseEffectsMode(storage.getItem(EFFECTS_STORAGE_KEY));
  } catch {
    return DEFAULT_EFFECTS_MODE;
  }
};

export const isReducedEffects = (mode: EffectsMode) => mode !== 'lux';

export const toggleEffectsMode = (mode: EffectsMode): EffectsMode => (mode === 'lux' ? 'performance' : 'lux');

const listeners = new Set<() => void>();

/** Marks <html> so that the theme turns animations and transitions off in performance mode. */
export const applyEffectsMode = (mode: EffectsMode = readEffectsMode(), root?: HTMLElement) => {
  const element = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  if (!element) return;
  if (isReducedEffects(mode)) element.setAttribute(EFFECTS_ATTRIBUTE, mode);
  else element.removeAttribute(EFFECTS_ATTRIBUTE);
};

/** Stores the mode with its version key, applies it and tells the subscribers. */
export const writeEffectsMode = (mode: EffectsMode, storage: StorageLike | null = storageOrNull()) => {
  try {
    storage?.setItem(EFFECTS_STORAGE_KEY, mode);
    storage?.setItem(EFFECTS_VERSION_KEY, EFFECTS_VERSION);
  } catch {
    // storage off: the mode holds for this page only
  }
  applyEffectsMode(mode);
  for (const listener of listeners) listener();
};

export const subscribeEffectsMode = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
