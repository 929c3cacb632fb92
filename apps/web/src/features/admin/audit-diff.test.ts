import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(auditChanges({ a: 1, b: { c: 2 }, d: 'x' }, { a: 1, b: { c: 3 }, e: true })).toEqual([
      { field: 'b', before: { c: 2 }, after: { c: 3 } },
      { field: 'd', before: 'x', after: undefined },
      { field: 'e', before: undefined, after: true },
    ]);
  });

  it('gives one row for a created or deleted target, none for no change', () => {
    expect(auditChanges(null, { title: 'New' })).toEqual([
      { field: 'value', before: null, after: { title: 'New' } },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
