/** Which parts of the shell show where (specification, section 2, Layout). Pure, unit-tested. */

/** Below this width the app is in mobile mode (section 9). */
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * Below this width the logged-out header's seven links do not fit beside the brand and Sign In, so
 * they move into the menu that the toggle opens (as in mobile mode).
 */
export const HEADER_LINKS_MIN_PX = 1024;
/** Scrolling further than this gives the header its scrolled style. */
export const HEADER_SCROLLED_PX = 20;

/** An admin screen: /admin, /admin/... (the admin login aside) and /admin-logs. */
export const isAdminPath = (pathname: string) =>
  (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin-logs')) &&
  pathname !== '/admin/login';

const isFeedbackPath = (pathname: string) =>
  pathname.startsWith('/feedback/') || pathname.startsWith('/feedback-legacy/');

/** Side navigation: logged in, not an admin, not mobile, not on feedback or hand-off pages. */
export const showsSideNav = ({
  isLoggedIn,
  isAdmin,
  isMobile,
  pathname,
}: {
  isLoggedIn: boolean;
  isAdmin: boolean;
  isMobile: boolean;
  pathname: string;
}) => isLoggedIn && !isAdmin && !isMobile && !isFeedbackPath(pathname) && !pathname.startsWith('/handoff/');

/**
 * The side navigation starts collapsed on paths containing /case/ or /cases/ or starting with
 * /feedback/, /fac-controls or /facilitator/.
 */
export const isSideNavCollapsedByDefault = (pathname: string) =>
  pathname.includes('/case/') ||
  pathname.includes('/cases/') ||
  pathname.startsWith('/feedback/') ||
  pathname.startsWith('/fac-controls') ||
  pathname.startsWith('/facilitator/');

/** The footer is hidden on admin pages, /feedback/, /handoff/ and /case/. */
export const showsFooter = (pathname: string) =>
  !isAdminPath(pathname) &&
  !isFeedbackPath(pathname) &&
  !pathname.startsWith('/handoff/') &&
  !pathname.startsWith('/case/');

/** Where the header's account part puts a signed-in user's subscription banner: under the header. */
export const HEADER_NOTICES_ID = 'header-notices';
