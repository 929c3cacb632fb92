import { describe, expect, it } from 'vitest';
import { defaultUserSettings, resolveUserSettings, ZPushSubscription } from './notifications.ts';

describe('resolveUserSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(resolveUserSettings(undefined)).toEqual(defaultUserSettings);
    expect(resolveUserSettings({})).toEqual(defaultUserSettings);
  });
  it('keeps valid stored fields and replaces stale or unknown ones by their default', () => {
    const settings = resolveUserSettings({
      accessibility: { textSize: 'large', reducedMotion: 'yes', removed: true },
      training: { defaultSessionMinutes: 7, defaultMode: 'Chat' },
      colours: { x: 1 },
    });
    expect(settings.accessibility.textSize).toBe('large');
    expect(settings.accessibility.reducedMotion).toBe(false);
    expect(settings.training.defaultSessionMinutes).toBeNull();
    expect(settings).not.toHaveProperty('colours');
    expect(settings.accessibility).not.toHaveProperty('removed');
  });
  it('never hands out the defaults object itself', () => {
    const settings = resolveUserSettings({});
    settings.accessibility.textSize = 'small';
    expect(defaultUserSettings.accessibility.textSize).toBe('medium');
  });
});

describe('ZPushSubscription', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  it('accepts an https endpoint with base64url keys', () => {
    expect(ZPushSubscription.safeParse({ endpoint: 'https://push.example/abc', keys }).success).toBe(true);
  });
  it('refuses a plain http endpoint and malformed keys, naming the field', () => {
    const http = ZPushSubscription.safeParse({ endpoint: 'http://push.example/abc', keys });
    expect(http.error?.issues[0]?.path).toEqual(['endpoint']);
    const bad = ZPushSubscription.safeParse({
      endpoint: 'https://push.example/abc',
      keys: { ...keys, auth: 'no' },
    });
    expect(bad.error?.issues[0]?.path).toEqual(['keys', 'auth']);
  });
});
