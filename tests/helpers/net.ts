import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, for a server a test starts. */
export const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
