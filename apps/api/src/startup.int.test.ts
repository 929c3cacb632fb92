import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@urosim/db';
import { describe, expect, it } from 'vitest';
import { fixtureCase } from './test/case-fixture.ts';

// The process entries as a person runs them: `node apps/api/src/server.ts` and the CLI.

const here = import.meta.dirname;

/** The environment of a run of our own: no DATABASE_URL (the embedded PostgreSQL), a fresh DATA_DIR. */
const ownEnvironment = (extra: Record<string, string>) => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return { ...env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...extra };
};

const run = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, script), ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });

describe('start-up with a taken PORT', () => {
  it('says "Port N is in use" and exits 1 before doing any work', { timeout: 60_000 }, async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'urosim-busy-port-'));
    try {
      const result = await run(
        'server.ts',
        [],
        ownEnvironment({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          EMBEDDED_PG_PORT: String(await findFreePort()),
        }),
      );
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).toContain(`Port ${port} is in use`);
      expect(result.stdout + result.stderr).not.toContain('EADDRINUSE');
      // No database was started, so nothing was migrated.
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pg'))).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});

describe('cases:export to stdout', () => {
  it('writes only the JSON there, the embedded database logging to stderr', {
    timeout: 180_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'urosim-cli-'));
    const env = ownEnvironment({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await findFreePort()) });
    const definition = fixtureCase('fixture-cli-export');
    const file = path.join(dataDir, 'case.json');
    writeFileSync(file, JSON.stringify(definition));

    const imported = await run('cli.ts', ['cases:import', file], env);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toBe('');
    expect(imported.stderr).toContain('fixture-cli-export: version 1 (new)');

    const exported = await run('cli.ts', ['cases:export', 'fixture-cli-export'], env);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual(definition);
    expect(exported.stderr).toContain('Embedded PostgreSQL ready');
  });
});
