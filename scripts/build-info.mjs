#!/usr/bin/env node
// Writes build-info.json at the repository root (specification, section 3: Build info).
// Run by `pnpm build` and by the start script before it builds the web app.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectBuildFacts } from '../packages/config/src/build-info.ts';

const root = path.resolve(import.meta.dirname, '..');
const info = collectBuildFacts(root);
// Built without .git (the container image, infra/Dockerfile): the commit and branch come from the
// build's GIT_COMMIT and GIT_BRANCH when git has no answer.
if (info.commitHash === 'unknown' && process.env.GIT_COMMIT) {
  info.commitHash = process.env.GIT_COMMIT;
  info.shortHash = info.commitHash.slice(0, 7);
}
if (info.branch === 'unknown' && process.env.GIT_BRANCH) info.branch = process.env.GIT_BRANCH;
writeFileSync(path.join(root, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info.json: ${info.version} ${info.shortHash}${info.dirty ? ' (dirty)' : ''}`);
