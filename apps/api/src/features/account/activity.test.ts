import { describe, expect, it } from 'vitest';
import { deviceSummary } from './activity.ts';

describe('deviceSummary', () => {
  it('names the browser and the system', () => {
    expect(
      deviceSummary(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceSummary(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537 Edg/120')).toBe(
      'Edge on Windows',
    );
    expect(deviceSummary('Mozilla/5.0 (Windows NT 10.0; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'Firefox on Windows',
    );
  });
  it('is null without a user agent and says so for an unknown one', () => {
    expect(deviceSummary(undefined)).toBeNull();
    expect(deviceSummary('curl/8.0')).toBe('Unknown device');
  });
});
