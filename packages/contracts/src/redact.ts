/**
 * Redaction of what the browser captures for support (issue 20): nothing captured may carry a
 * password, a token or a cookie. Used by the web client before it sends, and by the api again
 * before it stores. Zod-free and small, so the web's diagnostics chunk can take it.
 */

export const REDACTED = '[REDACTED]';

/** Keys whose values are secrets, whatever their case or separators. */
const secretKey =
  /pass(word|wd|phrase)?|pwd|secret|token|cookie|authori[sz]ation|session[-_]?id|api[-_]?key|csrf|xsrf|credential|bearer|private[-_]?key|set-cookie|card[-_]?number|cvc|cvv/i;

/** Secrets written inside text: `password=…`, `"token":"…"`, `Bearer …`, `Cookie: …`, JWTs. */
const textPatterns: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${REDACTED}`],
  [/\b((?:set-)?cookie)\s*[:=]\s*[^\n\r]*/gi, `$1: ${REDACTED}`],
  [
    /(["']?)((?:[A-Za-z_-]*)(?:password|passwd|pwd|secret|token|api[-_]?key|session[-_]?id|csrf|xsrf|authorization|credential)(?:[A-Za-z_-]*))\1(\s*[:=]\s*)(["']?)[^"'&\s,;}]*\4/gi,
    `$1$2$1$3$4${REDACTED}$4`,
  ],
  [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, REDACTED],
];

/** Redacts secrets written inside a text. */
export const redactText = (text: string): string =>
  textPatterns.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

/** Whether a key names a secret. */
export const isSecretKey = (key: string) => secretKey.test(key);

/**
 * A deep copy of `value` with every secret-named key's value replaced and secrets inside strings
 * redacted. Cycles and depth beyond 12 become '[…]'.
 */
export const redactSecrets = <T>(value: T, depth = 0, seen = new WeakSet<object>()): T => {
  if (typeof value === 'string') return redactText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 12 || seen.has(value)) return '[…]' as T;
  // Ancestors only: an object met twice side by side is copied twice, a cycle is cut.
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => redactSecrets(item, depth + 1, seen));
    seen.delete(value);
    return items as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSecretKey(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : redactSecrets(item, depth + 1, seen);
  }
  seen.delete(value);
  return copy as T;
};
