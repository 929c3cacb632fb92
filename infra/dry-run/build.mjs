#!/usr/bin/env node
// Runs infra/Dockerfile's instructions without Docker, for machines that have none (see
// docs/operations.md, "Deploying with containers"). Each stage gets a folder as its root file
// system; COPY is carried out from the build context (the tree filtered by .dockerignore, with
// Docker's rules: @balena/dockerignore) or from an earlier stage; RUN runs in a bubblewrap sandbox in
// which the stage's folder is mounted at the instruction's paths (/app, the cache mounts) and the rest
// of the machine is read-only. It is an emulation, not an image:
//   - the base image is this machine (Debian, the Node and pnpm on PATH) instead of node:24-bookworm-slim;
//     `npm install -g pnpm@X` is not run, the pnpm on PATH must be version X;
//   - the cache mount is this machine's pnpm store; `node` is uid/gid 1000, as in the Node images.
// Then it starts the final stage as Docker would (its ENV, USER and CMD), with extra environment given
// by the caller, so that the api and the worker can be started from what the image would hold.
//
// Usage: node infra/dry-run/build.mjs --tools <folder with node_modules/@balena/dockerignore> --out <folder>
//        [--no-build] [--run '<command>' --env K=V ...]
//   BUILD_ARG_<NAME>=value in the environment stands for `--build-arg NAME=value`; --no-build runs
//   the final stage of an earlier build. One container with its embedded PostgreSQL, for example:
//   node infra/dry-run/build.mjs --tools T --out O --no-build --run 'exec node apps/api/src/server.ts' \
//     --env HOST=127.0.0.1 --env PORT=39410 --env EMBEDDED_PG_PORT=54410 --env SESSION_SECRET=<32+ characters>
// Needs: bwrap (Debian's bubblewrap), root (for chown and setpriv), Node >= 22.22, pnpm.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const tools = arg('--tools');
const out = path.resolve(arg('--out') ?? '/tmp/urosim-dry-build');
if (!tools) throw new Error('--tools <folder> is required (npm install @balena/dockerignore there)');
const dockerignore = createRequire(path.join(path.resolve(tools), 'noop.js'))('@balena/dockerignore');

const noBuild = process.argv.includes('--no-build');

// ---- the build context ----------------------------------------------------------------------------
if (!noBuild) rmSync(out, { recursive: true, force: true });
const context = path.join(out, 'context');
const ignore = dockerignore().add(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
const contextFiles = [];
const walk = (rel) => {
  for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (['node_modules', '.git'].includes(entry.name) && ignore.ignores(p)) continue;
      walk(p);
    } else if (!ignore.ignores(p)) contextFiles.push(p);
  }
};
if (!noBuild) walk('');
for (const file of contextFiles) {
  mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
  cpSync(path.join(root, file), path.join(context, file), { verbatimSymlinks: true });
}
if (!noBuild) console.log(`context: ${contextFiles.length} files`);

// ---- the Dockerfile -------------------------------------------------------------------------------
const lines = (noBuild ? '' : readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8'))
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const globalArgs = {};
const stages = new Map();
let stage;
const expand = (text, vars) => text.replace(/\$\{?([A-Z_][A-Z0-9_]*)\}?/g, (m, name) => vars[name] ?? m);
const pnpmVersion = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
const pnpmStore = execFileSync('pnpm', ['store', 'path'], { encoding: 'utf8', cwd: root })
  .trim()
  .replace(/\/v\d+$/, '');
const fakeEtc = path.join(out, 'etc');
mkdirSync(fakeEtc, { recursive: true });
writeFileSync(
  path.join(fakeEtc, 'passwd'),
  'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\nnobody:x:65534:65534::/:/usr/sbin/nologin\n',
);
writeFileSync(path.join(fakeEtc, 'group'), 'root:x:0:\nnode:x:1000:\nnogroup:x:65534:\n');

/** The sandbox: the machine read-only, the stage's folders writable at their image paths. */
const sandbox = (s, { user } = {}) => {
  const own = readdirSync(s.rootfs);
  const args = [];
  // The machine's top-level folders, read-only, except where the stage has its own.
  for (const entry of readdirSync('/', { withFileTypes: true })) {
    if (own.includes(entry.name) || ['dev', 'proc', 'tmp'].includes(entry.name)) continue;
    if (entry.isSymbolicLink()) args.push('--symlink', readlinkSync(`/${entry.name}`), `/${entry.name}`);
    else if (entry.isDirectory()) args.push('--ro-bind', `/${entry.name}`, `/${entry.name}`);
  }
  args.push('--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp');
  for (const dir of own) args.push('--bind', path.join(s.rootfs, dir), `/${dir}`);
  args.push('--ro-bind', path.join(fakeEtc, 'passwd'), '/etc/passwd');
  args.push('--ro-bind', path.join(fakeEtc, 'group'), '/etc/group');
  args.push('--chdir', s.workdir, '--clearenv');
  const env = { PATH: process.env.PATH, HOME: '/tmp', ...s.args, ...s.env };
  for (const [k, v] of Object.entries(env)) args.push('--setenv', k, v);
  const prefix = user && user !== 'root' ? ['setpriv', '--reuid=1000', '--regid=1000', '--clear-groups'] : [];
  return { args, prefix };
};
const inRootfs = (s, p) => path.join(s.rootfs, path.isAbsolute(p) ? p : path.join(s.workdir, p));
const copyInto = (from, to, destIsDir) => {
  if (!existsSync(from)) throw new Error(`COPY: ${from} does not exist`);
  if (statSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true });
    execFileSync('cp', ['-a', `${from}/.`, to]);
  } else {
    const target = destIsDir ? path.join(to, path.basename(from)) : to;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(from, target);
  }
};

