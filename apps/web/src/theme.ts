import { createTheme } from '@mui/material/styles';

/** No animations or transitions: for a reduced-motion request and the performance effects mode. */
const stillMotion = {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  scrollBehavior: 'auto !important',
} as const;

// Hues used by more than one entry below.
const blue = '#0b5394';
const plum = '#6a1b58';
const navy = '#0b4a86';
const amber = '#7a4100';
const ochre = '#8a5300';
const forest = '#1e5631';
const wine = '#8c1d18';
const crimson = '#b71c1c';
const blush = '#fdecea';
const cream = '#fff4e0';
const slate = '#c4ccd8';
const steel = '#8a96a8';
const silver = '#b0b8c4';
const ice = '#e8f0fb';

/** A tinted badge or note: its background and the text (and border) colour drawn on it. */
type Tint = { bg: string; fg: string };

/**
 * The colours of the app beyond MUI's own palette keys, by what they are for. Text colours keep
 * at least 4.5:1 against the background they are drawn on, borders and icons 3:1. Components use
 * them through `sx` (`bgcolor: 'surface.tint'`, `(theme) => theme.palette.tier.free`).
 */
const appColours = {
  brand: {
    /** The header once the page has scrolled. */
    scrolled: '#083f70',
    /** The start-up splash's gradient, after `primary.main`. */
    night: '#073763',
    nightPlum: '#4a1240',
    /** A deeper blue for lines and small text on light blue. */
    deep: navy,
    /** A white button's hover on the blue bars. */
    whiteHover: '#e8eef6',
    /** A disabled button's label on the blue session bar. */
    disabledLabel: '#33475b',
  },
  border: {
    /** Table rules, panel outlines, the activity timeline, chart grid lines. */
    subtle: slate,
    /** Score-bar tracks, dashed placeholders, neutral chips. */
    strong: steel,
    /** Quotations and the system lines of a transcript. */
    quote: silver,
    /** A plain text box (the website chat's). */
    field: '#6b7280',
    /** The call-to-action panel of the public pages. */
    cta: '#c5d7ea',
  },
  surface: {
    /** Empty-state panels ("No sessions yet"). */
    tint: '#f3f7fc',
    /** The call-to-action panel of the public pages. */
    cta: '#eef4fb',
    /** The research pilot's panel on the landing page. */
    pilot: '#fbf5fa',
    /** The empty part of a score bar. */
    track: '#e3e8ef',
    /** A disabled text box. */
    disabled: '#f3f4f6',
    /** The feedback's narrative. */
    note: '#f4f7fb',
    /** Panels inside the feedback. */
    panel: '#f8fafc',
    /** Marked words in quotations and transcripts. */
    highlight: '#fff3c4',
  },
  chat: {
    /** The other side's bubble (patient, nurse, assistant); the trainee's is `primary.main`. */
    other: '#eef2f7',
    /** The landing page's sample consultation. */
    sampleYou: '#e3edf8',
    sampleOther: '#f1f3f6',
    /** An error bubble of the website chat (on `notice.error.bg`). */
    errorText: '#8a1c1c',
    errorBorder: '#e0a3a3',
    /** An error bubble of the consultation (on `notice.error.bg`, bordered `status.error`). */
    sessionErrorText: '#7f1d1d',
  },
  /** The lines of a transcript, by speaker: background and left border. */
  speaker: {
    trainee: { bg: ice, line: blue },
    patient: { bg: '#f7f8fa', line: '#6b7686' },
    nurse: { bg: '#f3eefa', line: '#5e3d8f' },
    system: { bg: '#ffffff', line: silver },
  },
  /** The access tier badges of the cases. */
  tier: {
    free: { bg: '#e6f4ea', fg: forest },
    basic: { bg: ice, fg: navy },
    standard: { bg: cream, fg: amber },
    premium: { bg: '#f5e8f3', fg: plum },
  } satisfies Record<string, Tint>,
  /** How well something went, on white: scores, outcomes, progress marks. */
  tone: {
    strong: '#1e7d32',
    fair: ochre,
    weak: '#b3261e',
    /** A met and a missed criterion of the legacy feedback table. */
    met: forest,
    missed: wine,
    /** A caution written under a result (an investigation's warning). */
    caution: amber,
  },
  /** Darker than MUI's status colours, so icons and borders keep 3:1 and titles 4.5:1 on white. */
  status: { success: '#1b5e20', warning: '#8a4b00', error: crimson },
  /** The session timer's badge when time runs low (its critical state is `status.error`). */
  timer: { low: '#ffcc80' },
  /** Chart labels drawn in SVG. */
  chart: { label: '#1f2937' },
  /** Tinted notes and chips. */
  notice: {
    /** Critical results, missed red flags. */
    error: { bg: blush, fg: wine },
    /** The chat launcher's "could not be loaded" panel. */
    errorPanel: { bg: blush, fg: '#5f2120', border: '#f5c2c0' },
    /** Red-flag results in the feedback. */
    caution: { bg: cream, fg: '#6b3d00' },
    /** Neutral chips in the feedback. */
    neutral: { bg: '#f1f4f8', fg: '#3b4656' },
    /** "Coming soon" tags (`fg`) and notes (`fgNote`). */
    comingSoon: { bg: '#fff6dc', fg: '#5c3d00', fgNote: '#3d2900', border: '#e0b44c' },
    /** The research pilot banner. */
    pilot: { bg: '#fff4d6', fg: '#3d2f00', border: '#e9d28c' },
  } satisfies Record<string, Tint & Record<string, string>>,
};

type AppColours = typeof appColours;

declare module '@mui/material/styles' {
  interface Palette extends AppColours {}
  interface PaletteOptions extends Partial<AppColours> {}
}

/** The app's only theme: light (the specification fixes it), with MUI's default breakpoints spelled out. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    // Both colours keep at least 7:1 contrast with white text and on a white page.
    primary: { main: blue, contrastText: '#ffffff' },
    secondary: { main: plum, contrastText: '#ffffff' },
    background: { default: '#f6f8fb', paper: '#ffffff' },
    text: { primary: '#1a2230', secondary: '#4a5568' },
    ...appColours,
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: {
      fontSize: '1.875rem',
      fontWeight: 700,
      lineHeight: 1.2,
      '@media (min-width:900px)': { fontSize: '2.5rem' },
    },
    h2: {
      fontSize: '1.375rem',
      fontWeight: 600,
      lineHeight: 1.3,
      '@media (min-width:900px)': { fontSize: '1.5rem' },
    },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // The sticky header must not hide what a skip link or an anchor scrolls to.
        html: { scrollPaddingTop: 80 },
        ':focus-visible': { outline: `3px solid ${blue}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': stillMotion },
        // Performance effects mode (features/effects): the same, chosen in the settings.
        'html[data-effects="performance"] *, html[data-effects="performance"] *::before, html[data-effects="performance"] *::after':
          stillMotion,
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Labels read as written ('Sign In', 'Go to Login'), not in capitals.
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
    // One visible focus style everywhere (issue 20): MUI's buttons, icon buttons included, drop the
    // outline for a pale ripple (about 1.3:1); they get the same 3 px outline as everything else.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${blue}`, outlineOffset: 2 } } },
    },
    // A disabled field's helper text still has to be read (it says why): not the pale disabled grey.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
});
