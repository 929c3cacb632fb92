import diff from 'microdiff';

/** One difference between two case definitions, named for a reader. */
export type DefinitionChange = {
  kind: 'added' | 'removed' | 'changed';
  path: string;
  label: string;
  before?: unknown;
  after?: unknown;
};

const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

/** Reads the value at a path of an object, or undefined. */
const at = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

/**
 * The readable label of a path: keys in words, list positions counted from 1 and, where the item
 * has one, its id (`Facts › #3 (smoking) › Cues › #2`).
 */
export const labelOfPath = (root: unknown, path: readonly (string | number)[]) =>
  path
    .map((key, i) => {
      if (typeof key === 'number') {
        const item = at(root, path.slice(0, i + 1));
        const itemId =
          item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
            ? ` (${(item as { id: string }).id})`
            : '';
        return `#${key + 1}${itemId}`;
      }
      return words(key);
    })
    .join(' › ');

/**
 * A field-level diff between two versions of a case definition (microdiff, then each change named
 * by its path in the form's words). Order follows the definition.
 */
export const diffDefinitions = (before: unknown, after: unknown): DefinitionChange[] =>
  diff(before as Record<string, unknown>, after as Record<string, unknown>).map((change) => {
    const path = change.path;
    const label = labelOfPath(change.type === 'REMOVE' ? before : after, path);
    const base = { path: path.join('.'), label };
    if (change.type === 'CREATE') return { ...base, kind: 'added', after: change.value };
    if (change.type === 'REMOVE') return { ...base, kind: 'removed', before: change.oldValue };
    return { ...base, kind: 'changed', before: change.oldValue, after: change.value };
  });
