import { describe, expect, it } from 'vitest';
import {
  clearLocalAuthData,
  clearSessionFlags,
  createMemoryStorage,
  isUserData,
  readLocalUser,
  saveProfileLocally,
  saveUserLocally,
} from './auth-storage';

const trainee = {
  id: 'u-1',
  email: 'alex@example.org',
  role: 'user',
  is_admin: false,
  isAdmin: false,
  fullName: 'Alex Morgan',
  firstName: 'Alex',
  name: 'Alex Morgan',
};

describe('local auth storage', () => {
  it('writes every key of a login and removes authToken', () => {
    const storage = createMemoryStorage({ authToken: 'legacy', isAdmin: 'true' });
    saveUserLocally(storage, trainee);
    expect(storage.snapshot()).toEqual({
      userEmail: 'alex@example.org',
      userId: 'u-1',
      userRole: 'user',
      user: JSON.stringify(trainee),
      userFullName: 'Alex Morgan',
      userProfile: JSON.stringify(trainee),
    });
  });

  it('sets isAdmin only for an admin, and userFullName only when present', () => {
    const storage = createMemoryStorage({ userFullName: 'Someone Else' });
    saveUserLocally(storage, { id: 'a-1', email: 'admin@x.y', role: 'admin', fullName: null });
    const stored = storage.snapshot();
    expect(stored.isAdmin).toBe('true');
    expect(stored.userRole).toBe('admin');
    expect(stored).not.toHaveProperty('userFullName');
  });

  it('defaults the role to user', () => {
    const storage = createMemoryStorage();
    saveUserLocally(storage, { id: 'u-2', email: 'sam@x.y' });
    expect(storage.getItem('userRole')).toBe('user');
  });

  it('stores the profile apart from the user', () => {
    const storage = createMemoryStorage();
    saveUserLocally(storage, trainee);
    saveProfileLocally(storage, { ...trainee, institution: 'St Elsewhere' });
    expect(JSON.parse(storage.getItem('userProfile') ?? '{}')).toMatchObject({ institution: 'St Elsewhere' });
  });

  it('clears every auth key and leaves the others', () => {
    const storage = createMemoryStorage({ theme: 'light', authToken: 'x' });
    saveUserLocally(storage, { ...trainee, is_admin: true });
    clearLocalAuthData(storage);
    expect(storage.snapshot()).toEqual({ theme: 'light' });
  });

  it('clears the session flags and the redirect target', () => {
    const storage = createMemoryStorage({
      sessionCleared: 'true',
      redirectAfterLogin: '/settings',
      other: '1',
    });
    clearSessionFlags(storage);
    expect(storage.snapshot()).toEqual({ other: '1' });
  });

  it('reads back a stored user, and nothing from broken or id-less data', () => {
    const storage = createMemoryStorage();
    expect(readLocalUser(storage)).toBeNull();
    saveUserLocally(storage, trainee);
    expect(readLocalUser(storage)).toEqual(trainee);
    storage.setItem('user', '{not json');
    expect(readLocalUser(storage)).toBeNull();
    storage.setItem('user', JSON.stringify({ email: 'no-id@x.y' }));
    expect(readLocalUser(storage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveUserLocally(broken, trainee)).not.toThrow();
    expect(() => clearLocalAuthData(broken)).not.toThrow();
    expect(readLocalUser(broken)).toBeNull();
  });

  it('accepts as a user only an object with a truthy id', () => {
    expect(isUserData({ id: 'x' })).toBe(true);
    expect(isUserData({ id: '' })).toBe(false);
    expect(isUserData({ id: 0 })).toBe(false);
    expect(isUserData({ email: 'a@b.c' })).toBe(false);
    expect(isUserData(null)).toBe(false);
    expect(isUserData('u-1')).toBe(false);
  });
});
