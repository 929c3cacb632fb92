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
});
