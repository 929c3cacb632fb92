import { paletteExtras } from '../../components/palette-extras';

/** The colour of each score tone (feedback-view's scoreTone), as palette entries for `sx`. */
export const toneColours = {
  strong: 'success.main',
  fair: paletteExtras.amber.main,
  weak: paletteExtras.red.main,
} as const;

/** Each tone in words, for screen readers. */
export const toneWords = { strong: 'strong', fair: 'fair', weak: 'needs work' } as const;
