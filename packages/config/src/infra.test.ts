import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './index.ts';

// infra/check.mjs is plain JavaScript outside any package: loaded by path, with its one export typed here.
const { checkInfra, workspacePackages } = (await import(path.join(repoRoot, 'infra/check.mjs'))) as {
  checkInfra: (root: string) => string[];
  workspacePackages: (root: string) => string[];
};

const dockerfile = readFileSync(path.join(repoRoot, 'infra/Dockerfile'), 'utf8');
const dockerignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8');
const scratch: string[] = [];

/** A copy of what the check reads (workspace manifests, Dockerfile, .dockerignore), with changes. */
const workspaceWith = (files: { dockerfile?: string; dockerignore?: string | null }) => {
  const root = mkdtempSync(path.join(tmpdir(), 'urosim-infra-'));
  scratch.push(root);
  for (const file of [
    'package.json',
    'pnpm-workspace.yaml',
    ...workspacePackages(repoRoot).map((dir) => `${dir}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  mkdirSync(path.join(root, 'infra'));
  writeFileSync(path.join(root, 'infra/Dockerfile'), files.dockerfile ?? dockerfile);
  if (files.dockerignore !== null)
    writeFileSync(path.join(root, '.dockerignore'), files.dockerignore ?? dockerignore);
  return root;
};

afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('infra/check.mjs (the container image against the workspace)', () => {
  it('finds nothing wrong with the repository as it is', () => {
    expect(checkInfra(repoRoot)).toEqual([]);
  });

  it('names a workspace package whose package.json the image misses (packages/content was)', () => {
    const without = dockerfile.replace(/^COPY packages\/content\/package\.json .*\n/m, '');
    expect(without).not.toBe(dockerfile);
    expect(checkInfra(workspaceWith({ dockerfile: without }))).toContain(
      'Dockerfile stage deps: packages/content/package.json is not copied before `pnpm install`',
    );
  });

  it('names a runtime package whose source the final image lacks', () => {
    const without = dockerfile.replace(/^COPY packages\/content packages\/content\n/m, '');
    expect(checkInfra(workspaceWith({ dockerfile: without }))).toContain(
      'Dockerfile: the final image lacks packages/content (COPY packages/content packages/content)',
    );
  });

  it('refuses development dependencies and root in the final image', () => {
    const devAndRoot = dockerfile.replace('pnpm install --prod', 'pnpm install').replace(/^USER node\n/m, '');
    const problems = checkInfra(workspaceWith({ dockerfile: devAndRoot }));
    expect(problems).toContain(
      'Dockerfile: the final image must come from a `pnpm install --prod` only (no development dependencies)',
    );
    expect(problems).toContain('Dockerfile: the final stage must end with USER <non-root>');
  });

  it('refuses a build context without .dockerignore, or one that lets local state in', () => {
    expect(checkInfra(workspaceWith({ dockerignore: null }))).toContain(
      '.dockerignore is missing (.data, .tools, .git and node_modules would go into the image)',
    );
    const leaky = `${dockerignore}\n!.data\n`.replace(/^\*\*\/node_modules\n/m, '');
    const problems = checkInfra(workspaceWith({ dockerignore: leaky }));
    expect(problems).toContain('.dockerignore lets in .data');
    expect(problems).toContain('.dockerignore must exclude **/node_modules');
  });
});