for (const line of lines) {
  const [, instruction, rest] = /^(\S+)\s*(.*)$/.exec(line);
  const op = instruction.toUpperCase();
  if (op === 'ARG' && !stage) {
    const [name, value = ''] = rest.split('=');
    globalArgs[name] = value.replace(/^"|"$/g, '');
    continue;
  }
  if (op === 'FROM') {
    const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
    const from = expand(image, globalArgs);
    const rootfs = path.join(out, 'stages', name ?? `stage${stages.size}`);
    const parent = stages.get(from);
    stage = parent
      ? { ...structuredClone({ ...parent, rootfs: undefined }), rootfs, name }
      : { rootfs, name, env: {}, args: {}, workdir: '/', user: 'root', cmd: undefined, base: from };
    mkdirSync(rootfs, { recursive: true });
    if (parent) execFileSync('cp', ['-a', `${parent.rootfs}/.`, rootfs]);
    stages.set(stage.name, stage);
    console.log(`\n== stage ${stage.name} (from ${parent ? parent.name : from})`);
    continue;
  }
  const vars = { ...globalArgs, ...stage.args, ...stage.env };
  if (op === 'ARG') {
    const [name, value = ''] = rest.split('=');
    stage.args[name] = process.env[`BUILD_ARG_${name}`] ?? value.replace(/^"|"$/g, '');
  } else if (op === 'ENV') {
    for (const [, k, v] of rest.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) stage.env[k] = expand(v, vars);
  } else if (op === 'WORKDIR') {
    stage.workdir = path.resolve(stage.workdir, expand(rest, vars));
    mkdirSync(inRootfs(stage, stage.workdir), { recursive: true });
  } else if (op === 'USER') {
    stage.user = rest;
  } else if (op === 'COPY') {
    const words = rest.split(/\s+/);
    const flags = Object.fromEntries(
      words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=')),
    );
    const [dest, ...sources] = words.filter((w) => !w.startsWith('--')).reverse();
    const destIsDir = dest.endsWith('/') || dest === '.' || sources.length > 1;
    const fromRoot = flags.from ? stages.get(flags.from) : undefined;
    for (const source of sources.reverse()) {
      const from = fromRoot ? inRootfs(fromRoot, source) : path.join(context, source);
      copyInto(from, inRootfs(stage, expand(dest, vars)), destIsDir);
    }
    console.log(`COPY ${rest}`);
  } else if (op === 'RUN') {
    let command = rest;
    const mounts = [];
    while (command.startsWith('--mount=')) {
      const [, spec, remaining] = /^--mount=(\S+)\s+(.*)$/.exec(command);
      const target = /target=([^,]+)/.exec(spec)?.[1];
      if (/type=cache/.test(spec) && target) mounts.push(target);
      command = remaining;
    }
    const npmGlobal = /^npm install -g .*pnpm@(\S+)$/.exec(command);
    if (npmGlobal) {
      if (npmGlobal[1] !== pnpmVersion)
        throw new Error(`the image installs pnpm ${npmGlobal[1]}, PATH has ${pnpmVersion}`);
      console.log(`RUN ${command}  (skipped: pnpm ${pnpmVersion} is on PATH)`);
      continue;
    }
    for (const target of mounts) mkdirSync(inRootfs(stage, target), { recursive: true });
    const { args, prefix } = sandbox(stage, { user: stage.user });
    // The cache mounts are this machine's pnpm store (a cache: same packages, fetched once).
    for (const target of mounts) args.push('--bind', pnpmStore, target);
    console.log(`RUN ${command}`);
    const result = spawnSync('bwrap', [...args, '--', ...prefix, 'sh', '-c', command], { stdio: 'inherit' });
    for (const target of mounts) rmSync(inRootfs(stage, target), { recursive: true, force: true });
    if (result.status !== 0) throw new Error(`RUN failed (${result.status}): ${command}`);
  } else if (op === 'CMD') {
    stage.cmd = JSON.parse(rest);
  } else if (!['EXPOSE', 'HEALTHCHECK', 'LABEL'].includes(op)) {
    throw new Error(`dry-build does not know ${op}`);
  }
}

// ---- the final stage, as a container would start it -----------------------------------------------
const finalFile = path.join(out, 'final-stage.json');
if (!noBuild) writeFileSync(finalFile, JSON.stringify(stage, null, 2));
const final = JSON.parse(readFileSync(finalFile, 'utf8'));
console.log(
  `\nfinal stage ${final.name}: user ${final.user}, workdir ${final.workdir}, cmd ${JSON.stringify(final.cmd)}`,
);
const run = arg('--run');
if (run) {
  const extraEnv = Object.fromEntries(
    process.argv.flatMap((a, i) => (process.argv[i - 1] === '--env' ? [a.split(/=(.*)/s).slice(0, 2)] : [])),
  );
  const { args, prefix } = sandbox(
    { ...final, env: { ...final.env, ...extraEnv }, args: {} },
    { user: final.user },
  );
  // The container's network is the machine's loopback here.
  const result = spawnSync('bwrap', [...args, '--', ...prefix, 'sh', '-c', run], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
