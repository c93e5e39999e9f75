import { join } from 'node:path';
import pino from 'pino';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { countedJob } from './counted-job.js';
import { openDatabase } from './db/client.js';
import { dailyDigestJob } from './domain/alerts/digest.js';
import { offerExpiryJob } from './domain/deals/expiry.js';
import { startMailWorker } from './domain/notifications/mail/queue.js';
import { type ScheduledJob, startScheduler } from './domain/scheduling/jobs.js';
import { subscriptionsJob } from './domain/subscriptions/renewals.js';
import { requestLogFields } from './http/request-id.js';
import { dbQueryDuration, statementKind } from './metrics.js';
import { createServices } from './services.js';
import { prepareDatabase } from './startup.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({
    level: config.LOG_LEVEL,
    // Each line logged while a request runs carries its id (server/http/request-id.ts).
    mixin: requestLogFields,
    ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });

  const db = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: join(config.DATA_DIR, 'pglite'),
    onQuery: (sql, _params, ms) => dbQueryDuration.observe({ statement: statementKind(sql) }, ms / 1000),
  });
  log.info({ database: db.kind }, 'database open');
  const services = createServices(config, db, log);
  log.info(
    { sessions: services.sessions.kind, mail: services.mail.kind, captcha: services.captcha.enabled },
    'accounts',
  );
  log.info({ payments: services.payments.kind }, 'payments');
  await prepareDatabase({ config, db, storage: services.storage, log });

  const app = createApp({ services, ping: db.ping, log });
  const server = await app.listen(config.PORT, config.HOST);
  log.info(`Huiskans draait op ${config.APP_URL} (poort ${server.port})`);
  // Renewals, provider subscriptions and renewal reminders every minute; offers whose time ran out;
  // the daily digest of match alerts. Each run is claimed in the database, so every instance runs
  // the scheduler and each run happens once.
  const jobs: ScheduledJob[] = [subscriptionsJob({ ...services, log }), offerExpiryJob(services)];
  if (config.DIGEST_TIME !== 'off') {
    jobs.push(dailyDigestJob({ ...services, log }, { dailyAt: config.DIGEST_TIME, timeZone: config.DIGEST_TIME_ZONE }));
  }
  const scheduler = startScheduler({ prisma: db.prisma, log }, jobs.map(countedJob));
  // Notification mails: every instance works the queue in PostgreSQL (docs/email.md).
  const mailWorker = startMailWorker({ ...services, log });

  // SIGTERM (a deploy, a scale-down): out of the load balancer first (/readyz 503), then no new
  // connections, WebSockets closed with 1012 so their clients reconnect elsewhere, the requests in
  // flight and a running job finished; whatever is still going after SHUTDOWN_TIMEOUT_MS is cut off.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, timeout_ms: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown timed out: exiting with requests or a job unfinished');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.beginShutdown();
    await Promise.all([server.close(), scheduler.stop(), mailWorker.stop()]);
    await services.close();
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
