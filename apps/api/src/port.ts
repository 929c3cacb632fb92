import { createServer } from 'node:net';

/** Thrown when the api's port is taken: a message a person can act on, shown without a stack. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  readonly port: number;
  constructor(port: number) {
    super(`Port ${port} is in use: stop what is using it, or set PORT to a free port.`);
    this.port = port;
  }
}

/** The error of a failed listen: PortInUseError for a taken port, else the error itself. */
export const listenError = (error: unknown, port: number) =>
  (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE' ? new PortInUseError(port) : error;

/**
 * Resolves when `host:port` can be listened on, by listening there and closing at once; rejects with
 * PortInUseError when something else listens there. Start-up calls it before any other work.
 */
export const assertPortFree = (port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(listenError(error, port)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
