// Child process of the benchmarks (bench/harness.ts): the real app (HTTP and WebSocket) on the given
// database, plus /bench/floor — the same listing JSON from one hand-written SQL statement (the floor
// the listing benchmark compares the app with).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { attachGraphQLWebSocket } from '../server/graphql/websocket.js';
import { createHostAllowList } from '../server/http/host-guard.js';
import { createServices } from '../server/services.js';

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
outer.route('/', app);

const server = serve({ fetch: outer.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.send?.({ port: info.port });
});
// GraphQL over WebSocket too (bench/abuse-graphql.ts sends oversized messages).
attachGraphQLWebSocket(server as Server, yoga, config.APP_URL, createHostAllowList(config));
process.on('SIGTERM', async () => {
  await db.close();
  process.exit(0);
});
