import type { Express } from 'express';
import request from 'supertest';

/** A random address from 198.18.0.0/15 (reserved for testing); only ever a header value here. */
export const randomTestIp = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** The value of a cookie set by a response, if any. */
export const cookieFrom = (res: { headers: Record<string, unknown> }, name: string) => {
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  for (const cookie of cookies) {
    const [pair] = cookie.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key?.trim() === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

/**
 * A browser-like client: a supertest agent that keeps cookies and sends the CSRF token (from the
 * XSRF-TOKEN cookie) in X-XSRF-TOKEN on state-changing requests, as the web client does.
 */
export const createBrowser = async (app: Express, options: { ip?: string } = {}) => {
  const agent = request.agent(app);
  // Each browser comes from an address of its own (the test app trusts one proxy hop), so that
  // per-address rate limits of one test do not touch another.
  agent.set('X-Forwarded-For', options.ip ?? randomTestIp());
  let token = '';
  const remember = <T extends { headers: Record<string, unknown> }>(res: T) => {
    token = cookieFrom(res, 'XSRF-TOKEN') ?? token;
    return res;
  };
  remember(await agent.get('/api/v1/auth/status'));
  const send = (method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) =>
    agent[method](path)
      .set('X-XSRF-TOKEN', token)
      .send(body ?? {})
      .then(remember);
  return {
    agent,
    get token() {
      return token;
    },
    get: (path: string) => agent.get(path).then(remember),
    post: (path: string, body?: object) => send('post', path, body),
    send,
    /** Logs in through the api; the session id and CSRF token change. */
    login: (email: string, password: string) => send('post', '/api/v1/auth/login', { email, password }),
  };
};

export type Browser = Awaited<ReturnType<typeof createBrowser>>;

/** Reads a binary answer whole (supertest buffers only text by default). */
export const binary = (res: request.Request) =>
  res.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
