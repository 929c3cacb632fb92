#!/usr/bin/env node
// Writes build-info.json at the repository root (specification, section 3: Build info).
// Run by `pnpm build` and by the start script before it builds the web app.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => {
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

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const commitHash = git('rev-parse', 'HEAD') || 'unknown';
const now = new Date().toISOString();
const info = {
  version,
  buildTime: now,
  generatedAt: now,
  dirty: git('status', '--porcelain') !== '',
  branch: process.env.GITHUB_REF_NAME || git('rev-parse', '--abbrev-ref', 'HEAD') || 'unknown',
  shortHash: commitHash.slice(0, 7),
  commitHash,
  buildNumber: process.env.BUILD_NUMBER || process.env.GITHUB_RUN_NUMBER || 'local',
};
writeFileSync(path.join(root, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info.json: ${info.version} ${info.shortHash}${info.dirty ? ' (dirty)' : ''}`);
