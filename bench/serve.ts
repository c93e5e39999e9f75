// Child process of the benchmarks (bench/harness.ts): the real app (HTTP and WebSocket) on the given
// database, plus the floors the benchmarks compare it with — /bench/floor, the same listing JSON from
// one hand-written SQL statement, and /bench/inbox-floor for the inbox — and /bench/publish.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { attachGraphQLWebSocket } from '../server/graphql/websocket.js';
import { createHostAllowList } from '../server/http/host-guard.js';
import { createServices } from '../server/services.js';
import { reportMemoryOnRequest } from './memory.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: `${config.DATA_DIR}/pglite` });
const services = createServices(config, db);
const { app, yoga } = createApp({ services, ping: db.ping });

const outer = new Hono();
outer.get('/bench/floor', async (c) => {
  const limit = 24;
  const offset = (Number(c.req.query('page') ?? 1) - 1) * limit;
  const [row] = await db.prisma.$queryRawUnsafe<{ body: unknown }[]>(
    `WITH page AS (
       SELECT h.id, h.slug, h.city, h.street, h.price, h.min_price, h.max_price, h.living_m2, h.plot_m2,
              h.number_bedrooms, h.house_status, h.liking_users_count
       FROM houses h WHERE h.moderation_status IN ('submitted', 'approved')
       ORDER BY h.submitted_at DESC, h.id DESC LIMIT $1 OFFSET $2)
     SELECT json_build_object('data', json_build_object('houses', json_build_object(
       'totalCount', (SELECT count(*) FROM houses WHERE moderation_status IN ('submitted', 'approved')),
       'edges', coalesce(json_agg(json_build_object('node', json_build_object(
          'id', p.id, 'slug', p.slug, 'route', '/huizen/' || lower(p.city) || '/huis-' || p.slug || '-' || p.id,
          'price', p.price, 'minPrice', p.min_price, 'maxPrice', p.max_price,
          'formattedAddressLine', concat_ws(', ', p.street, p.city), 'livingM2', p.living_m2, 'plotM2', p.plot_m2,
          'numberBedrooms', p.number_bedrooms, 'currentHouseStatus', json_build_object('status', p.house_status),
          'likingUsersCount', p.liking_users_count,
          'mainPhoto', (SELECT json_build_object('mediumUrl', '/uploads/' || (a.variants->'medium'->>'path'),
                                                 'medium2xUrl', '/uploads/' || (a.variants->'medium2x'->>'path'))
                        FROM house_assets ha JOIN assets a ON a.id = ha.asset_id
                        WHERE ha.house_id = p.id AND ha.is_main LIMIT 1))) ORDER BY p.ord), '[]'::json)))) AS body
     FROM (SELECT page.*, row_number() OVER () AS ord FROM page) p`,
    limit,
    offset,
  );
  return c.json(row.body);
});
// The live benchmark's inbox floor: the first page of viewer.threads(first: 20) (bench/live-inbox.ts's
// query, the same JSON) from one statement; the user comes as a parameter, without a session.
outer.get('/bench/inbox-floor', async (c) => {
  const iso = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const b64 = (text: string) => `replace(encode(convert_to(${text}, 'UTF8'), 'base64'), E'\\n', '')`;
  // server/domain/pagination.ts: base64url of ["inbox", sort key..., id].
  const cursor = `translate(rtrim(${b64(`'["inbox","' || ${iso('p.last_message_at')} || '",' || p.id || ']'`)}, '='), '+/', '-_')`;
  const [row] = await db.prisma.$queryRawUnsafe<{ body: unknown }[]>(
    `WITH page AS (
       SELECT * FROM (
         (SELECT t.*, t.user_high_id AS other_id FROM threads t JOIN users u ON u.id = t.user_high_id
          WHERE t.user_low_id = $1 AND t.last_notification_id IS NOT NULL AND u.deleted_at IS NULL
          ORDER BY t.last_message_at DESC, t.id DESC LIMIT 21)
         UNION ALL
         (SELECT t.*, t.user_low_id AS other_id FROM threads t JOIN users u ON u.id = t.user_low_id
          WHERE t.user_high_id = $1 AND t.last_notification_id IS NOT NULL AND u.deleted_at IS NULL
          ORDER BY t.last_message_at DESC, t.id DESC LIMIT 21)) both_sides
       ORDER BY last_message_at DESC, id DESC LIMIT 21),
     numbered AS (SELECT page.*, row_number() OVER (ORDER BY last_message_at DESC, id DESC) AS ord FROM page),
     shown AS (SELECT * FROM numbered WHERE ord <= 20)
     SELECT json_build_object('data', json_build_object('viewer', json_build_object('threads', json_build_object(
       'edges', coalesce((SELECT json_agg(json_build_object('cursor', ${cursor}, 'node', json_build_object(
           'id', ${b64(`'Thread:' || p.id`)}, 'slug', u.slug, 'fullName', trim(u.first_name || ' ' || u.last_name),
           'unreadCount', (SELECT count(*) FROM notifications n
                           WHERE n.recipient_user_id = $1 AND n.read_at IS NULL AND n.thread_id = p.id),
           'chatEnabled', CASE WHEN p.user_low_id = $1 THEN p.high_has_written ELSE p.low_has_written END,
           'blocked', EXISTS (SELECT 1 FROM blocked_users b WHERE b.blocker_id = $1 AND b.blocked_id = p.other_id),
           'blockedBy', EXISTS (SELECT 1 FROM blocked_users b WHERE b.blocked_id = $1 AND b.blocker_id = p.other_id),
           'lastNotification', json_build_object('id', ${b64(`'Notification:' || ln.id`)},
              'message', ln.data->>'message', 'createdAt', ${iso('ln.created_at')}),
           'user', json_build_object('firstName', u.first_name))) ORDER BY p.ord)
         FROM shown p JOIN users u ON u.id = p.other_id JOIN notifications ln ON ln.id = p.last_notification_id), '[]'::json),
       'pageInfo', json_build_object('hasNextPage', (SELECT count(*) > 20 FROM numbered),
         'endCursor', (SELECT ${cursor} FROM shown p ORDER BY ord DESC LIMIT 1)))))) AS body`,
    Number(c.req.query('user')),
  );
  return c.json(row.body);
});
outer.route('/', app);

/**
 * The live benchmark's "publish" rounds: a stored notification published again straight into the
 * pub/sub, past the sending mutation (bench/live.ts). On Node's bare HTTP server, as the floors'
 * (bench/live-floor.ts): what is measured is the live layer, not the benchmark's endpoint.
 */
async function benchPublish(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const { recipientId, notificationId } = JSON.parse(body) as { recipientId: number; notificationId: number };
  services.pubsub.publish('notificationAdded', recipientId, { notificationId });
  res.writeHead(204).end();
}

const honoListener = getRequestListener(outer.fetch);
const server = createServer((req, res) =>
  req.method === 'POST' && req.url === '/bench/publish' ? benchPublish(req, res) : honoListener(req, res),
).listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
// GraphQL over WebSocket too (bench/abuse-graphql.ts sends oversized messages, bench/live.ts holds
// thousands of subscriptions and asks for the process's memory).
reportMemoryOnRequest();
attachGraphQLWebSocket(server, yoga, services, createHostAllowList(config));
process.on('SIGTERM', async () => {
  await services.close();
  await db.close();
  process.exit(0);
});
