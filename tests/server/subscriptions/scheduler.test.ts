import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { type Database, openDatabase } from '../../../server/db/client.js';
import { runDueJobs, type ScheduledJob } from '../../../server/domain/scheduling/jobs.js';
import { subscribe } from '../../../server/domain/subscriptions/commands.js';
import { type RenewalDeps, subscriptionsJob } from '../../../server/domain/subscriptions/renewals.js';
import { latestSubscription, providerDay } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';
import { createSubscriptionsApp, depsOf, payLocally, shiftPeriod } from './setup.js';

// Two instances on one database run the scheduled work once: the run is claimed in the database.
// On PostgreSQL (TEST_DATABASE_URL) the second instance has its own connection pool and provider,
// so the two really race; on PGlite both share the one embedded connection.

let t: TestApp;
let second: Database | undefined;
let a: RenewalDeps;
let b: RenewalDeps;

beforeAll(async () => {
  t = await createSubscriptionsApp();
  a = t.services;
  second = t.db.url ? await openDatabase({ url: t.db.url, pgliteDir: 'memory://' }) : undefined;
  const prisma = second?.prisma ?? t.db.prisma;
  b = {
    ...t.services,
    prisma,
    payments: createLocalPaymentProvider(prisma, {
      appUrl: t.services.config.APP_URL,
      webhooks: { retryDelaysMs: [] },
    }),
  };
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

describe('the scheduler on two instances', () => {
  it('runs a job once per period however many ticks race for it', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: 'count-test',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    const now = new Date();
    const ticks = await Promise.all([a, b, a, b, a, b].map((deps) => runDueJobs(deps, [job], now)));
    expect(runs).toBe(1);
    expect(ticks.flat()).toEqual(['count-test']);
    await runDueJobs(a, [job], new Date(now.getTime() + 59_000));
    expect(runs).toBe(1);
    await Promise.all([
      runDueJobs(a, [job], new Date(now.getTime() + 60_000)),
      runDueJobs(b, [job], new Date(now.getTime() + 60_000)),
    ]);
    expect(runs).toBe(2);
  });

  it('charges a due renewal once when both instances run the subscriptions job', async () => {
    const user = await createUser(t.db.prisma);
    const started = await subscribe(await depsOf(t, user.id), { plan: 'user_premium' });
    await payLocally(t, started.checkoutUrl!, 'paid');
    const sub = await shiftPeriod(t, (await latestSubscription(t.db.prisma, user.id))!.id, 31);
    const today = new Date(`${providerDay(new Date())}T00:00:00.000Z`);
    await t.db.prisma.localSubscription.update({
      where: { id: sub.providerSubscriptionId! },
      data: { startDate: today, nextPaymentDate: today },
    });
    const now = new Date();
    const ran = await Promise.all([a, b].map((deps) => runDueJobs(deps, [subscriptionsJob(deps)], now)));
    expect(ran.flat()).toEqual(['subscriptions']);
    // A second run (the next period of the job) finds nothing left to charge.
    await runDueJobs(b, [subscriptionsJob(b)], new Date(now.getTime() + 60_000));
    const renewals = await t.db.prisma.payment.findMany({ where: { userId: user.id, purpose: 'renewal' } });
    expect(renewals).toHaveLength(1);
    expect(renewals[0].status).toBe('paid');
    expect(await t.db.prisma.localPayment.count({ where: { subscriptionId: sub.providerSubscriptionId! } })).toBe(1);
    const job = await t.db.prisma.scheduledJob.findUniqueOrThrow({ where: { name: 'subscriptions' } });
    expect(job.lastError).toBeNull();
  });
});
