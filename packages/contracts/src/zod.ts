import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may. Under the web app's Content Security
// Policy (script-src 'self') the browser refuses that and logs a violation, so in a browser every
// schema parses without code generation; the server keeps the faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** zod, configured for where it runs: every contract schema is built with this. */
export { z };
