// The process's Prometheus metrics (served at /metrics by server/http/metrics.ts). One registry per
// process: every instance is scraped on its own, the operator sums them. Labels never carry a raw
// path, an id or a variable: routes are Hono's patterns, GraphQL operations their (capped) names.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Event-loop lag, heap, GC, CPU, file descriptors: prom-client's standard names (nodejs_*, process_*).
collectDefaultMetrics({ register: registry });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'huiskans_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const graphqlDuration = new Histogram({
  name: 'huiskans_graphql_operation_duration_seconds',
  help: 'GraphQL operations (HTTP and WebSocket) by operation name and type; outcome error when the result has errors',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'huiskans_db_query_duration_seconds',
  help: 'SQL statements by their first keyword (select, insert, update, delete, other)',
  labelNames: ['statement'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'huiskans_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit or an API key budget (429 or RATE_LIMITED)',
  labelNames: ['surface'] as const,
  registers: [registry],
});

export const websocketConnections = new Gauge({
  name: 'huiskans_websocket_connections',
  help: 'Open GraphQL WebSocket connections',
  registers: [registry],
});

export const websocketDeliveries = new Counter({
  name: 'huiskans_websocket_deliveries_total',
  help: 'Results sent over GraphQL WebSockets (subscription events and operation answers)',
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'huiskans_job_runs_total',
  help: 'Scheduled job runs this instance claimed, by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'huiskans_job_duration_seconds',
  help: 'Scheduled job runs by job',
  labelNames: ['job'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [registry],
});

export const mailMessages = new Counter({
  name: 'huiskans_mail_messages_total',
  help: 'Mails handed to the transport (smtp, outbox), by outcome (sent, failed)',
  labelNames: ['transport', 'outcome'] as const,
  registers: [registry],
});

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Map<string, PoolCounts>();

/** Reports a connection pool under `database` until the process ends (one per database per process). */
export function trackPool(database: 'primary' | 'replica', pool: PoolCounts) {
  pools.set(database, pool);
}

new Gauge({
  name: 'huiskans_db_pool_connections',
  help: 'PostgreSQL pool connections by database (primary, replica) and state (total, idle, waiting requests)',
  labelNames: ['database', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [database, pool] of pools) {
      this.set({ database, state: 'total' }, pool.totalCount);
      this.set({ database, state: 'idle' }, pool.idleCount);
      this.set({ database, state: 'waiting' }, pool.waitingCount);
    }
  },
});
/** The first keyword of a statement, the only part of SQL a label may carry. */
export function statementKind(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' || word === 'with'
    ? word
    : 'other';
}

/**
 * Operation names are chosen by the client: only well-formed ones become labels, and only the
 * first MAX_OPERATION_NAMES of them (the app's own few hundred), so that nobody can grow the
 * registry without bound by sending made-up names.
 */
const MAX_OPERATION_NAMES = 500;
const operationNames = new Set<string>();
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name)) return '(other)';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return '(other)';
  operationNames.add(name);
  return name;
}

/** Seconds since `started` (a performance.now() value). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;
