import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPaymentProvider } from '../../../server/adapters/payments/local/index.js';
import { type Database, openDatabase } from '../../../server/db/client.js';
import { runIfDue } from '../../../server/domain/scheduling/jobs.js';
import { subscribe } from '../../../server/domain/subscriptions/commands.js';
import { type RenewalDeps, subscriptionsJob } from '../../../server/domain/subscriptions/renewals.js';
import { latestSubscription, providerDay } from '../../../server/domain/subscriptions/state.js';
import type { TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';
import { createSubscriptionsApp, depsOf, payLocally, shiftPeriod } from './setup.js';

// Two instances on one database run the scheduled work once: the run is claimed in the database
// (the scheduler itself is tested in tests/server/scheduling).
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
    const ran = await Promise.all([a, b].map((deps) => runIfDue(deps, subscriptionsJob(deps), now)));
    expect(ran.sort()).toEqual([false, true]);
    // A second run (the next period of the job) finds nothing left to charge.
    expect(await runIfDue(b, subscriptionsJob(b), new Date(now.getTime() + 60_000))).toBe(true);
    const renewals = await t.db.prisma.payment.findMany({ where: { userId: user.id, purpose: 'renewal' } });
    expect(renewals).toHaveLength(1);
    expect(renewals[0].status).toBe('paid');
    expect(await t.db.prisma.localPayment.count({ where: { subscriptionId: sub.providerSubscriptionId! } })).toBe(1);
    const job = await t.db.prisma.scheduledJob.findUniqueOrThrow({ where: { name: 'subscriptions' } });
    expect(job.lastError).toBeNull();
  });
});
