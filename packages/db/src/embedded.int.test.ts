import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, findFreePort, portFromSetting, startEmbeddedPostgres } from './embedded.ts';

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL launcher', { timeout: 120_000 }, () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'urosim-embedded-')), 'pg');

  it('creates a cluster, keeps its data across restarts, and stops', async () => {
    const port = await findFreePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    await query(first.url, 'create table kept (n int); insert into kept values (42)');
    await first.stop();
    await expect(query(first.url, 'select 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await query(second.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('starts again after the process that owned it was killed with SIGKILL', async () => {
    const port = await findFreePort();
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(path.join(import.meta.dirname, 'embedded.ts'))};
      const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
      console.log('READY ' + pg.url);
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /READY (\S+)/.exec(chunk.toString());
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The postmaster outlives its killed owner…
    expect((await query(url, 'select 1 as one'))[0]).toEqual({ one: 1 });

    // …and the next start stops it and starts cleanly.
    const next = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect((await query(next.url, 'select 1 as one'))[0]).toEqual({ one: 1 });
    } finally {
      await next.stop();
    }
  });

  it('names the busy port and how to change it', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => {
        const address = blocker.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const attempt = startEmbeddedPostgres({ dataDir, port });
      await expect(attempt).rejects.toBeInstanceOf(EmbeddedPostgresError);
      await expect(attempt).rejects.toThrow(new RegExp(`Port ${port}.*EMBEDDED_PG_PORT`));
    } finally {
      blocker.close();
    }
  });

  it('takes the port its setting names, else one that is free even when the old default is busy', async () => {
    expect(await portFromSetting('24999')).toBe(24999);
    const blocker = createServer();
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen(54332, '127.0.0.1', () => resolve());
    }).catch(() => undefined); // already busy is what this test is about too
    try {
      const port = await portFromSetting(undefined);
      expect(port).not.toBe(54332);
      const probe = createServer();
      await new Promise<void>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
      });
    } finally {
      blocker.close();
    }
  });

  it('stops the postmaster process itself', async () => {
    const port = await findFreePort();
    const running = await startEmbeddedPostgres({ dataDir, port });
    const pid = Number.parseInt(
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!,
      10,
    );
    expect(isAlive(pid)).toBe(true);
    await running.stop();
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});
