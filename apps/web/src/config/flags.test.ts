import { describe, expect, it } from 'vitest';
import { readFlags } from './flags';

describe('feature flags', () => {
  it('keeps /browse-cases protected unless the public-cases flag is exactly true', () => {
    expect(readFlags({}).isPublicCases).toBe(false);
    expect(readFlags({ VITE_PUBLIC_CASES: 'false' }).isPublicCases).toBe(false);
    expect(readFlags({ VITE_PUBLIC_CASES: '1' }).isPublicCases).toBe(false);
    expect(readFlags({ VITE_PUBLIC_CASES: 'TRUE' }).isPublicCases).toBe(false);
    expect(readFlags({ VITE_PUBLIC_CASES: 'true' }).isPublicCases).toBe(true);
    expect(readFlags({ VITE_PUBLIC_CASES: true }).isPublicCases).toBe(true);
  });

  it('turns the dev routes on when the flag is unset, off only when it says so', () => {
    expect(readFlags({}).hasDevRoutes).toBe(true);
    expect(readFlags({ VITE_DEV_ROUTES: '' }).hasDevRoutes).toBe(true);
    expect(readFlags({ VITE_DEV_ROUTES: 'true' }).hasDevRoutes).toBe(true);
    expect(readFlags({ VITE_DEV_ROUTES: 'false' }).hasDevRoutes).toBe(false);
    expect(readFlags({ VITE_DEV_ROUTES: 'off' }).hasDevRoutes).toBe(false);
    expect(readFlags({ VITE_DEV_ROUTES: '0' }).hasDevRoutes).toBe(false);
    expect(readFlags({ VITE_DEV_ROUTES: false }).hasDevRoutes).toBe(false);
  });
});
