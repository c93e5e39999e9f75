import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEmptyDatabase } from '../helpers/database.js';
import { spawnServer, waitHealthy } from '../helpers/server-process.js';

// SIGTERM to the built server (as a deploy or scale-down sends it): the request in flight is
// answered, the WebSocket closes with 1012 (the client reconnects, to another instance), new
// connections are refused, and the process exits 0 in time; what does not finish within
// SHUTDOWN_TIMEOUT_MS is cut off with exit code 1. PGlite, or a database on TEST_DATABASE_URL.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startServer(shutdownTimeoutMs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'huiskans-shutdown-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = process.env.TEST_DATABASE_URL ? await createEmptyDatabase(process.env.TEST_DATABASE_URL) : null;
  if (database) cleanups.push(() => database.drop());
  const server = await spawnServer(
    {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SEED_DEMO: 'never',
      DIGEST_TIME: 'off',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    },
    { appUrlIsBase: true },
  );
  cleanups.push(() => void (server.child.exitCode === null && server.child.kill('SIGKILL')));
  await waitHealthy(server.child, server.baseUrl, 90_000);
  return server;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

const QUERY = JSON.stringify({ query: '{ __typename }' });

/** A GraphQL POST whose body arrives in two halves: in flight until `finish()` sends the rest. */
function slowRequest(port: number) {
  const half = Math.floor(QUERY.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: {
          host: `127.0.0.1:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(QUERY),
          'x-request-id': 'in-flight-1',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    req.write(QUERY.slice(0, half));
    finish = () => req.end(QUERY.slice(half));
  });
  return { answer, finish: () => finish() };
}

/** A graphql-ws connection, acknowledged; resolves its close code when the server closes it. */
async function openSocket(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
  );
  await new Promise<void>((done, fail) => {
    socket.on('error', fail);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') done();
    });
  });
  return { closed };
}

describe('SIGTERM', () => {
  it('finishes the request in flight, closes WebSockets with 1012, refuses new connections and exits 0', {
    timeout: 120_000,
  }, async () => {
    const { child, port, baseUrl } = await startServer(10_000);
    // The instance's own metrics, from loopback: the database statements of start-up are there.
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/huiskans_db_query_duration_seconds_count\{statement="select"\} [1-9]/);
    if (process.env.TEST_DATABASE_URL) expect(metrics).toContain('huiskans_db_pool_connections{database="primary"');

    const socket = await openSocket(port);
    expect(await (await fetch(`${baseUrl}/metrics`)).text()).toMatch(/^huiskans_websocket_connections 1$/m);
    const slow = slowRequest(port);
    await new Promise((r) => setTimeout(r, 300));

    const signalled = Date.now();
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await socket.closed).toEqual({ code: 1012, reason: 'Huiskans start opnieuw' });
    // Not accepting any more, while the request is still being answered.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    expect(child.exitCode).toBeNull();

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });

  it('exits within SHUTDOWN_TIMEOUT_MS (code 1) when a request never finishes', { timeout: 120_000 }, async () => {
    const { child, port } = await startServer(1_500);
    const slow = slowRequest(port);
    slow.answer.catch(() => undefined); // cut off with the process
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(5_000);
  });
});
