/** One field of an audited target whose value differs before and after. */
export type AuditChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that changed between an audit entry's `before` and `after` (top level, compared as
 * JSON). Values that are not objects (or a target created or deleted, `null` on one side) give one
 * row, `value`.
 */
export const auditChanges = (before: unknown, after: unknown): AuditChange[] => {
  if (!isRecord(before) || !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before, after }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
};
