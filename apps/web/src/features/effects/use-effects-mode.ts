import { useSyncExternalStore } from 'react';
import {
  DEFAULT_EFFECTS_MODE,
  type EffectsMode,
  isReducedEffects,
  readEffectsMode,
  subscribeEffectsMode,
  toggleEffectsMode,
  writeEffectsMode,
} from './effects-mode';

/** The effects mode, live: switching it anywhere re-renders its readers. */
export const useEffectsMode = () => {
  const mode = useSyncExternalStore(
    subscribeEffectsMode,
    () => readEffectsMode(),
    () => DEFAULT_EFFECTS_MODE,
  );
  return {
    mode,
    isReduced: isReducedEffects(mode),
    setMode: (next: EffectsMode) => writeEffectsMode(next),
    toggle: () => writeEffectsMode(toggleEffectsMode(mode)),
  };
};
