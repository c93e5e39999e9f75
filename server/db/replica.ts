import pg from 'pg';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';
import { CONNECT_TIMEOUT_MS, type Db, postgresAdapter } from './client.js';

/**
 * A streaming replica of the primary (DATABASE_REPLICA_URL) for visitors' reads. A probe asks it
 * twice a second whether it is a standby that streams from the primary and how far its replay
 * lags; `client()` offers it only while that answer is fresh and good, so a lagging, detached or
 * lost replica sends the reads back to the primary within about a second.
 */
export interface ReadReplica {
  /** The replica's client while it is usable, else null (read from the primary). */
  client(): Db | null;
  close(): Promise<void>;
}

const PROBE_EVERY_MS = 500;

// Lag 0 when all WAL received is replayed (an idle primary makes no newer commit to compare with);
// otherwise the age of the last replayed commit. `receiver` needs pg_read_all_stats (or superuser).
const PROBE = `
  SELECT pg_is_in_recovery() AS standby,
         (SELECT status FROM pg_stat_wal_receiver) AS receiver,
         CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
              ELSE coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000, 'Infinity')
         END::float8 AS lag_ms`;

export function openReadReplica(url: string, { maxLagMs, log }: { maxLagMs: number; log?: Logger }): ReadReplica {
  let usableUntil = 0;
  // A pooled connection the replica dropped (it stops, restarts, fails over): leave it at once,
  // rather than after the next probe.
  const leave = (err: Error) => {
    usableUntil = 0;
    report(false, { err: err.message });
  };
  const prisma = new PrismaClient({ adapter: postgresAdapter(url, { onPoolError: leave, database: 'replica' }) });
  const probe = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  probe.on('error', leave);
  let reported: boolean | undefined;
  const report = (usable: boolean, detail: object) => {
    if (usable === reported) return;
    reported = usable;
    if (usable) log?.info('read replica in use');
    else log?.warn(detail, 'read replica not in use: reads go to the primary');
  };
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const { rows } = await probe.query<{ standby: boolean; receiver: string | null; lag_ms: number }>({
        text: PROBE,
        query_timeout: PROBE_EVERY_MS * 2,
      } as pg.QueryConfig);
      const { standby, receiver, lag_ms } = rows[0];
      const usable = standby && receiver === 'streaming' && lag_ms <= maxLagMs;
      // A good answer holds until two probes have been missed.
      usableUntil = usable ? Date.now() + PROBE_EVERY_MS * 2 : 0;
      report(usable, { standby, receiver, lagMs: Math.round(lag_ms) });
    } catch (err) {
      usableUntil = 0;
      report(false, { err: (err as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(check, PROBE_EVERY_MS);
  timer.unref();
  void check();
  return {
    client: () => (Date.now() < usableUntil ? prisma : null),
    async close() {
      clearInterval(timer);
      await Promise.all([prisma.$disconnect(), probe.end()]);
    },
  };
}
