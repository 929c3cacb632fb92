import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './index.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'urosim-config-'));

describe('parseConfig', () => {
  it('applies the defaults', () => {
    const config = parseConfig({ DATA_DIR: tmp() });
    expect(config.PORT).toBe(3000);
    expect(config.usesEmbeddedDatabase).toBe(true);
    expect(config.APP_BASE_URL).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('reports every problem at once', () => {
    try {
      parseConfig({ PORT: 'abc', LOG_LEVEL: 'loud', APP_BASE_URL: 'not a url', DATA_DIR: tmp() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
      expect(problems.join('\n')).toMatch(/APP_BASE_URL/);
    }
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/SESSION_SECRET/);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = parseConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', DATA_DIR: tmp() }).usesEmbeddedDatabase).toBe(true);
  });

  it('chooses the billing sandbox by default and Stripe when its key is set', () => {
    const sandbox = parseConfig({ DATA_DIR: tmp(), SESSION_SECRET: 'x'.repeat(32) });
    expect(sandbox.BILLING_PROVIDER).toBe('sandbox');
    expect(sandbox.BILLING_WEBHOOK_URL).toBe('http://127.0.0.1:3000/api/v1/subscription/webhook');
    expect(sandbox.BILLING_SANDBOX_SECRET).toMatch(/^whsec_/);
    expect(sandbox.BILLING_SANDBOX_SECRET).not.toContain(sandbox.SESSION_SECRET);
    expect(parseConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_1' }).BILLING_PROVIDER).toBe('stripe');
    expect(
      parseConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_1', BILLING_PROVIDER: 'sandbox' })
        .BILLING_PROVIDER,
    ).toBe('sandbox');
  });

  it('refuses Stripe without its key, or in production without the webhook secret', () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), BILLING_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    const production = { NODE_ENV: 'production', DATA_DIR: tmp(), SESSION_SECRET: 'x'.repeat(32) };
    expect(() => parseConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      parseConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        .BILLING_PROVIDER,
    ).toBe('stripe');
  });
});
