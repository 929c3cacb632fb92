/** The loaders' constants (specification, sections 4 and 9). */
export const DEFAULT_LOADING_MESSAGE = 'Loading...';
export const SPINNER_TYPES = ['circular', 'dots', 'wave', 'branded', 'progress'] as const;
export type SpinnerType = (typeof SPINNER_TYPES)[number];
export const SPINNER_VARIANTS = ['inline', 'overlay', 'fullscreen'] as const;
export type SpinnerVariant = (typeof SPINNER_VARIANTS)[number];
export const LOADER_DEFAULT_SIZES = {
  dna: 60,
  stethoscope: 120,
  floatingIcons: 36,
  floatingIconCount: 6,
  skillRadar: 150,
  clock: 120,
} as const;
/** The success checkmark completes (calls back) after this long. */
export const SUCCESS_CHECK_MS = 1_500;

/** A clock's progress kept within 0–100 (whole numbers). */
export const clampProgress = (value: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

/** The clock hand's end for a progress: 0 at twelve o'clock, clockwise, 100 a full turn. */
export const clockHand = (progress: number, radius: number) => {
  const angle = (clampProgress(progress) / 100) * 2 * Math.PI;
  return { x: Math.sin(angle) * radius, y: -Math.cos(angle) * radius };
};
