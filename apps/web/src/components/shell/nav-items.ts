import type SvgIcon from '@mui/material/SvgIcon';
import { CardIcon, CasesIcon, ChartIcon, DashboardIcon, ModulesIcon, NewsIcon, SettingsIcon } from '../icons';

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

/** The side navigation's Main section. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', Icon: DashboardIcon },
  { to: '/case-selection', label: 'Urology Case Selection', Icon: CasesIcon },
  { to: '/modules', label: 'Modules', Icon: ModulesIcon },
  { to: '/performance-hub', label: 'Performance Hub', Icon: ChartIcon },
  { to: '/news-updates', label: 'News & Updates', Icon: NewsIcon },
];

/** The side navigation's Account section (Logout follows as a button). */
export const ACCOUNT_NAV: readonly NavItem[] = [
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
  { to: '/subscription', label: 'Subscription', Icon: CardIcon },
];
