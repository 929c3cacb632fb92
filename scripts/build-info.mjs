#!/usr/bin/env node
// Writes build-info.json at the repository root (specification, section 3: Build info).
// Run by `pnpm build` and by the start script before it builds the web app.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectBuildFacts } from '../packages/config/src/build-info.ts';

const root = path.resolve(import.meta.dirname, '..');
const info = collectBuildFacts(root);
writeFileSync(path.join(root, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info.json: ${info.version} ${info.shortHash}${info.dirty ? ' (dirty)' : ''}`);
