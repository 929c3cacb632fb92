import { describe, expect, it } from 'vitest';
import { socketOrigins } from './server.ts';

describe('the origins a socket handshake may come from', () => {
  it('is the public origin alone in production', () => {
    expect([...socketOrigins({ APP_BASE_URL: 'https://urosim.example', isProduction: true })]).toEqual([
      'https://urosim.example',
    ]);
    expect([...socketOrigins({ APP_BASE_URL: 'http://localhost:3000', isProduction: true })]).toEqual([
      'http://localhost:3000',
    ]);
  });

  it('takes localhost and 127.0.0.1 on the same port for the local product', () => {
    expect(socketOrigins({ APP_BASE_URL: 'http://localhost:3000', isProduction: false })).toEqual(
      new Set(['http://localhost:3000', 'http://127.0.0.1:3000']),
    );
    expect(socketOrigins({ APP_BASE_URL: 'https://staging.example', isProduction: false })).toEqual(
      new Set(['https://staging.example']),
    );
  });
});
