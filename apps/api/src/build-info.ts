import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@urosim/config';
import { type BuildInfo, ZBuildInfo } from '@urosim/contracts';

const git = (args: string[]) => {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

/**
 * The build information written by `scripts/build-info.mjs` at build time (`build-info.json`), or,
 * when running from source without a build, the same facts read from git once at start-up.
 */
export const readBuildInfo = (environment: string): BuildInfo => {
  const file = path.join(repoRoot, 'build-info.json');
  if (existsSync(file)) {
    const parsed = ZBuildInfo.omit({ environment: true }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return { ...parsed.data, environment };
  }
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const commitHash = git(['rev-parse', 'HEAD']) || 'unknown';
  const now = new Date().toISOString();
  return {
    version: pkg.version,
    buildTime: now,
    generatedAt: now,
    dirty: git(['status', '--porcelain']) !== '',
    branch: git(['rev-parse', '--abbrev-ref', 'HEAD']) || 'unknown',
    shortHash: commitHash.slice(0, 7),
    commitHash,
    buildNumber: 'local',
    environment,
  };
};
