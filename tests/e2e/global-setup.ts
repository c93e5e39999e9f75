import { type ChildProcess, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer, waitHealthy } from '../helpers/server-process.js';

// Starts the real product once for all browser journeys as `npm start` runs it: the compiled server
// (dist/server/main.js, built here so that it is never stale), the built client, a fresh embedded
// database with the demo seeded, on a free port.
const ROOT = resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let dataDir: string | undefined;
let clientCopy: string | undefined;

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
  // The server bundle and the client when its sources changed (scripts/build.mjs).
  // scripts/test-journeys.mjs builds once for the groups it runs side by side (E2E_PREBUILT).
  if (!process.env.E2E_PREBUILT) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  dataDir = mkdtempSync(join(tmpdir(), 'huiskans-e2e-'));
  const server = await spawnServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every page of the journeys is another visitor with its own X-Forwarded-For (browser.ts).
      TRUST_PROXY: '1',
    },
    // The browser's address: the test checkout sends it back to APP_URL, logged in.
    { appUrlIsBase: true },
  );
  child = server.child;
  const baseUrl = server.baseUrl;
  await waitHealthy(child, baseUrl, 180_000);
  await assertGraphqlAnswers(baseUrl);
  clientCopy = await copyClientBuild(baseUrl);
  await assertServesClient(baseUrl, clientCopy);
  project.provide('baseUrl', baseUrl);
  project.provide('clientCopy', clientCopy);
}

/** The entry scripts and styles an index.html names (/assets/...). */
function assetsIn(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]).sort();
}

/** The files of a client build every page needs: its entry assets and the favicon. */
function clientFiles(dir: string): string[] {
  return [...assetsIn(readFileSync(join(dir, 'index.html'), 'utf8')), '/favicon.svg'];
}

/**
 * A private copy of the client build: the build whose index.html the server hands out (it reads
 * that file once and keeps it). In a shared working tree another `vite build` may empty and refill
 * dist/client during a run; the server would then answer the asset names in its index.html with
 * that same index.html, and every page would break. browser.ts serves the client's static files
 * from this copy (the same bytes the server served at the start); assertServesClient checks once
 * that the server serves them itself. A copy taken in the middle of a build is incomplete or of
 * another build: then wait and copy again.
 */
async function copyClientBuild(baseUrl: string): Promise<string> {
  const served = assetsIn(await (await fetch(`${baseUrl}/`)).text()).join();
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'huiskans-e2e-client-'));
    try {
      cpSync(join(ROOT, 'dist/client'), dir, { recursive: true });
      const complete = clientFiles(dir).every((file) => existsSync(join(dir, file)));
      const same = assetsIn(readFileSync(join(dir, 'index.html'), 'utf8')).join() === served;
      if (complete && same) return dir;
    } catch {
      // index.html missing: a build is running.
    }
    rmSync(dir, { recursive: true, force: true });
    if (attempt === 30) {
      await teardown();
      throw new Error('dist/client was rebuilt while the server started (or stays incomplete): run again');
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The server serves the client's entry files with their own content types (not the HTML fallback). */
async function assertServesClient(baseUrl: string, dir: string) {
  for (const file of clientFiles(dir)) {
    const res = await fetch(`${baseUrl}${file}`);
    const type = res.headers.get('content-type') ?? '';
    const expected = file.endsWith('.js') ? 'javascript' : file.endsWith('.css') ? 'text/css' : 'image/svg+xml';
    // Rebuilt since the copy: the server answers the old names with its HTML fallback, which
    // says nothing about how it serves files.
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
