// Servers the benchmark drives, each started in a child process of its own so that the load
// generator (in the parent) does not share their event loop.
//   node bench/servers.ts api <databaseUrl> <port>       the product's api (createApp, no worker)
//   node bench/servers.ts bare-health <databaseUrl> <port>  bare node:http doing the same query
import { createServer } from 'node:http';
import pg from 'pg';

const [kind, databaseUrl, portText] = process.argv.slice(2);
const port = Number(portText);
if (!kind || !databaseUrl || !port) throw new Error('usage: servers.ts <kind> <databaseUrl> <port>');

if (kind === 'api') {
  const { parseConfig } = await import('@urosim/config');
  const { createApp, createLogger, readBuildInfo } = await import('@urosim/api');
  const { createDb } = await import('@urosim/db');
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'info',
  });
  const logger = createLogger({ level: 'info', pretty: false });
  const db = createDb({ url: databaseUrl, poolMax: 10 });
  const app = createApp({ config, db, logger, build: readBuildInfo('production') });
  createServer(app).listen(port, '127.0.0.1', () => process.send?.('ready'));
} else if (kind === 'bare-health') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  createServer(async (req, res) => {
    if (req.url !== '/health') {
      res.writeHead(404).end();
      return;
    }
    try {
      const started = performance.now();
      await pool.query('select 1');
      const body = JSON.stringify({
        success: true,
        message: 'OK',
        errors: [],
        timestamp: new Date().toISOString(),
        data: { status: 'ok', database: { status: 'up', latencyMs: performance.now() - started } },
      });
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(body);
    } catch {
      res.writeHead(503).end();
    }
  }).listen(port, '127.0.0.1', () => process.send?.('ready'));
} else {
  throw new Error(`unknown server kind ${kind}`);
}
