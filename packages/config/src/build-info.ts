import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Build facts (specification, section 3: Build info), without the environment. */
export type BuildFacts = {
  version: string;
  buildTime: string;
  generatedAt: string;
  dirty: boolean;
  branch: string;
  shortHash: string;
  commitHash: string;
  buildNumber: string;
};

/**
 * Reads the build facts of the checkout at `root`: the version from its package.json, the commit
 * from git, the build number from CI variables. Used by `scripts/build-info.mjs` at build time and
 * by the api when it runs from source without a build.
 */
export const collectBuildFacts = (root: string, env: NodeJS.ProcessEnv = process.env): BuildFacts => {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '';
    }
  };
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const commitHash = git('rev-parse', 'HEAD') || 'unknown';
  const now = new Date().toISOString();
  return {
    version,
    buildTime: now,
    generatedAt: now,
    dirty: git('status', '--porcelain') !== '',
    branch: env.GITHUB_REF_NAME || git('rev-parse', '--abbrev-ref', 'HEAD') || 'unknown',
    shortHash: commitHash.slice(0, 7),
    commitHash,
    buildNumber: env.BUILD_NUMBER || env.GITHUB_RUN_NUMBER || 'local',
  };
};
