import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, ZEnv } from './index.ts';

describe('.env.example', () => {
  it('lists every variable the configuration reads, each with a comment', () => {
    const text = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const lines = text.split('\n');
    for (const name of Object.keys(ZEnv.shape)) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(index, name).toBeGreaterThan(0);
      expect(lines[index - 1]?.startsWith('#'), `${name} has a one-line meaning above it`).toBe(true);
    }
  });
});
