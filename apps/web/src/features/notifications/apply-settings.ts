import type { UserSettings } from '@urosim/contracts';

type Accessibility = UserSettings['accessibility'];

/** The root font size of each text size: MUI's typography and spacing in rem follow it. */
export const rootFontSizes: Record<Accessibility['textSize'], string> = {
  small: '87.5%',
  medium: '100%',
  large: '112.5%',
  'x-large': '125%',
};

const STORAGE_KEY = 'urosimAccessibility';
const STYLE_ID = 'urosim-accessibility';

// Rules keyed on <html> attributes, so a change applies to every page at once without a new theme
// object: reduced motion (as the theme's own prefers-reduced-motion rule), underlined links, and
// stronger contrast for text and outlines.
const css = `
html[data-reduced-motion] *, html[data-reduced-motion] *::before, html[data-reduced-motion] *::after {
  animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
  transition-duration: 0.01ms !important; scroll-behavior: auto !important;
}
html[data-underline-links] a { text-decoration: underline !important; }
html[data-high-contrast] body { color: #000; }
html[data-high-contrast] .MuiOutlinedInput-notchedOutline, html[data-high-contrast] .MuiPaper-outlined { border-color: #000 !important; }
html[data-high-contrast] .MuiTypography-colorTextSecondary, html[data-high-contrast] .MuiFormHelperText-root { color: #1a1a1a !important; }
`;

const setFlag = (root: HTMLElement, name: string, on: boolean) => {
  if (on) root.setAttribute(name, '');
  else root.removeAttribute(name);
};

/** Applies the accessibility settings to the page now, and remembers them for the next load. */
export const applyAccessibility = (a: Accessibility) => {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    document.head.append(style);
  }
  root.style.fontSize = rootFontSizes[a.textSize] ?? '100%';
  root.dataset.textSize = a.textSize;
  setFlag(root, 'data-reduced-motion', a.reducedMotion);
  setFlag(root, 'data-underline-links', a.underlineLinks);
  setFlag(root, 'data-high-contrast', a.highContrast);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(a));
  } catch {
    // private mode: applied for this page only
  }
};

/** Applies what was last applied in this browser (before the settings arrive from the server). */
export const applyRememberedAccessibility = () => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) applyAccessibility(JSON.parse(stored) as Accessibility);
  } catch {
    // nothing remembered
  }
};

/** Back to the browser's defaults (on sign-out). */
export const clearAccessibility = () => {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.style.fontSize = '';
  delete root.dataset.textSize;
  for (const name of ['data-reduced-motion', 'data-underline-links', 'data-high-contrast'])
    root.removeAttribute(name);
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
};

/** Whether motion should be reduced: the browser's preference or the user's setting. */
export const motionIsReduced = () =>
  (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-reduced-motion')) ||
  (typeof window !== 'undefined' &&
    (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false));
