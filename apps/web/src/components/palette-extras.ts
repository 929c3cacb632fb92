/**
 * Colours the theme (theme.ts) does not have yet, named as proposed for its palette; everything
 * else in the case session, feedback and progress screens comes from the theme. Until they move
 * into theme.ts, they are written here once instead of as literals in each component.
 */
export const paletteExtras = {
  /** Amber: a fair score, a red flag, an investigation to reconsider or still pending, a highlighted line. */
  amber: { main: '#8a5300', text: '#7a4100', dark: '#6b3d00', surface: '#fff4e0' },
  /** Red: a weak score; a missed critical item (dark, on its surface); the chat's error bubble. */
  red: { main: '#b3261e', dark: '#8c1d18', surface: '#fdecea' },
  /** The chat's error bubble (border and text) and the critical-time timer. */
  alarm: { main: '#b71c1c', text: '#7f1d1d' },
  /** The low-time timer on the header's blue. */
  lowTime: '#ffcc80',
  /** Marked text and highlighted transcript lines. */
  highlight: '#fff3c4',
  /** The nurse's lines in the transcript. */
  nurse: { surface: '#f3eefa', border: '#5e3d8f' },
  /** Blue-greys, light to dark: quiet surfaces, tracks, rules and borders, muted text. */
  neutral: {
    50: '#f7f8fa',
    100: '#f1f4f8',
    150: '#eef2f7',
    200: '#e3e8ef',
    300: '#c4ccd8',
    400: '#b0b8c4',
    500: '#8a96a8',
    600: '#6b7686',
    700: '#3b4656',
    800: '#33475b',
  },
} as const;
