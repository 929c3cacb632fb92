import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  type Actor,
  authorize,
  can,
  caseLibrary,
  outbox,
  type PolicyUser,
  progressOf,
  sessionResource,
} from './index.ts';
import { sessionActions } from './session.ts';

const trainee: PolicyUser = { id: 'trainee-1', role: 'user', is_admin: false };
const otherTrainee: PolicyUser = { id: 'trainee-2', role: 'user', is_admin: false };
const admin: PolicyUser = { id: 'admin-1', role: 'admin', is_admin: true };
// An admin by the flag alone, or by the role alone, is an admin.
const flaggedAdmin: PolicyUser = { id: 'admin-2', role: 'user', is_admin: true };
const roleAdmin: PolicyUser = { id: 'admin-3', role: 'admin', is_admin: false };

const session = sessionResource({ user_id: trainee.id });

/** What `authorize` throws, as status, code and message; `allowed` when it does not throw. */
const outcome = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.status} ${error.code}: ${error.message}`;
  }
};

describe('session policy', () => {
  const table: [string, Actor, string][] = [
    ['a visitor', undefined, '401 UNAUTHENTICATED: Please log in to continue'],
    ['its trainee', trainee, 'allowed'],
    ['another trainee', otherTrainee, '404 NOT_FOUND: No such session'],
    ['an admin', admin, '404 NOT_FOUND: No such session'],
  ];
  for (const action of sessionActions) {
    it.each(table)(`${action}: %s → %s`, (_who, actor, expected) => {
      expect(outcome(() => authorize(actor, action, session))).toBe(expected);
      expect(can(actor, action, session)).toBe(expected === 'allowed');
    });
  }
});

describe('admin-only resources', () => {
  const table: [string, Actor, string][] = [
    ['a visitor', undefined, '401 UNAUTHENTICATED: Please log in to continue'],
    ['a trainee', trainee, '403 ADMIN_REQUIRED: Admin access required'],
    ['an admin', admin, 'allowed'],
    ['an admin by the flag', flaggedAdmin, 'allowed'],
    ['an admin by the role', roleAdmin, 'allowed'],
  ];
  it.each(table)('outbox read: %s → %s', (_who, actor, expected) => {
    expect(outcome(() => authorize(actor, 'read', outbox))).toBe(expected);
  });
  it.each(table)('case import: %s → %s', (_who, actor, expected) => {
    expect(outcome(() => authorize(actor, 'import', caseLibrary))).toBe(expected);
  });
  it.each(table)('case export: %s → %s', (_who, actor, expected) => {
    expect(outcome(() => authorize(actor, 'export', caseLibrary))).toBe(expected);
  });
});

describe("a user's progress", () => {
  const table: [string, Actor, string][] = [
    ['a visitor', undefined, '401 UNAUTHENTICATED: Please log in to continue'],
    ['the user', trainee, 'allowed'],
    ['another trainee', otherTrainee, '404 NOT_FOUND: No such user'],
    ['an admin', admin, 'allowed'],
  ];
  it.each(table)('read: %s → %s', (_who, actor, expected) => {
    expect(outcome(() => authorize(actor, 'read', progressOf(trainee.id)))).toBe(expected);
  });
});

describe('the actions a resource has', () => {
  it('are typed by its policy: an action another resource has does not compile', () => {
    // @ts-expect-error the outbox is only read
    expect(() => authorize(admin, 'import', outbox)).toThrow();
    // @ts-expect-error a session has no `export`
    expect(() => can(trainee, 'export', session)).toThrow();
  });
});
