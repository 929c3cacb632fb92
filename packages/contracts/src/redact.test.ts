import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, redactText } from './redact.ts';

describe('redaction of captured diagnostics', () => {
  it('redacts secret-named keys at any depth', () => {
    const out = redactSecrets({
      email: 'a@b.test',
      password: 'pw-1',
      nested: {
        newPassword: 'pw-2',
        authToken: 't',
        'X-XSRF-TOKEN': 'x',
        Cookie: 'c',
        api_key: 'k',
        sessionId: 's',
      },
      list: [{ access_token: 'at' }],
      empty: { password: '' },
    });
    expect(out).toEqual({
      email: 'a@b.test',
      password: REDACTED,
      nested: {
        newPassword: REDACTED,
        authToken: REDACTED,
        'X-XSRF-TOKEN': REDACTED,
        Cookie: REDACTED,
        api_key: REDACTED,
        sessionId: REDACTED,
      },
      list: [{ access_token: REDACTED }],
      empty: { password: '' },
    });
  });

  it('redacts secrets written inside text', () => {
    const text = redactText(
      'login password=hunter2&x=1 {"token":"abc123"} Authorization: Bearer abcdefghijkl\nCookie: connect.sid=s%3Axyz; XSRF-TOKEN=q',
    );
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('abcdefghijkl');
    expect(text).not.toContain('s%3Axyz');
    expect(text).toContain('x=1');
    expect(redactText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MTIzNDUifQ.c2lnbmF0dXJlMTIz end')).toBe(
      `jwt ${REDACTED} end`,
    );
  });

  it('keeps ordinary text and survives cycles', () => {
    expect(redactText('Loading chunk failed at /dashboard')).toBe('Loading chunk failed at /dashboard');
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ a: 1, self: '[…]' });
  });
});
