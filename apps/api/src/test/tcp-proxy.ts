import { connect, createServer, type Server, type Socket } from 'node:net';

type Mode = 'pass' | 'refuse' | 'hang';

/**
 * A TCP proxy on 127.0.0.1 in front of the test database, to play its faults:
 * - `cut()` drops every connection and refuses new ones, as a stopped database would;
 * - `hang()` keeps every connection open and accepts new ones, but nothing gets through either way,
 *   as a database that accepts connections and never answers;
 * - `dropNextReply()` lets queries through and drops the connection as the next answer arrives
 *   (a connection lost mid-query);
 * - `restore()` lets everything through again.
 */
export const startTcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  let mode: Mode = 'pass';
  let isDroppingNextReply = false;
  const server: Server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      if (mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (mode !== 'pass') return;
      if (isDroppingNextReply) {
        isDroppingNextReply = false;
        drop();
        return;
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut: () => {
      mode = 'refuse';
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    hang: () => {
      mode = 'hang';
    },
    dropNextReply: () => {
      isDroppingNextReply = true;
    },
    restore: () => {
      mode = 'pass';
      isDroppingNextReply = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** The database URL with its host and port replaced by the proxy's. */
export const throughProxy = (databaseUrl: string, proxyPort: number) => {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxyPort);
  return url.toString();
};
