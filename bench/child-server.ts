import { fork } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

export interface ChildServer {
  port: number;
  pid: number;
  stop: () => void;
}

/**
 * The app (bench/serve.ts) in a child process on 127.0.0.1. A fixed free port, not PORT 0: the app
 * answers only to its own host:port (APP_URL follows PORT).
 */
export async function startServer(env: Record<string, string | undefined>): Promise<ChildServer> {
  const port = await freePort();
  return new Promise((done, fail) => {
    const child = fork(resolve(import.meta.dirname, 'serve.ts'), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env, PORT: String(port) },
    });
    child.once('message', (m: { port: number }) =>
      done({ port: m.port, pid: child.pid!, stop: () => child.kill('SIGTERM') }),
    );
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
}
