import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../server/http/unavailable.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { graphqlRequest, registerUser, TEST_PASSWORD } from './graphql-client.js';
import { type PgCluster, postgresBinDir, startPgCluster } from './pg-cluster.js';
import { type RedisServer, startRedisServer } from './redis-server.js';

// Redis stopped and started again under one running server process. Public reads do not need it
// and keep working; sessions and rate limits fail closed (503 in Dutch, within 2 s: who someone is
// and how often they tried cannot be checked); the process reconnects by itself, and a session
// made before the outage is valid again after it.

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!postgresBinDir() || !hasRedis)('Redis stopped', () => {
  let cluster: PgCluster;
  let redis: RedisServer;
  let server: ServerProcess;
  let cookie: string;
  let userId: string;

  const graphql = (query: string, variables: object = {}, withCookie = false) =>
    graphqlRequest(server.baseUrl, query, variables, withCookie ? cookie : undefined);
  const viewer = () => graphql('{ viewer { id } }', {}, true);
  const listing = () => graphql('{ houses(first: 6) { edges { node { id } } } }');
  const logIn = (email: string) =>
    graphql('mutation($i: LogInInput!) { logIn(input: $i) { __typename } }', { i: { email, password: TEST_PASSWORD } });

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startPgCluster(), startRedisServer()]);
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'silent',
      DIGEST_TIME: 'off',
    });
    ({ cookie, userId } = await registerUser(server.baseUrl));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([cluster?.destroy(), redis?.destroy()]);
  });

  it('keeps public reads, refuses sessions and logins with 503 within 2 s, and reconnects by itself', async () => {
    expect((await viewer()).body.data.viewer.id).toBe(userId);

    await redis.stop();
    const read = await listing();
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    for (const answer of [await viewer(), await logIn('iemand@example.nl'), await viewer()]) {
      expect(answer.status).toBe(503);
      expect(answer.body.errors[0]).toMatchObject({
        message: UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(answer.ms).toBeLessThan(2000);
    }

    await redis.start();
    const started = Date.now();
    let back: Awaited<ReturnType<typeof viewer>> | undefined;
    while (Date.now() - started < 15_000) {
      back = await viewer();
      if (back.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(back?.status).toBe(200);
    expect(back?.body.data.viewer.id).toBe(userId);
    console.log(`Redis outage: the same session served again ${Date.now() - started} ms after Redis started`);
  }, 60_000);
});
