/** Constants of the self-recovering client (specification, section 9). */

/** The error boundary shows the plain 'Application Error' page once it has caught more than this many errors. */
export const ERROR_THRESHOLD = 3;
/** After a retry the boundary stays "recovering" this long. */
export const RECOVERING_MS = 500;
/** A transient error (chunk, network, fetch, timeout, aborted) is retried by itself after this long. */
export const AUTO_RECOVER_MS = 3_000;

/** A lazy section that failed to load may be retried this many times. */
export const CHUNK_RETRY_MAX = 3;
/** Retry and reload records older than this are dropped. */
export const CHUNK_STALE_RECORD_MS = 5 * 60_000;
/** No second reload for the same section within this long. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** The reload waits this long after the caches are cleared. */
export const CHUNK_RELOAD_DELAY_MS = 75;
/** A lazy section that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The 'Application Update Required' banner hides after this long… */
export const UPDATE_BANNER_MS = 30_000;
/** …and is no longer offered after this many refreshes that did not help. */
export const UPDATE_BANNER_MAX_RETRIES = 3;

/** The server's version is compared with the bundle's on load and this often. */
export const VERSION_CHECK_INTERVAL_MS = 300_000;
/** The bundle's version when the build gives none. */
export const DEFAULT_APP_VERSION = '1.0.0';

/** `/health` is asked again this often while the connection is in doubt. */
export const HEALTH_RECHECK_MS = 30_000;

/** Storage keys. */
export const STORAGE_KEYS = {
  /** localStorage: the version this browser last ran. */
  appVersion: 'app-version',
  /** sessionStorage: section → time of the last reload made for a chunk error. */
  chunkReloads: 'chunk-reload-records',
  /** sessionStorage: section → { attempts, at } of the retry panel. */
  chunkRetries: 'chunk-retry-records',
  /** sessionStorage: how many times the update banner's Refresh Now was used. */
  updateBannerRetries: 'update-banner-retries',
} as const;

/** Window event raised when a chunk failed and the page should be refreshed. */
export const UPDATE_REQUIRED_EVENT = 'app-update-required';
