import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Starts the real product once for all browser journeys: `server/main.ts` as `npm start` runs it
// (built client, fresh embedded database, demo data seeded), on a free port.
const ROOT = resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let dataDir: string | undefined;

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

export async function setup(project: TestProject) {
  // Developing journeys: point E2E_BASE_URL at a server that is already running (demo data seeded)
  // to skip the start-up and seed.
  const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (external) {
    const ok = await fetch(`${external}/healthz`).then((r) => r.ok, () => false);
    if (!ok) throw new Error(`E2E_BASE_URL ${external} is not healthy`);
    project.provide('baseUrl', external);
    return;
  }
  if (!existsSync(join(ROOT, 'dist/client/index.html'))) throw new Error('Build the client first: npm run build');
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'huiskans-e2e-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
