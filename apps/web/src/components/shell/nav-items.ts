import {
  BookmarksIcon,
  CardIcon,
  CasesIcon,
  ChartIcon,
  DashboardIcon,
  ModulesIcon,
  NewsIcon,
  SettingsIcon,
} from '../app-icons';

import type { NavItem } from './public-nav';

export { type NavItem, PUBLIC_NAV } from './public-nav';

/** The side navigation's Main section. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', Icon: DashboardIcon },
  { to: '/case-selection', label: 'Urology Case Selection', Icon: CasesIcon },
  { to: '/bookmarks', label: 'Bookmarks', Icon: BookmarksIcon },
  { to: '/modules', label: 'Modules', Icon: ModulesIcon },
  { to: '/performance-hub', label: 'Performance Hub', Icon: ChartIcon },
  { to: '/news-updates', label: 'News & Updates', Icon: NewsIcon },
];

/** The side navigation's Account section (Logout follows as a button). */
export const ACCOUNT_NAV: readonly NavItem[] = [
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
  { to: '/subscription', label: 'Subscription', Icon: CardIcon },
];
