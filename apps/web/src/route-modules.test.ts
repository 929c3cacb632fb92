import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type PublicPage, publicPages } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules';

const webRoot = path.resolve(import.meta.dirname, '..');
const routesSource = readFileSync(path.join(webRoot, 'src/site-routes.tsx'), 'utf8');
const pages = publicPages as readonly PublicPage[];

describe('route modules of the public pages', () => {
  it('names a module for every public page and for nothing else', () => {
    expect(Object.keys(routeModules).sort()).toEqual(pages.map((p) => p.path).sort());
  });

  it.each(Object.entries(routeModules))('%s: %s exists and site-routes.tsx loads it lazily', (_, file) => {
    expect(file).toMatch(/^src\/.+\.tsx?$/);
    expect(existsSync(path.join(webRoot, file))).toBe(true);
    const specifier = `./${file.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
    expect(routesSource).toContain(`import('${specifier}')`);
  });
});
