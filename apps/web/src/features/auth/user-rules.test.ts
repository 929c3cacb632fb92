import { describe, expect, it } from 'vitest';
import { brandIdentity, headerFirstName, isAdminUser, tierLabel } from './user-rules';

describe('admin rule', () => {
  it('is admin with is_admin true, isAdmin true or role admin, and not otherwise', () => {
    expect(isAdminUser({ is_admin: true })).toBe(true);
    expect(isAdminUser({ isAdmin: true })).toBe(true);
    expect(isAdminUser({ role: 'admin' })).toBe(true);
    expect(isAdminUser({ role: 'user', is_admin: false, isAdmin: false })).toBe(false);
    expect(isAdminUser({})).toBe(false);
    expect(isAdminUser(null)).toBe(false);
    expect(isAdminUser(undefined)).toBe(false);
  });
});

describe('brand area name and initial', () => {
  it('takes the first name from fullName first', () => {
    expect(brandIdentity({ fullName: 'alex  Morgan', firstName: 'Sam', email: 'x@y.z' })).toEqual({
      firstName: 'alex',
      initial: 'A',
    });
  });

  it('then firstName, then the e-mail prefix', () => {
    expect(brandIdentity({ fullName: '  ', firstName: 'Sam', email: 'x@y.z' })).toEqual({
      firstName: 'Sam',
      initial: 'S',
    });
    expect(brandIdentity({ fullName: null, firstName: null, email: 'jo.bloggs@nhs.example' })).toEqual({
      firstName: 'jo.bloggs',
      initial: 'J',
    });
  });

  it('gives User / U for an e-mail prefix of test or admin, and for no data at all', () => {
    expect(brandIdentity({ email: 'test@urosim.local' })).toEqual({ firstName: 'User', initial: 'U' });
    expect(brandIdentity({ email: 'Admin@urosim.local' })).toEqual({ firstName: 'User', initial: 'U' });
    expect(brandIdentity({})).toEqual({ firstName: 'User', initial: 'U' });
    expect(brandIdentity(null)).toEqual({ firstName: 'User', initial: 'U' });
    // Only the exact prefix: "tester" is a name.
    expect(brandIdentity({ email: 'tester@x.y' })).toEqual({ firstName: 'tester', initial: 'T' });
  });
});

describe('header first name', () => {
  it('prefers a stats name unless it is exactly User', () => {
    expect(headerFirstName({ fullName: 'Alex Morgan' }, 'Lex')).toBe('Lex');
    expect(headerFirstName({ fullName: 'Alex Morgan' }, 'User')).toBe('Alex');
    expect(headerFirstName({ fullName: 'Alex Morgan' }, '')).toBe('Alex');
  });

  it('falls back from fullName to name to the e-mail prefix to User', () => {
    expect(headerFirstName({ fullName: null, name: 'Sam Lee' })).toBe('Sam');
    expect(headerFirstName({ email: 'jo@x.y' })).toBe('jo');
    expect(headerFirstName({})).toBe('User');
    expect(headerFirstName(null)).toBe('User');
  });
});

describe('tier label', () => {
  it('follows the order of the specification', () => {
    expect(tierLabel({ isAdmin: true, subscription: { plan_name: 'Premium' } })).toBe('Admin');
    expect(tierLabel({ isAdmin: false })).toBe('Free');
    expect(tierLabel({ isAdmin: false, subscription: null })).toBe('Free');
    expect(tierLabel({ isAdmin: false, subscription: { plan_name: 'UroSim Premium Annual' } })).toBe(
      'Premium',
    );
    expect(tierLabel({ isAdmin: false, subscription: { plan_name: 'Pro monthly' } })).toBe('Standard');
    expect(tierLabel({ isAdmin: false, subscription: { plan_name: 'Standard' } })).toBe('Standard');
    expect(tierLabel({ isAdmin: false, subscription: { plan_name: 'Basic' } })).toBe('Basic');
    expect(tierLabel({ isAdmin: false, subscription: { plan_id: 'taster-2026' } })).toBe('Basic');
    expect(tierLabel({ isAdmin: false, subscription: { plan_name: 'Department licence' } })).toBe('Free');
  });
});
