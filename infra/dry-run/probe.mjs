#!/usr/bin/env node
// What infra/dry-run/compose.sh asks of the topology, through nginx only (http://proxy:80), from
// client addresses of its own (127.0.x.1: nginx's ip_hash keys on the first three octets). Prints
// one line a check and exits 1 when one fails. Bounded: a few dozen requests, 10 s each at most.
import http from 'node:http';

const proxy = 'proxy';
const failures = [];
const check = (holds, what, detail = '') => {
  console.log(`${holds ? 'ok ' : 'ERR'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!holds) failures.push(what);
};

/** One request through nginx from `client`, with a cookie jar. */
const request = (client, method, path, { body, headers = {}, jar } = {}) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: proxy,
        port: 80,
        method,
        path,
        localAddress: client,
        timeout: 10_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(jar?.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(jar?.has('XSRF-TOKEN') ? { 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        const arrivals = [];
        res.on('data', (chunk) => {
          chunks.push(chunk);
          arrivals.push(Date.now());
        });
        res.on('end', () => {
          for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
            const [pair] = cookie.split(';');
            const at = pair.indexOf('=');
            jar?.set(pair.slice(0, at).trim(), pair.slice(at + 1));
          }
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, headers: res.headers, text, json, arrivals });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(payload);
  });

const clientA = '127.0.1.1';

// 1. The app answers through nginx.
const health = await request(clientA, 'GET', '/health');
check(
  health.status === 200 && health.json?.data?.database?.status === 'up',
  'GET /health through nginx',
  `${health.status}`,
);
const version = await request(clientA, 'GET', '/api/version');
check(
  version.status === 200 && version.json?.data?.environment === 'production',
  'GET /api/version',
  version.json?.data?.version,
);
const page = await request(clientA, 'GET', '/pricing', { headers: { accept: 'text/html' } });
check(
  page.status === 200 && page.text.includes('<div id="root" data-prerendered>'),
  'GET /pricing (the pre-rendered page of the built web app)',
);

// 2. Forwarded headers: the api sees the client's address (TRUST_PROXY_HOPS=1), the host, the scheme;
//    `Connection: upgrade` only when the client asks to upgrade.
const net = await request(clientA, 'GET', '/api/v1/network-debug/network-test', {
  headers: { 'x-forwarded-for': '203.0.113.9' },
});
const seen = net.json?.data ?? {};
check(seen.ip === clientA, 'the api sees the client address, not a forged X-Forwarded-For', seen.ip);
check(
  seen.importantHeaders?.['x-forwarded-for'] === `203.0.113.9, ${clientA}`,
  'X-Forwarded-For appended by nginx',
  seen.importantHeaders?.['x-forwarded-for'],
);
check(
  seen.importantHeaders?.['x-forwarded-proto'] === 'http' && seen.protocol === 'http',
  'X-Forwarded-Proto',
);
check(seen.importantHeaders?.host === proxy, 'Host forwarded', seen.importantHeaders?.host);
check(
  seen.importantHeaders?.connection === undefined,
  'no Connection: upgrade on a plain request (keep-alive to the api)',
  seen.importantHeaders?.connection ?? '(none)',
);
const upgrade = await request(clientA, 'GET', '/api/v1/network-debug/network-test', {
  headers: { upgrade: 'websocket', connection: 'upgrade' },
});
check(
  upgrade.json?.data?.importantHeaders?.connection === 'upgrade',
  'Connection: upgrade passed on when the client asks to upgrade',
  upgrade.json?.data?.importantHeaders?.connection,
);
const traced = await request(clientA, 'GET', '/health', {
  headers: { 'x-request-id': 'dry-run-trace-0001' },
});
check(traced.headers['x-request-id'] === 'dry-run-trace-0001', 'a caller X-Request-Id reaches the api');
const own = await request(clientA, 'GET', '/health');
check(
  /^[0-9a-f]{32}$/.test(own.headers['x-request-id'] ?? ''),
  'else nginx gives its own request id',
  own.headers['x-request-id'],
);

// 3. A trainee logs in and plays a turn streamed as server-sent events, through nginx.
const jar = new Map();
await request(clientA, 'GET', '/api/v1/auth/status', { jar });
const login = await request(clientA, 'POST', '/api/v1/auth/login', {
  jar,
  body: { email: 'trainee@urosim.local', password: 'UroSim-Trainee-2026!' },
});
check(
  login.status === 200,
  'log in (demo trainee) through nginx',
  `${login.status} ${login.json?.message ?? ''}`,
);
const cases = await request(clientA, 'GET', '/api/v1/cases', { jar });
const caseId = cases.json?.data?.cases?.[0]?.id;
const started = await request(clientA, 'POST', '/api/v1/sessions/start', {
  jar,
  body: { caseId, mode: 'Chat' },
});
const sessionId = started.json?.data?.session?.id;
check(
  started.status === 200 && Boolean(sessionId),
  'start a session',
  `${started.status} ${started.json?.message ?? ''}`,
);
// The clock starts after the countdown (SESSION_COUNTDOWN_SECONDS, 3 s by default): until then a
// turn answers 409.
let turn;
for (let attempt = 0; attempt < 15; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  turn = await request(clientA, 'POST', `/api/v1/patient/chat/${sessionId}`, {
    jar,
    headers: { accept: 'text/event-stream' },
    body: { message: 'Hello, what brings you in today?' },
  });
  if (turn.status !== 409) break;
}
const events = [...turn.text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
check(
  turn.status === 200 && String(turn.headers['content-type']).startsWith('text/event-stream'),
  'a chat turn as server-sent events through nginx',
  `${turn.status} ${turn.headers['content-type']}`,
);
check(
  events.at(-1) === 'done' && events.includes('text'),
  'the stream carries text events and ends with done',
  events.join(','),
);
check(
  turn.headers['x-accel-buffering'] === undefined,
  'nginx consumed X-Accel-Buffering (it does not reach the browser)',
);

// 4. The login session belongs to no instance: from clients that nginx sends to other instances, the
//    same cookie goes on (nginx's log, read by compose.sh, shows which instance answered which client).
for (const client of ['127.0.2.1', '127.0.3.1', '127.0.4.1', '127.0.5.1', '127.0.6.1']) {
  const details = await request(client, 'GET', `/api/v1/sessions/${sessionId}/details`, { jar });
  check(details.status === 200, `the session goes on from ${client}`, `${details.status}`);
}

// 5. A contact message: the api (RUN_WORKER=false) stores it and queues its e-mail; compose.sh then
//    waits for the separate worker to deliver it (to the dev outbox: SMTP_URL is unset).
const visitor = new Map();
await request('127.0.7.1', 'GET', '/api/v1/auth/status', { jar: visitor });
const contact = await request('127.0.7.1', 'POST', '/api/v1/contact', {
  jar: visitor,
  body: {
    name: 'Dry Run',
    email: 'dry-run@example.org',
    topic: 'general',
    message: 'A message from the dry run.',
  },
});
check(contact.status === 200, 'a contact message is accepted (its e-mail is queued)', `${contact.status}`);

console.log(failures.length === 0 ? 'probe: all passed' : `probe: ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
