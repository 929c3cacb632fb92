import { createTheme } from '@mui/material/styles';

/** The app's only theme: light (the specification fixes it), with MUI's default breakpoints spelled out. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    // Both colours keep at least 7:1 contrast with white text and on a white page.
    primary: { main: '#0b5394', contrastText: '#ffffff' },
    secondary: { main: '#6a1b58', contrastText: '#ffffff' },
    background: { default: '#f6f8fb', paper: '#ffffff' },
    text: { primary: '#1a2230', secondary: '#4a5568' },
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
        ':focus-visible': { outline: '3px solid #0b5394', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Labels read as written ('Sign In', 'Go to Login'), not in capitals.
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
