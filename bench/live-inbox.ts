// The live benchmark's last part: the inbox (viewer.threads, first page of 20) of a user with many
// threads, through GraphQL and next to one hand-written SQL statement returning the same JSON
// (bench/serve.ts /bench/inbox-floor), under a few concurrent clients.
import { load, type Scenario, startServer } from './harness.js';
import type { LiveDatabase } from './live-data.js';

export const INBOX_QUERY = `{ viewer { threads(first: 20) { edges { cursor node { id slug fullName unreadCount
  chatEnabled blocked blockedBy lastNotification { id message createdAt } user { firstName } } }
  pageInfo { hasNextPage endCursor } } } }`;

const CONNECTIONS = 4;

/** The floor must answer what the app answers, or it is no floor: compared once before measuring. */
async function sameAnswer(port: number, graphql: Scenario, floor: Scenario) {
  const get = async (s: Scenario) =>
    (
      await fetch(`http://127.0.0.1:${port}${s.path}`, {
        method: s.method,
        body: s.body,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...s.headers },
      })
    ).text();
  const [app, sql] = await Promise.all([get(graphql), get(floor)]);
  if (JSON.stringify(JSON.parse(app)) !== JSON.stringify(JSON.parse(sql))) {
    throw new Error(`the inbox floor answers otherwise than GraphQL:\n${app.slice(0, 600)}\n${sql.slice(0, 600)}`);
  }
}

export async function inboxRows(db: LiveDatabase, seconds: number): Promise<string[]> {
  const server = await startServer({ DATA_DIR: db.dataDir, DATABASE_URL: db.url, SEED_DEMO: 'never', REDIS_URL: '' });
  const cookie = { cookie: `huiskans_session=${db.inboxOwner.token}` };
  const graphql: Scenario = {
    name: 'GraphQL `viewer.threads(first: 20)`',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: INBOX_QUERY }),
    headers: cookie,
  };
  const floor: Scenario = {
    name: 'floor: one SQL statement, same JSON',
    method: 'GET',
    path: `/bench/inbox-floor?user=${db.inboxOwner.id}`,
  };
  const lines = [
    `## The inbox at ${db.inboxThreads.toLocaleString('en')} threads`,
    '',
    `One user with ${db.inboxThreads.toLocaleString('en')} threads (each with two messages, the last one unread), the first page of 20, ${CONNECTIONS} connections, ${seconds} s a row. The floor answers the same JSON (checked before measuring) from one statement, without a session lookup.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | errors |',
    '|---|---:|---:|---:|---:|',
  ];
  try {
    await sameAnswer(server.port, graphql, floor);
    for (const s of [graphql, floor]) await load(server.port, s, 2, CONNECTIONS); // warm-up
    for (const s of [graphql, floor]) {
      const r = await load(server.port, s, seconds, CONNECTIONS);
      lines.push(`| ${s.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`);
      console.log(lines.at(-1));
    }
  } finally {
    server.stop();
  }
  return lines;
}
