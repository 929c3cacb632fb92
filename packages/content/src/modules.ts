import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BabScenario, type ModuleDefinition, ZBabScenario, ZModuleDefinition } from '@urosim/contracts';
import type { z } from 'zod';
import { ContentError } from './index.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Folder of the authored modules (`<module id>.json`). */
export const modulesDir = path.join(root, 'modules');
/** Folder of the breaking-bad-news scenarios (`<scenario id>.json`). */
export const babDir = path.join(root, 'bab');

const load = <T extends { id: string }>(dir: string, schema: z.ZodType<T>): T[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
        throw new ContentError(`${file}:\n${issues.join('\n')}`);
      }
      if (`${parsed.data.id}.json` !== name)
        throw new ContentError(`${file}: the file must be named ${parsed.data.id}.json`);
      return parsed.data;
    });

/** Every module, validated, in their authored order. */
export const loadModules = (dir = modulesDir): ModuleDefinition[] =>
  load(dir, ZModuleDefinition).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** Every breaking-bad-news scenario, validated, by id. */
export const loadBabScenarios = (dir = babDir): BabScenario[] =>
  load(dir, ZBabScenario as unknown as z.ZodType<BabScenario>);
