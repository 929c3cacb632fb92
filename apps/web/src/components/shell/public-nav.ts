import type SvgIcon from '@mui/material/SvgIcon';

// The visitors' links, apart from the signed-in navigation (and its icons) that the first page does
// not need.

type SvgIconComponent = typeof SvgIcon;

export type NavItem = { to: string; label: string; Icon?: SvgIconComponent };

/** The logged-out header's links, in the specification's order. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/features', label: 'Features' },
  { to: '/research-pilot', label: 'Research Pilot' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/study-plan', label: 'Study Plan' },
  { to: '/faq', label: 'FAQ' },
];
