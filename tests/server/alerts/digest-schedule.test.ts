import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client.js';
import { announceMatches } from '../../../server/domain/alerts/announce.js';
import { DIGEST_JOB, dailyDigestJob } from '../../../server/domain/alerts/digest.js';
import { startScheduler } from '../../../server/domain/scheduling/jobs.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

// The daily digest is a job of the scheduler (server/domain/scheduling; its claims are tested in
// tests/server/scheduling): every instance keeps the timer, one claim per day decides which
// instance sends it. Two scheduler instances on one database (each with its own connection on
// PostgreSQL, like two processes) fire at the same moment: the digest goes out once.

describe('two scheduler instances on one database', () => {
  let t: TestApp;
  let second: Database | null;

  beforeAll(async () => {
    t = await createTestApp();
    second = t.db.url ? await openDatabase({ url: t.db.url }) : null;
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('sends the digest once when both timers fire at 08:00, and catches nothing up twice on a restart', async () => {
    const seller = await createUser(t.db.prisma);
    const searchers = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
    for (const user of searchers) {
      const profile = await t.db.prisma.searchQuery.create({
        data: { slug: `zoekprofiel-${user.id}`, userId: user.id, query: 'Utrecht' },
      });
      const houses = [
        await createHouse(t.db.prisma, { ownerUserId: seller.id }),
        await createHouse(t.db.prisma, { ownerUserId: seller.id }),
      ];
      await announceMatches(
        t.services,
        houses.map((h) => ({ searchProfileId: profile.id, houseId: h.id })),
      );
    }
    expect(await t.db.prisma.mailMessage.count()).toBe(0);

    // Both instances start at 07:59:59.6 Amsterdam time (their clocks run on from there), after
    // yesterday's run was done: at start nothing is due, 400 ms later both timers fire.
    await t.db.prisma.scheduledJob.create({
      data: { name: DIGEST_JOB, lastRunKey: '2026-11-25', lastRunAt: new Date('2026-11-25T07:00:00Z') },
    });
    const startedAt = Date.now();
    const clock = () => new Date(Date.parse('2026-11-26T06:59:59.600Z') + (Date.now() - startedAt));
    const runs: number[] = [];
    const instance = (prisma: typeof t.db.prisma, n: number) => {
      const digest = dailyDigestJob({ ...t.services, prisma }, { dailyAt: '08:00', timeZone: 'Europe/Amsterdam' });
      return startScheduler(
        { prisma },
        [
          {
            ...digest,
            run: (now) => {
              runs.push(n);
              return digest.run(now);
            },
          },
        ],
        { clock },
      );
    };
    const schedules = [instance(t.db.prisma, 1), instance(second?.prisma ?? t.db.prisma, 2)];
    await Promise.all(schedules.map((s) => s.idle()));
    expect(runs).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_500));
    await Promise.all(schedules.map((s) => s.idle()));

    expect(runs).toHaveLength(1);
    const run = await t.db.prisma.scheduledJob.findUniqueOrThrow({ where: { name: DIGEST_JOB } });
    expect(run).toMatchObject({ lastRunKey: '2026-11-26', lastError: null });
    expect(run.lastFinishedAt).not.toBeNull();
    for (const user of searchers) {
      const mails = await t.db.prisma.mailMessage.findMany({ where: { to: user.email } });
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Je dagelijkse overzicht: 2 nieuwe kansen · Huiskans');
      expect(
        await t.db.prisma.notification.count({ where: { recipientUserId: user.id, type: 'SearchQueryMatch' } }),
      ).toBe(2);
    }

    // A restart later that day: today's run is done, nothing is sent again.
    await Promise.all(schedules.map((s) => s.stop()));
    const restarted = instance(t.db.prisma, 3);
    await restarted.idle();
    await restarted.stop();
    expect(runs).toHaveLength(1);
    expect(await t.db.prisma.mailMessage.count()).toBe(2);
  });
});
