import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectBuildFacts, repoRoot } from '@urosim/config';
import { type BuildInfo, ZBuildInfo } from '@urosim/contracts';

/**
 * The build information written by `scripts/build-info.mjs` at build time (`build-info.json`), or,
 * when running from source without a build, the same facts read once at start-up.
 */
export const readBuildInfo = (environment: string): BuildInfo => {
  const file = path.join(repoRoot, 'build-info.json');
  if (existsSync(file)) {
    const parsed = ZBuildInfo.omit({ environment: true }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return { ...parsed.data, environment };
  }
  return { ...collectBuildFacts(repoRoot), environment };
};
