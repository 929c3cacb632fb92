import type { FieldError } from '@urosim/contracts';

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What PostgreSQL cannot store in text or jsonb: NUL, and a UTF-16 surrogate without its pair. */
const isUnstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The message of the field error for such a string. */
export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a NUL or a broken surrogate)';

/**
 * Every string in a request's params, query and body (object keys included) that PostgreSQL would refuse,
 * as field errors naming where it is. Checked once for every route, before validation, so that no
 * such string reaches a query and answers 500.
 */
export const findUnstorableText = (input: Record<string, unknown>): FieldError[] => {
  const errors: FieldError[] = [];
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (isUnstorable(value)) {
        errors.push({
          path: path.join('.') || '(root)',
          message: UNSTORABLE_TEXT_MESSAGE,
          code: 'invalid_string',
        });
      }
      return;
    }
    if (typeof value !== 'object' || value === null || depth > 64) return;
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorable(key)) {
        errors.push({
          path: [...path, '(key)'].join('.'),
          message: UNSTORABLE_TEXT_MESSAGE,
          code: 'invalid_key',
        });
        continue;
      }
      visit(item, [...path, key], depth + 1);
    }
  };
  // Paths name the field inside its part, as zod's field errors do (`email`, not `body.email`).
  for (const value of Object.values(input)) visit(value, [], 0);
  return errors;
};
