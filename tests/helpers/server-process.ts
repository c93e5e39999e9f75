import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './net.js';

// The real product in a child process, as `npm start` runs it: the compiled server
// (dist/server/main.js) with NODE_ENV=production. Used by the browser journeys' server, the
// production-start test and the two instances of the cross-process messaging test.
const ROOT = resolve(import.meta.dirname, '../..');

let bundled = false;
/** Builds dist/server/main.js (under a second) once per test process, so it is never stale. */
export function buildServerBundle() {
  if (bundled) return;
  execFileSync(process.execPath, ['scripts/build.mjs', '--server'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  bundled = true;
}

/** Resolves once `${baseUrl}/healthz` answers 200; throws when the child exits or `timeoutMs` passes. */
export async function waitHealthy(child: ChildProcess, baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export interface SpawnOptions {
  /** false: the child sees only PATH and `env` (a deployment's clean environment). Default true. */
  inheritEnv?: boolean;
  /**
   * APP_URL is the server's own address (127.0.0.1 and its port), so links the server makes (a
   * payment's way back) reach the host the browser's cookies are on.
   */
  appUrlIsBase?: boolean;
}

/** Spawns the compiled server with `env` on a free port of 127.0.0.1 (not yet waited for). */
export async function spawnServer(
  env: Record<string, string>,
  { inheritEnv = true, appUrlIsBase = false }: SpawnOptions = {},
) {
  buildServerBundle();
  const port = await freePort();
  if (appUrlIsBase) env = { ...env, APP_URL: `http://127.0.0.1:${port}` };
  const base = inheritEnv ? process.env : { PATH: process.env.PATH };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: ROOT,
    env: { ...base, NODE_ENV: 'production', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, port, baseUrl: `http://127.0.0.1:${port}` };
}

export interface ServerProcess {
  port: number;
  baseUrl: string;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

/** A server process that answers /healthz. */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 90_000, ...options }: SpawnOptions & { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const { child, port, baseUrl } = await spawnServer(env, options);
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  try {
    await waitHealthy(child, baseUrl, timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, baseUrl, stop };
}
