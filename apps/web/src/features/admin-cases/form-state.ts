import type { FieldError } from '@urosim/contracts';

/** A path into the form's value: keys and list positions. */
export type Path = readonly (string | number)[];

/** The value at `path`, or undefined. */
export const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

/**
 * A copy of `root` with `value` at `path` (undefined removes an object key, and an object left with
 * no key by that goes too: an optional group whose fields were all cleared is absent, not empty).
 */
export const setAt = (root: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof key === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[key] = setAt(list[key], rest, value);
    return list;
  }
  const object = root !== null && typeof root === 'object' ? { ...(root as Record<string, unknown>) } : {};
  const next = setAt(object[key], rest, value);
  const emptied =
    value === undefined &&
    rest.length > 0 &&
    next !== null &&
    typeof next === 'object' &&
    !Array.isArray(next) &&
    Object.keys(next).length === 0;
  if (next === undefined || emptied) delete object[key];
  else object[key] = next;
  return object;
};

/**
 * Field errors by dotted path (`facts.0.cues`), from zod issues or the server's envelope. The save
 * body's fields are under `definition.`: stripped, so both name the same form field.
 */
export const errorsByPath = (errors: readonly Pick<FieldError, 'path' | 'message'>[]) => {
  const map = new Map<string, string>();
  for (const { path, message } of errors) {
    const key = path.replace(/^definition\./, '').replace(/^definition$/, '(root)');
    if (!map.has(key)) map.set(key, message);
  }
  return map;
};

/** Zod issues as field errors (`path` dotted). */
export const issuesToErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(root)', message: issue.message }));

/** Errors at or under `prefix`, for a section's badge. */
export const countErrorsUnder = (errors: Map<string, string>, prefixes: readonly string[]) =>
  [...errors.keys()].filter((path) => prefixes.some((p) => path === p || path.startsWith(`${p}.`))).length;
