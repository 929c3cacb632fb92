import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_TOAST_MS } from '../toasts/use-shell-notices';
import { UPDATE_BANNER_MAX_RETRIES } from './constants';
import { mayOfferUpdate } from './update-required';

describe('the Application Update Required banner', () => {
  it('is offered until 3 refreshes did not help', () => {
    expect(UPDATE_BANNER_MAX_RETRIES).toBe(3);
    expect(mayOfferUpdate(0)).toBe(true);
    expect(mayOfferUpdate(2)).toBe(true);
    expect(mayOfferUpdate(3)).toBe(false);
  });

  it('the Session Expired toast hides after 10 s', () => {
    expect(SESSION_EXPIRED_TOAST_MS).toBe(10_000);
  });
});
