import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPortFree, listenError, PortInUseError } from './port.ts';

describe('the port check at start-up', () => {
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('says that a taken port is in use, naming it', async () => {
    const error = await assertPortFree(busyPort, '127.0.0.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(
      `Port ${busyPort} is in use: stop what is using it, or set PORT to a free port.`,
    );
  });

  it('lets a free port through, and leaves it free', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as { port: number }).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });

  it('turns only EADDRINUSE into PortInUseError', () => {
    expect(listenError(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), 80)).toBeInstanceOf(
      PortInUseError,
    );
    const denied = Object.assign(new Error('x'), { code: 'EACCES' });
    expect(listenError(denied, 80)).toBe(denied);
  });
});
