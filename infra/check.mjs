#!/usr/bin/env node
// Checks infra/Dockerfile and .dockerignore against the workspace, without Docker and without any
// dependency: `node infra/check.mjs` (exit 1 on a problem); the unit tests run it too
// (packages/config/src/infra.test.ts).
//   - every workspace package's package.json (pnpm-workspace.yaml) is copied before each
//     `pnpm install`, with the lockfile, the workspace file and the root package.json;
//   - every package the api runs with (its workspace dependencies, transitively, not the development
//     ones) is copied whole into the stages the final image is made from, with the built web app and
//     build-info.json, and that image installs production dependencies only;
//   - the final image runs as a non-root user that owns DATA_DIR;
//   - .dockerignore is an allow-list that keeps installs, builds and local state out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace's package folders (relative), from pnpm-workspace.yaml's `packages:` list. */
export const workspacePackages = (root) => {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...block.matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].map((m) => m[1]);
  return globs
    .flatMap((glob) => {
      if (!glob.endsWith('/*')) return [glob];
      const dir = glob.slice(0, -2);
      return readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`);
    })
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .sort();
};

/** The Dockerfile's stages with their instructions (continuation lines joined, comments dropped). */
export const parseDockerfile = (text) => {
  const stages = [];
  for (const line of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(trimmed) ?? [];
    const instruction = op.toUpperCase();
    if (instruction === 'FROM') {
      const [, image = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest) ?? [];
      stages.push({ from: image, name: name ?? String(stages.length), steps: [] });
    } else if (stages.length > 0) {
      const words = rest.split(/\s+/);
      const flags = Object.fromEntries(
        words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=', 2)),
      );
      const args = words.filter((w) => !w.startsWith('--'));
      stages.at(-1).steps.push({ op: instruction, rest, flags, args });
    }
  }
  return stages;
};

const clean = (p) => p.replace(/^\.\//, '').replace(/\/$/, '');

/** Problems of infra/ against the workspace at `root`; empty when all is well. */
export const checkInfra = (root) => {
  const problems = [];
  const stages = parseDockerfile(readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8'));
  const byName = new Map(stages.map((s) => [s.name, s]));
  const packages = workspacePackages(root);
  const manifests = [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    ...packages.map((p) => `${p}/package.json`),
  ];

  // The context files a stage holds (with its parents'), step by step, as [source, destination].
  const ancestry = (stage) => {
    const chain = [];
    for (let s = stage; s; s = byName.get(s.from)) chain.unshift(s);
    return chain;
  };
  const copiedBefore = (stage, stepIndex) =>
    ancestry(stage).flatMap((s) =>
      s.steps
        .slice(0, s === stage ? stepIndex : undefined)
        .filter((step) => step.op === 'COPY' && !step.flags.from)
        .flatMap((step) => {
          const dest = step.args.at(-1);
          return step.args.slice(0, -1).map((source) => {
            const src = clean(source);
            // `COPY a b c ./` puts a, b and c at the top; `COPY dir/package.json dir/` keeps the path.
            return src.includes('/')
              ? src
              : clean(dest) === '.' || clean(dest) === ''
                ? src
                : `${clean(dest)}/${src}`;
          });
        }),
    );

  // 1. manifests before every install
  let installs = 0;
  for (const stage of stages) {
    stage.steps.forEach((step, index) => {
      if (step.op !== 'RUN' || !/\bpnpm install\b/.test(step.rest)) return;
      installs += 1;
      const have = new Set(copiedBefore(stage, index));
      if (have.has('.')) return;
      for (const manifest of manifests) {
        if (!have.has(manifest)) {
          problems.push(`Dockerfile stage ${stage.name}: ${manifest} is not copied before \`pnpm install\``);
        }
      }
    });
  }
  if (installs === 0) problems.push('Dockerfile: no `pnpm install`');

  // 2. what the final image is made of
  const final = stages.at(-1);
  if (!final) return [...problems, 'Dockerfile: no stage'];
  const reachable = new Set();
  const visit = (stage) => {
    if (!stage || reachable.has(stage)) return;
    reachable.add(stage);
    visit(byName.get(stage.from));
    // A stage whose whole tree is copied (`COPY --from=x /app /app`) is part of the image; one that
    // lends a few built files (`COPY --from=build /app/apps/web/dist …`) is not.
    for (const step of stage.steps) {
      const whole = step.args
        .slice(0, -1)
        .some((source) => clean(source).split('/').filter(Boolean).length <= 1);
      if (step.op === 'COPY' && step.flags.from && whole) visit(byName.get(step.flags.from));
    }
  };
  visit(final);
  const finalSources = new Set(
    [...reachable].flatMap((s) =>
      s.steps
        .filter((st) => st.op === 'COPY' && !st.flags.from)
        .flatMap((st) => st.args.slice(0, -1).map(clean)),
    ),
  );
  const fromStages = [...reachable].flatMap((s) =>
    s.steps
      .filter((st) => st.op === 'COPY' && st.flags.from)
      .flatMap((st) => st.args.slice(0, -1).map(clean)),
  );
  const pkg = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const dirOf = new Map(packages.map((dir) => [pkg(dir).name, dir]));
  const runtime = new Set();
  const addRuntime = (dir) => {
    if (runtime.has(dir)) return;
    runtime.add(dir);
    const { dependencies = {}, optionalDependencies = {} } = pkg(dir);
    for (const [name, version] of Object.entries({ ...dependencies, ...optionalDependencies })) {
      if (String(version).startsWith('workspace:') && dirOf.has(name)) addRuntime(dirOf.get(name));
    }
  };
  addRuntime('apps/api');
  addRuntime('apps/worker');
  for (const dir of [...runtime].sort()) {
    if (!finalSources.has(dir))
      problems.push(`Dockerfile: the final image lacks ${dir} (COPY ${dir} ${dir})`);
  }
  for (const built of ['apps/web/dist', 'build-info.json']) {
    if (!fromStages.some((source) => source.endsWith(built))) {
      problems.push(`Dockerfile: the final image lacks ${built} (COPY --from=<build stage>)`);
    }
  }
  const reachableInstalls = [...reachable].flatMap((s) =>
    s.steps.filter((st) => st.op === 'RUN' && /\bpnpm install\b/.test(st.rest)),
  );
  if (reachableInstalls.length === 0 || reachableInstalls.some((st) => !/--prod\b/.test(st.rest))) {
    problems.push(
      'Dockerfile: the final image must come from a `pnpm install --prod` only (no development dependencies)',
    );
  }
  const user = final.steps.filter((s) => s.op === 'USER').at(-1)?.args[0];
  if (!user || user === 'root' || user === '0')
    problems.push('Dockerfile: the final stage must end with USER <non-root>');
  const chown = final.steps.some(
    (s) => s.op === 'RUN' && new RegExp(`chown\\s+${user}(:\\S+)?\\s+\\S*\\.data\\b`).test(s.rest),
  );
  const dataDir = final.steps.some((s) => s.op === 'ENV' && /\bDATA_DIR=\S+/.test(s.rest));
  if (!chown || !dataDir)
    problems.push('Dockerfile: the final stage must set DATA_DIR and give it to its user (chown)');

  // 3. .dockerignore
  const ignoreFile = path.join(root, '.dockerignore');
  if (!existsSync(ignoreFile)) {
    problems.push('.dockerignore is missing (.data, .tools, .git and node_modules would go into the image)');
  } else {
    const patterns = readFileSync(ignoreFile, 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    if (patterns[0] !== '*') problems.push('.dockerignore must start with `*` (an allow-list)');
    for (const pattern of patterns.filter((p) => p.startsWith('!'))) {
      if (/^!\.|^!\*|\/\.(data|tools|git|env)/.test(pattern))
        problems.push(`.dockerignore lets in ${pattern.slice(1)}`);
    }
    for (const must of ['**/node_modules', '**/dist', '**/.data', '**/.env']) {
      if (!patterns.includes(must)) problems.push(`.dockerignore must exclude ${must}`);
    }
    const contextSources = stages.flatMap((s) =>
      s.steps
        .filter((st) => st.op === 'COPY' && !st.flags.from)
        .flatMap((st) => st.args.slice(0, -1).map(clean)),
    );
    const allowed = patterns.filter((p) => p.startsWith('!')).map((p) => clean(p.slice(1)));
    for (const source of contextSources) {
      if (source === '.' || source === '') continue;
      if (!allowed.some((a) => source === a || source.startsWith(`${a}/`))) {
        problems.push(`.dockerignore keeps out ${source}, which the Dockerfile copies`);
      }
    }
  }
  return problems;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkInfra(root);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(
    problems.length === 0
      ? `infra: the image has every workspace package (${workspacePackages(root).length}) and .dockerignore keeps local state out`
      : `infra: ${problems.length} problem(s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
