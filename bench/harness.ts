// What the benchmarks share: a seeded database (PGlite in bench/.data or the PostgreSQL database
// huiskans_bench), the app in a child process (bench/serve.ts) and percentiles.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedLarge } from '../prisma/seed/large.js';
import { createStorage } from '../server/adapters/storage/index.js';
import { openDatabase } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { seedReferenceData } from '../server/domain/reference-data/seed-reference.js';
import type { MemoryReading } from './memory.js';

const DATA_DIR = resolve(import.meta.dirname, '.data');

/**
 * A database of `kind` with at least `houses` synthetic houses (seeded once, kept between runs).
 * On PostgreSQL the database `pgDatabase` (default huiskans_bench) on the server of `pgUrl`.
 */
export async function prepare(
  kind: string,
  houses: number,
  pgUrl: string,
  pgDatabase = 'huiskans_bench',
): Promise<{ url?: string; dataDir: string; seedSeconds: number }> {
  let url: string | undefined;
  if (kind === 'postgresql') {
    if (!/^[a-z_][a-z0-9_]*$/.test(pgDatabase)) throw new Error(`Not a plain database name: ${pgDatabase}`);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [pgDatabase]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${pgDatabase}`);
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = `/${pgDatabase}`;
    url = u.toString();
  }
  const dataDir = resolve(DATA_DIR, kind);
  const db = await openDatabase({ url, pgliteDir: resolve(dataDir, 'pglite') });
  await applyMigrations(db);
  const have = await db.prisma.house.count();
  const started = performance.now();
  if (have < houses) {
    await seedReferenceData(db.prisma);
    console.log(`[${kind}] seeding ${houses - have} houses ...`);
    await seedLarge({
      prisma: db.prisma,
      count: houses - have,
      storage: createStorage({ DATA_DIR: dataDir }),
      log: (m) => console.log(`[${kind}] ${m}`),
    });
    // Fresh statistics and a visibility map, as a production database would have after autovacuum.
    await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
  }
  const seedSeconds = (performance.now() - started) / 1000;
  await db.close();
  return { url, dataDir, seedSeconds };
}

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
  /** The child's memory after a full GC (bench/memory.ts). */
  memory: () => Promise<MemoryReading>;
}

/**
 * bench/serve.ts (or another server `script` of bench/) in a child process: the app (HTTP and
 * WebSocket) on 127.0.0.1. A fixed free port, not PORT 0: the app answers only to its own
 * host:port (APP_URL follows PORT).
 */
export async function startServer(env: Record<string, string | undefined>, script = 'serve.ts'): Promise<ChildServer> {
  const port = await freePort();
  return new Promise((done, fail) => {
    const child = fork(resolve(import.meta.dirname, script), {
      // BENCH_SERVER_ARGS: extra node flags for the server, e.g. --cpu-prof to see where its time goes.
      execArgv: [
        '--import',
        'tsx',
        '--expose-gc',
        ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
      env: { ...process.env, ...env, PORT: String(port) },
    });
    const memory = () =>
      new Promise<MemoryReading>((answer) => {
        const onMessage = (m: { type?: string; reading?: MemoryReading }) => {
          if (m.type !== 'memory' || !m.reading) return;
          child.off('message', onMessage);
          answer(m.reading);
        };
        child.on('message', onMessage);
        child.send({ type: 'memory' });
      });
    child.once('message', (m: { port: number }) =>
      done({ port: m.port, pid: child.pid!, stop: () => child.kill('SIGTERM'), memory }),
    );
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
}

/** Peak resident memory of a process in MB (Linux: VmHWM), or null where /proc has no answer. */
export function peakRssMb(pid: number): number | null {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Extra request headers (a session cookie). */
  headers?: Record<string, string>;
}

/** `connections` clients repeating one request for `seconds`: requests/s, latency, errors, bytes. */
export async function load(port: number, s: Scenario, seconds: number, connections: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${s.path}`,
        method: s.method,
        body: s.body,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...s.headers },
        connections,
        duration: seconds,
      },
      (err, res) => (err ? fail(err) : done(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: result.errors + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}
