import { allRoutes } from '@urosim/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearValid } from './request-arbitrary.ts';

describe('near-valid requests from the contracts', () => {
  // Seconds of work on a 2-core machine that runs the other test files at the same time.
  it('builds a generator for every schema of every route', () => {
    for (const route of allRoutes) {
      for (const schema of [route.params, route.query, route.body]) {
        const samples = fc.sample(nearValid(schema), { numRuns: 20, seed: 1 });
        expect(samples).toHaveLength(20);
      }
    }
  }, 30_000);

  it('gives valid values part of the time, so requests also reach the handlers', () => {
    const body = allRoutes.find((r) => r.path === '/api/v1/auth/login')!.body!;
    const samples = fc.sample(nearValid(body), { numRuns: 200, seed: 7 });
    const valid = samples.filter((s) => body.safeParse(s).success).length;
    expect(valid).toBeGreaterThan(20);
    expect(valid).toBeLessThan(180);
  });
});
