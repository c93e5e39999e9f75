import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client.js';
import { announceMatches } from '../../../server/domain/alerts/announce.js';
import { sendDailyDigest } from '../../../server/domain/alerts/digest.js';
import { claimRun, dailyRuns, startDailySchedule, zonedInstant } from '../../../server/schedule.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

// The daily digest runs inside the server process on every instance's timer; one conditional
// insert into scheduled_runs per day decides which instance sends it. Two scheduler instances on one
// database (each with its own connection on PostgreSQL, like two processes) fire at the same
// moment: the digest goes out once.

describe('the daily time in a time zone', () => {
  const AMS = 'Europe/Amsterdam';

  it('finds 08:00 in Amsterdam in winter (UTC+1) and summer (UTC+2), and across the DST change', () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 26 }, '08:00', AMS).toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 1 }, '08:00', AMS).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    // 29 March 2026: clocks go from 02:00 to 03:00; 08:00 is summer time already.
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, '08:00', AMS).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 11, day: 26 }, '23:30', 'UTC').toISOString()).toBe(
      '2026-11-26T23:30:00.000Z',
    );
  });

  it('names the run that is due and the time of the next one', () => {
    // 07:59 in Amsterdam: yesterday's run is the due one, today's comes next.
    expect(dailyRuns(new Date('2026-11-26T06:59:00Z'), '08:00', AMS)).toEqual({
      dueKey: '2026-11-25',
      nextAt: new Date('2026-11-26T07:00:00Z'),
    });
    expect(dailyRuns(new Date('2026-11-26T07:00:00Z'), '08:00', AMS)).toEqual({
      dueKey: '2026-11-26',
      nextAt: new Date('2026-11-27T07:00:00Z'),
    });
    // 00:30 in Amsterdam on the 27th is still the 26th in UTC.
    expect(dailyRuns(new Date('2026-11-26T23:30:00Z'), '08:00', AMS).dueKey).toBe('2026-11-26');
  });
});

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

  it('claims a run once, whoever asks', async () => {
    const results = await Promise.all([
      claimRun(t.db.prisma, 'test-job', '2026-11-26'),
      claimRun(second?.prisma ?? t.db.prisma, 'test-job', '2026-11-26'),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await claimRun(t.db.prisma, 'test-job', '2026-11-27')).toBe(true);
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
    await t.db.prisma.scheduledRun.create({ data: { name: 'daily-digest', runKey: '2026-11-25' } });
    const startedAt = Date.now();
    const clock = () => new Date(Date.parse('2026-11-26T06:59:59.600Z') + (Date.now() - startedAt));
    const runs: number[] = [];
    const instance = (prisma: typeof t.db.prisma, n: number) =>
      startDailySchedule(
        prisma,
        {
          name: 'daily-digest',
          time: '08:00',
          timeZone: 'Europe/Amsterdam',
          run: async (now) => {
            runs.push(n);
            return sendDailyDigest({ ...t.services, prisma }, now);
          },
        },
        { clock },
      );
    const schedules = [instance(t.db.prisma, 1), instance(second?.prisma ?? t.db.prisma, 2)];
    await Promise.all(schedules.map((s) => s.idle()));
    expect(runs).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_500));
    await Promise.all(schedules.map((s) => s.idle()));

    expect(runs).toHaveLength(1);
    const run = await t.db.prisma.scheduledRun.findUniqueOrThrow({
      where: { name_runKey: { name: 'daily-digest', runKey: '2026-11-26' } },
    });
    expect(run.finishedAt).not.toBeNull();
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
