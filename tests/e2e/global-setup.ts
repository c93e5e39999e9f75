import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Starts the real product once for all browser journeys: `server/main.ts` as `npm start` runs it
// (built client, fresh embedded database, demo data seeded), on a free port.
const ROOT = resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let dataDir: string | undefined;
let clientCopy: string | undefined;

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

export async function setup(project: TestProject) {
  // Developing journeys: point E2E_BASE_URL at a server that is already running (demo data seeded)
  // to skip the start-up and seed. Restart that server after rebuilding the client: it keeps the
  // index.html it read first, which then names assets the build has deleted.
  const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (external) {
    const ok = await fetch(`${external}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ok) throw new Error(`E2E_BASE_URL ${external} is not healthy`);
    await assertGraphqlAnswers(external);
    project.provide('baseUrl', external);
    project.provide('clientCopy', '');
    return;
  }
  if (!existsSync(join(ROOT, 'dist/client/index.html'))) throw new Error('Build the client first: npm run build');
  clientCopy = await copyClientBuild();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'huiskans-e2e-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  await assertGraphqlAnswers(baseUrl);
  await assertServesClient(baseUrl, clientCopy);
  project.provide('baseUrl', baseUrl);
  project.provide('clientCopy', clientCopy);
}

/** The entry scripts and styles index.html names (/assets/...), plus the favicon. */
function clientFiles(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  return [...assets, '/favicon.svg'];
}

/**
 * A private copy of the client build, taken before the run. In a shared working tree another
 * `vite build` may empty and refill dist/client in the middle of a run; the running server then
 * answers the old asset names with index.html and every page breaks. browser.ts serves the
 * client's static files from this copy instead (the same bytes `npm run build` made for the run);
 * assertServesClient checks once that the server itself serves them. A copy taken during such a
 * build is incomplete: then wait and copy again.
 */
async function copyClientBuild(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'huiskans-e2e-client-'));
    try {
      cpSync(join(ROOT, 'dist/client'), dir, { recursive: true });
      if (clientFiles(dir).every((file) => existsSync(join(dir, file)))) return dir;
    } catch {
      // index.html missing: a build is running.
    }
    rmSync(dir, { recursive: true, force: true });
    if (attempt === 30) throw new Error('dist/client stays incomplete: is a client build running?');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The server serves the client's entry files with their own content types (not the HTML fallback). */
async function assertServesClient(baseUrl: string, dir: string | undefined) {
  if (!dir) return;
  for (const file of clientFiles(dir)) {
    const res = await fetch(`${baseUrl}${file}`);
    const type = res.headers.get('content-type') ?? '';
    const expected = file.endsWith('.js') ? 'javascript' : file.endsWith('.css') ? 'text/css' : 'image/svg+xml';
    // A rebuild since the copy renames the assets: a 200 HTML fallback then, which says nothing.
    if (!existsSync(join(ROOT, 'dist/client', file))) continue;
    if (res.status !== 200 || !type.includes(expected)) {
      await teardown();
      throw new Error(`${file}: HTTP ${res.status} ${type}, expected ${expected}`);
    }
  }
}

/**
 * /healthz only covers the database. Every page needs GraphQL, so a schema that does not build
 * would make each journey wait for its timeout: stop here instead, with the server's message.
 */
async function assertGraphqlAnswers(baseUrl: string) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  const body = await res.text();
  if (!res.ok || !body.includes('"Query"')) {
    await teardown();
    throw new Error(`GraphQL does not answer at ${baseUrl}/graphql (HTTP ${res.status}): ${body.slice(0, 500)}`);
  }
}

export async function teardown() {
  child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (clientCopy) rmSync(clientCopy, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A copy of dist/client the browser gets the client's static files from ('' = from the server). */
    clientCopy: string;
  }
}
