import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { isLocalPaymentProvider } from './adapters/payments/local/index.js';
import type { Services } from './context.js';
import { pendingMigrations } from './db/migrate.js';
import { graphqlBodyLimit } from './graphql/body-limit.js';
import { GRAPHIQL_ASSETS_PATH, serveGraphiQLAsset } from './graphql/graphiql/index.js';
import { attachGraphQLWebSocket } from './graphql/websocket.js';
import { createGraphQL } from './graphql/yoga.js';
import { type ApiKeyEnv, apiKeyAuth } from './http/api-key-auth.js';
import { clientFiles, clientShell, shellTemplate } from './http/client-delivery.js';
import { clientIp } from './http/client-ip.js';
import { isClientRoute } from './http/client-routes.js';
import { corsPolicy } from './http/cors.js';
import { healthRoutes } from './http/health.js';
import { createHostAllowList, hostGuard } from './http/host-guard.js';
import { httpMetrics, metricsRoute } from './http/metrics.js';
import { currentRequestId, requestId } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { isStoreUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './http/unavailable.js';
import { accountPages } from './pages/accounts.js';
import { pageAssets } from './pages/assets.js';
import { checkoutPage } from './pages/checkout.js';
import { contactPage } from './pages/contact.js';
import { crawlerPages } from './pages/crawlers.js';
import { legalPages } from './pages/legal.js';
import { isServerRendered, serverRenderer } from './pages/public/server-render.js';
import { unsubscribePages } from './pages/unsubscribe.js';
import { fromRoot } from './paths.js';
import { paymentWebhookRoutes } from './rest/payment-webhooks.js';
import { createRestRouter } from './rest/router.js';

export const CLIENT_DIR = fromRoot('dist/client');
/** The server-rendering build of the client (scripts/build.mjs). */
export const SSR_DIR = fromRoot('dist/ssr');

export interface AppOptions {
  services: Services;
  /** Part of /readyz: resolves when the database answers. */
  ping: () => Promise<void>;
  log?: Logger;
  clientDir?: string;
  ssrDir?: string;
}

/** Everything one process serves: /graphql (HTTP + WebSocket), /api, pages, uploads and the client. */
export function createApp({
  services,
  ping,
  log = pino({ level: 'silent' }),
  clientDir = CLIENT_DIR,
  ssrDir = SSR_DIR,
}: AppOptions) {
  const yoga = createGraphQL(services, log);
  const app = new Hono<ApiKeyEnv>();
  const hosts = createHostAllowList(services.config);
  app.use('*', requestId);
  app.use('*', httpMetrics);
  app.use('*', securityHeaders(services.config));
  app.use('*', hostGuard(hosts));

  const health = healthRoutes(
    {
      database: ping,
      // The rate-limit store is the Redis connection of sessions and rate limits.
      redis: services.config.REDIS_URL ? async () => void (await services.rateLimits.peek('readyz')) : undefined,
      pendingMigrations: () => pendingMigrations(services.prisma),
    },
    log,
  );
  app.route('/', health.routes);
  app.get('/metrics', metricsRoute(services.config.METRICS_ALLOW));
  const cors = corsPolicy(services.config.APP_URL, services.config.CORS_PARTNER_ORIGINS);
  app.use('/graphql', cors);
  app.use('/api/*', cors);
  app.post('/graphql', graphqlBodyLimit(services));
  app.use('/graphql', apiKeyAuth(services, 'graphql'));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const server = {
      ip: clientIp(c, services.config.TRUST_PROXY),
      setCookies: [] as string[],
      apiKey: c.get('apiKey'),
    };
    const res = await yoga.fetch(c.req.raw, server);
    for (const cookie of server.setCookies) res.headers.append('set-cookie', cookie);
    return res;
  });
  app.get(`${GRAPHIQL_ASSETS_PATH}/:file`, serveGraphiQLAsset);
  // Before the /api router: the payment provider's webhook carries no AJAX marker and no session.
  app.route('/', paymentWebhookRoutes(services, log));
  app.route('/api', createRestRouter(services, log));
  app.all('/api/*', (c) => c.json({ message: 'Niet gevonden.' }, 404));
  app.route('/', pageAssets);
  app.route('/', legalPages);
  app.route('/', crawlerPages(services));
  app.route('/', contactPage);
  app.route('/', accountPages(services));
  app.route('/', unsubscribePages(services));
  // The local provider's test checkout; with Mollie the payer pays on Mollie's own page.
  if (isLocalPaymentProvider(services.payments)) app.route('/', checkoutPage(services.payments));
  const uploads = join(services.config.DATA_DIR, 'uploads');
  mkdirSync(uploads, { recursive: true });
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploads,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
    }),
  );
  app.get('/uploads/*', (c) => c.text('Niet gevonden.', 404));
  // Source maps are not built for production (vite.config.ts); one left in the folder is not served either.
  app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Niet gevonden.', 404) : next()));
  app.use('/*', clientFiles(clientDir));
  const publicKeys = {
    'google-maps-key': services.config.GOOGLE_MAPS_KEY,
    // Only with a secret too: a site key alone would show a captcha the server never checks.
    'recaptcha-site-key': services.config.RECAPTCHA_SECRET ? services.config.RECAPTCHA_SITE_KEY : undefined,
  };
  const shell = clientShell(clientDir, publicKeys);
  const serverRender = serverRenderer(services, { ssrDir, template: shellTemplate(clientDir, publicKeys), log });
  app.get('*', async (c) => {
    // A missing file (an old /assets/ bundle after a deploy, /favicon.ico ...) is a 404, not the app.
    if (c.req.path.startsWith('/assets/') || /\.[a-z][a-z0-9]{0,7}$/i.test(c.req.path)) {
      return c.text('Niet gevonden.', 404);
    }
    // Public pages (and the 404 of non-pages) rendered here; null without a server-rendering build.
    if (isServerRendered(c.req.path)) {
      const rendered = await serverRender(c);
      if (rendered) return rendered;
    }
    // History-mode routing: the client's routes get the shell; anything else the shell with 404.
    return shell(c, isClientRoute(c.req.path) ? 200 : 404);
  });
  // Pages that read the database (account pages, sitemaps ...); /api and /graphql answer their own.
  app.onError((err, c) => {
    if (isStoreUnavailable(err)) {
      log.warn({ err: err.message, path: c.req.path }, 'unavailable');
      return c.text(UNAVAILABLE_MESSAGE, 503, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    }
    log.error({ err, path: c.req.path }, 'unhandled error');
    return c.text(`Er ging iets mis. Foutcode: ${currentRequestId()}`, 500);
  });

  return {
    app,
    yoga,
    /** Shutdown's first step: /readyz answers 503 from now on. */
    beginShutdown: health.beginShutdown,
    /** Starts listening; resolves with the bound port (PORT 0 picks a free one). */
    listen(port: number, host: string) {
      return new Promise<{ port: number; close: () => Promise<void> }>((done) => {
        const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
          hosts.listeningOn(info.port);
          const ws = attachGraphQLWebSocket(server as Server, yoga, services, hosts);
          done({
            port: info.port,
            /**
             * Stops accepting connections, closes the WebSockets (1012: reconnect, to another
             * instance), and resolves once the requests in flight are answered.
             */
            close: async () => {
              const http = server as Server;
              const closed = new Promise<void>((r) => http.close(() => r()));
              await ws.close();
              // A keep-alive connection whose request was in flight is idle once it is answered.
              const sweep = setInterval(() => http.closeIdleConnections(), 100);
              await closed;
              clearInterval(sweep);
            },
          });
        });
      });
    },
  };
}
