/** The product version (root package.json), injected by Vite at build time. */
declare const __APP_VERSION__: string;
/** When this bundle was built (ISO 8601), injected by Vite at build time. */
declare const __BUILD_TIME__: string;
