import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { type Database, openDatabase } from '../../server/db/client.js';
import { createHouse } from '../helpers/fixtures.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { graphqlRequest, registerUser } from './graphql-client.js';
import { type PgCluster, postgresBinDir, startPgCluster } from './pg-cluster.js';

// A real streaming replica of the test's own cluster (pg_basebackup -R). With replay paused on the
// replica, a changed price shows which database answered: visitors get the replica's (old) price
// while it keeps up, a logged-in user the primary's (read-your-writes); once the replica lags past
// DATABASE_REPLICA_MAX_LAG_MS, or is stopped, visitors are served by the primary.

const MAX_LAG_MS = 4000;

describe('DATABASE_REPLICA_URL', () => {
  it('is refused without DATABASE_URL, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgresql://replica.internal/huiskans' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgresql://replica.internal/huiskans' })).toThrow(
      /DATABASE_REPLICA_URL: werkt alleen samen met DATABASE_URL/,
    );
    const config = loadConfig({ DATABASE_URL: 'postgresql://db/h', DATABASE_REPLICA_URL: 'postgresql://replica/h' });
    expect(config.DATABASE_REPLICA_MAX_LAG_MS).toBe(2000);
  });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// CI=true runs it always: a CI machine without the PostgreSQL binaries fails it rather than skipping.
describe.skipIf(!postgresBinDir() && !process.env.CI)('read replica', () => {
  let primary: PgCluster;
  let replica: PgCluster;
  let server: ServerProcess;
  let db: Database;
  let cookie: string;
  let slug: string;

  const housePrice = async (asUser: boolean) => {
    const answer = await graphqlRequest(
      server.baseUrl,
      'query($slug: String!) { house(slug: $slug) { price } }',
      { slug },
      asUser ? cookie : undefined,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.house?.price as number | undefined;
  };
  const onReplica = async (sql: string) => {
    const client = new pg.Client({ connectionString: replica.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  /** Waits until `read` gives `want` (or fails after `ms`); returns how long it took. */
  const until = async (read: () => Promise<unknown>, want: unknown, ms: number) => {
    const started = Date.now();
    for (;;) {
      if ((await read()) === want) return Date.now() - started;
      if (Date.now() - started > ms) throw new Error(`still not ${want} after ${ms} ms`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    primary = await startPgCluster();
    replica = await primary.replica();
    server = await startServerProcess({
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URL: replica.url,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'silent',
      DIGEST_TIME: 'off',
    });
    db = await openDatabase({ url: primary.url });
    slug = (await createHouse(db.prisma, { price: 300_000 })).slug;
    ({ cookie } = await registerUser(server.baseUrl));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await Promise.all([replica?.destroy(), primary?.destroy()]);
  });

  it('serves visitors from the replica, a logged-in user from the primary, and falls back when it lags or is lost', async () => {
    // A fresh commit, replayed, then replay paused: the replica's lag (the age of the last commit
    // it replayed) starts near 0 and grows.
    const lastReplayed = Date.now();
    await db.prisma.house.update({ where: { slug }, data: { price: 310_000 } });
    await until(() => housePrice(false), 310_000, 5000);
    await onReplica('SELECT pg_wal_replay_pause()');
    await db.prisma.house.update({ where: { slug }, data: { price: 320_000 } });

    expect(await housePrice(false)).toBe(310_000); // the replica answered
    expect(await housePrice(true)).toBe(320_000); // the user reads the primary
    const listing = await graphqlRequest(server.baseUrl, '{ houses(first: 5) { edges { node { slug price } } } }');
    expect(listing.body.data.houses.edges).toEqual([{ node: { slug, price: 310_000 } }]);
    expect(Date.now() - lastReplayed).toBeLessThan(MAX_LAG_MS);

    // Lagging past the limit (replay still paused): visitors are served by the primary.
    await until(() => housePrice(false), 320_000, MAX_LAG_MS + 3000);
    const fellBackAfter = Date.now() - lastReplayed;
    expect(fellBackAfter).toBeGreaterThanOrEqual(MAX_LAG_MS);

    // Caught up again: back on the replica (a change it has not replayed would not show otherwise).
    await onReplica('SELECT pg_wal_replay_resume()');
    await sleep(1500);
    await onReplica('SELECT pg_wal_replay_pause()');
    await db.prisma.house.update({ where: { slug }, data: { price: 330_000 } });
    expect(await housePrice(false)).toBe(320_000);
    await onReplica('SELECT pg_wal_replay_resume()');

    // Lost: the primary serves visitors after at most a moment.
    await replica.stop();
    const stopped = Date.now();
    const failures: number[] = [];
    for (;;) {
      const answer = await graphqlRequest(server.baseUrl, 'query($slug: String!) { house(slug: $slug) { price } }', {
        slug,
      });
      if (answer.status === 200 && answer.body.data.house.price === 330_000) break;
      failures.push(answer.status);
      if (Date.now() - stopped > 3000) throw new Error(`no answer from the primary: ${failures.join(',')}`);
      await sleep(50);
    }
    const recoveredAfter = Date.now() - stopped;
    for (let i = 0; i < 10; i++) expect(await housePrice(false)).toBe(330_000);
    console.log(
      `read replica: fell back ${fellBackAfter} ms after the last replayed commit (limit ${MAX_LAG_MS}); ` +
        `after the replica stopped, the primary served visitors after ${recoveredAfter} ms (${failures.length} 503s before)`,
    );
  }, 60_000);
});
