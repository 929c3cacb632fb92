// Servers the benchmark drives, each in a child process of its own so that the load generator
// (in the parent) does not share their event loop. Each prints nothing and sends 'ready' by IPC.
//   node bench/servers.ts api <databaseUrl> <port>          the product's api with its live rooms (no worker), production config
//   node bench/servers.ts bare-health <databaseUrl> <port>  bare node:http: `select 1` and an envelope
//   node bench/servers.ts bare-chat <databaseUrl> <port>    bare node:http: the two inserts of a chat turn
import { createServer, type IncomingMessage } from 'node:http';
import pg from 'pg';

const [kind, databaseUrl, portText] = process.argv.slice(2);
// Exit normally on SIGTERM, so that `--cpu-prof` (BENCH_PROFILE=1) writes its profile.
process.once('SIGTERM', () => process.exit(0));
const port = Number(portText);
if (!kind || !databaseUrl || !port) throw new Error('usage: servers.ts <kind> <databaseUrl> <port>');

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
const envelope = (data: unknown) =>
  JSON.stringify({ success: true, message: 'OK', errors: [], timestamp: new Date().toISOString(), data });

if (kind === 'api') {
  const { parseConfig } = await import('@urosim/config');
  const { attachLiveRooms, createApp, createLogger, readBuildInfo } = await import('@urosim/api');
  const { createDb } = await import('@urosim/db');
  const { startJobQueue } = await import('@urosim/worker');
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'production',
    BILLING_PROVIDER: 'sandbox',
    SESSION_SECRET: 'x'.repeat(40),
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'info',
    SESSION_COUNTDOWN_SECONDS: '0',
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const logger = createLogger({ level: 'info', pretty: false });
  const db = createDb({ url: databaseUrl, poolMax: 10 });
  const jobs = await startJobQueue({ databaseUrl, logger, schedule: false });
  const app = createApp({ config, db, databaseUrl, jobs, logger, build: readBuildInfo('production') });
  const server = createServer(app);
  attachLiveRooms(app, server);
  server.listen(port, '127.0.0.1', () => process.send?.('ready'));
} else if (kind === 'bare-health') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  createServer(async (_req, res) => {
    try {
      const started = performance.now();
      await pool.query('select 1');
      const body = envelope({
        status: 'ok',
        database: { status: 'up', latencyMs: performance.now() - started },
      });
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(body);
    } catch {
      res.writeHead(503).end();
    }
  }).listen(port, '127.0.0.1', () => process.send?.('ready'));
} else if (kind === 'bare-chat') {
  // The same two statements a chat turn must make: store the trainee's line, store the reply.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  createServer(async (req, res) => {
    try {
      const sessionId = req.url!.split('/').at(-1)!;
      const { message } = JSON.parse(await readBody(req)) as { message: string };
      const insert = `insert into session_messages (session_id, channel, sender, text, elapsed_seconds)
                      values ($1, 'patient', $2, $3, 0) returning id, created_at`;
      const trainee = await pool.query(insert, [sessionId, 'trainee', message]);
      const reply = await pool.query(insert, [sessionId, 'patient', 'It is on my right side, doctor.']);
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(envelope({ message: trainee.rows[0], reply: reply.rows[0] }));
    } catch {
      res.writeHead(500).end();
    }
  }).listen(port, '127.0.0.1', () => process.send?.('ready'));
} else {
  throw new Error(`unknown server kind ${kind}`);
}
