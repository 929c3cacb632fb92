import { apiDebug } from './client';

/**
 * Debug mode (specification, section 7): on with `debug=true` in the address or `debug` set to
 * `true` in local storage.
 */
export const isDebugMode = (): boolean => {
  try {
    return /[?&]debug=true\b/.test(location.search) || localStorage.debug === 'true';
  } catch {
    return false;
  }
};

/** The calls debug mode logs: those whose URL contains `credit` or `subscription`. */
export const isLoggedUrl = (url: string) => /credit|subscription/.test(url);

/**
 * Turns the api client's debug logging on when debug mode is: each request and response of a
 * credit or subscription call goes to console.debug. Every module that makes such calls imports
 * this one (billing-api.ts), so it is in place before the first of them; the landing page's entry
 * only carries the hook (`apiDebug`).
 */
export const installDebugLog = (isOn: () => boolean = isDebugMode) => {
  apiDebug.log = (url, ...what) => {
    if (isLoggedUrl(url) && isOn()) console.debug('[api]', url, ...what);
  };
};

installDebugLog();
