import { describe, expect, it } from 'vitest';
import * as endpoints from './endpoints.ts';
import { allRoutes, routeGroups } from './routes.ts';

describe('endpoints and route contracts', () => {
  it('gives every endpoint exactly one contract, at the same key', () => {
    for (const [group, routes] of Object.entries(routeGroups)) {
      const table = (endpoints as Record<string, Record<string, { method: string; path: string }>>)[
        `${group}Endpoints`
      ];
      expect(table, `${group}Endpoints`).toBeDefined();
      expect(Object.keys(routes).sort()).toEqual(Object.keys(table ?? {}).sort());
      for (const [key, route] of Object.entries(routes)) {
        expect({ method: route.method, path: route.path }).toEqual(table?.[key]);
      }
    }
  });

  it('declares each method and path once', () => {
    const seen = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(seen).size).toBe(seen.length);
    expect(Object.keys(endpoints)).toHaveLength(Object.keys(routeGroups).length);
  });
});
