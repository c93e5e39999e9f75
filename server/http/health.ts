// /healthz: the process lives (a supervisor restarts it when not). /readyz: this instance should
// get traffic (a load balancer sends none while not): the database answers, Redis too when
// configured, every committed migration is applied, and the process is not shutting down.
import { Hono } from 'hono';
import type { Logger } from 'pino';

const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessChecks {
  /** A trivial query on the primary database. */
  database: () => Promise<void>;
  /** A round trip to Redis, when REDIS_URL is set. */
  redis?: () => Promise<void>;
  /** Names of the committed migrations the database lacks. */
  pendingMigrations: () => Promise<string[]>;
}

type Check = 'up' | 'down';

async function check(probe: () => Promise<unknown>, log: Logger, what: string): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch (err) {
    log.warn({ err: (err as Error).message, check: what }, 'readiness check failed');
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The two routes and the switch that turns /readyz to 503 when shutdown begins. */
export function healthRoutes(checks: ReadinessChecks, log: Logger) {
  let stopping = false;
  // Migrations are never unapplied: once all are there, the database is not asked again.
  let migrated = false;
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok', uptime_s: Math.round(process.uptime()) }));
  routes.get('/readyz', async (c) => {
    if (stopping) return c.json({ status: 'stopping' }, 503);
    const started = performance.now();
    const [database, redis] = await Promise.all([
      check(checks.database, log, 'database'),
      checks.redis ? check(checks.redis, log, 'redis') : undefined,
    ]);
    let migrations: 'applied' | 'pending' | 'unknown' = migrated ? 'applied' : 'unknown';
    if (!migrated && database === 'up') {
      let pending: string[] = [];
      const answered = await check(async () => (pending = await checks.pendingMigrations()), log, 'migrations');
      migrated = answered === 'up' && pending.length === 0;
      migrations = answered === 'down' ? 'unknown' : migrated ? 'applied' : 'pending';
    }
    const ready = database === 'up' && redis !== 'down' && migrations === 'applied';
    return c.json(
      {
        status: ready ? 'ready' : 'unavailable',
        database,
        ...(redis ? { redis } : {}),
        migrations,
        latency_ms: Math.round(performance.now() - started),
      },
      ready ? 200 : 503,
    );
  });
  return {
    routes,
    /** From now on /readyz answers 503, so that the load balancer sends no new requests here. */
    beginShutdown() {
      stopping = true;
    },
  };
}
