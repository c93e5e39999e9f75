import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client.js';
import { applyMigrations } from '../../../server/db/migrate.js';
import { dailyRuns, zonedInstant } from '../../../server/domain/scheduling/daily.js';
import {
  claimRun,
  dueRun,
  runIfDue,
  type ScheduledJob,
  type SchedulerDeps,
  startScheduler,
} from '../../../server/domain/scheduling/jobs.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';

// The one scheduler: a run is claimed in scheduled_jobs by moving the job's last run key on, so
// with several instances each run happens once. On PostgreSQL (TEST_DATABASE_URL) the second
// scheduler has its own connection pool, like a second process; on PGlite both share the one
// embedded connection.

const AMS = 'Europe/Amsterdam';

describe('the daily time in a time zone', () => {
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

describe('the run that is due', () => {
  it('names a daily run by its local date and an interval run by the start of its period', () => {
    expect(dueRun({ dailyAt: '08:00', timeZone: AMS }, new Date('2026-11-26T07:00:00Z'))).toEqual({
      key: '2026-11-26',
      nextAt: new Date('2026-11-27T07:00:00Z'),
    });
    expect(dueRun({ everyMs: 60_000 }, new Date('2026-11-26T07:00:59.999Z'))).toEqual({
      key: '2026-11-26T07:00:00.000Z',
      nextAt: new Date('2026-11-26T07:01:00Z'),
    });
  });
});

describe('two schedulers on one database', () => {
  let db: TestDatabase;
  let second: Database | null;
  const deps = (): [SchedulerDeps, SchedulerDeps] => [{ prisma: db.prisma }, { prisma: second?.prisma ?? db.prisma }];

  beforeAll(async () => {
    db = await createTestDatabase();
    second = db.url ? await openDatabase({ url: db.url }) : null;
  });
  afterAll(async () => {
    await second?.close();
    await db.close();
  });

  it('claims a run once, whoever asks, and only a later key after it', async () => {
    const [a, b] = deps();
    const now = new Date('2026-11-26T07:00:00Z');
    const claims = await Promise.all(
      [a, b, a, b].map(({ prisma }) => claimRun(prisma, 'claim-test', '2026-11-26', now)),
    );
    expect(claims.sort()).toEqual([false, false, false, true]);
    // A lagging clock's earlier key is no claim either.
    expect(await claimRun(b.prisma, 'claim-test', '2026-11-25', now)).toBe(false);
    expect(await claimRun(b.prisma, 'claim-test', '2026-11-27', now)).toBe(true);
  });

  it('runs each daily and interval run once across both, and the run after a crash', { timeout: 30_000 }, async () => {
    // Amsterdam is UTC+1 in November: the daily job is due at 07:00Z, the interval job every 15 min.
    let now = new Date('2026-11-26T06:50:00Z');
    const clock = () => now;
    const runs: string[] = [];
    const errors: string[] = [];
    const jobsOf = (runner: string): ScheduledJob[] => [
      {
        name: 'two-daily',
        schedule: { dailyAt: '08:00', timeZone: AMS },
        run: async (at) => {
          runs.push(`daily ${dueRun({ dailyAt: '08:00', timeZone: AMS }, at).key} by ${runner}`);
        },
      },
      {
        name: 'two-every',
        schedule: { everyMs: 15 * 60_000 },
        run: async (at) => {
          const key = dueRun({ everyMs: 15 * 60_000 }, at).key;
          runs.push(`every ${key} by ${runner}`);
          if (key === '2026-11-26T07:15:00.000Z') throw new Error('bank offline');
        },
      },
    ];
    const log = { info: () => {}, error: (o: { job: string }) => errors.push(o.job) };
    const [a, b] = deps();
    const schedulers = [
      startScheduler({ ...a, log }, jobsOf('a'), { clock, maxSleepMs: 20 }),
      startScheduler({ ...b, log }, jobsOf('b'), { clock, maxSleepMs: 20 }),
    ];
    const ranKeys = () => runs.map((r) => r.replace(/ by [ab]$/, ''));
    // Both schedulers wake every 20 ms: after the clock moves, give them several ticks each.
    const moveTo = async (at: string, expected: string[]) => {
      now = new Date(at);
      await expect.poll(ranKeys, { timeout: 5_000 }).toEqual(expect.arrayContaining(expected));
      await new Promise((r) => setTimeout(r, 200));
      await Promise.all(schedulers.map((s) => s.idle()));
    };

    try {
      // At start nobody ran anything: yesterday's daily run and the current period are caught up.
      await moveTo('2026-11-26T06:50:00Z', ['daily 2026-11-25', 'every 2026-11-26T06:45:00.000Z']);
      await moveTo('2026-11-26T06:59:59Z', []);
      await moveTo('2026-11-26T07:00:01Z', ['daily 2026-11-26', 'every 2026-11-26T07:00:00.000Z']);
      await moveTo('2026-11-26T07:14:00Z', []);
      await moveTo('2026-11-26T07:16:00Z', ['every 2026-11-26T07:15:00.000Z']);
      // The crash is logged once and stored; the run is not repeated within its period.
      expect(errors).toEqual(['two-every']);
      const crashed = await db.prisma.scheduledJob.findUniqueOrThrow({ where: { name: 'two-every' } });
      expect(crashed).toMatchObject({ lastRunKey: '2026-11-26T07:15:00.000Z', lastError: 'Error: bank offline' });
      expect(crashed.lastFinishedAt).not.toBeNull();
      await moveTo('2026-11-26T07:29:00Z', []);
      // The next periods and the next day run as usual.
      await moveTo('2026-11-26T07:31:00Z', ['every 2026-11-26T07:30:00.000Z']);
      await moveTo('2026-11-27T07:05:00Z', ['daily 2026-11-27', 'every 2026-11-27T07:00:00.000Z']);
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
    }

    expect(ranKeys()).toHaveLength(8);
    expect(new Set(ranKeys()).size).toBe(8);
    expect(ranKeys().sort()).toEqual(
      [
        'daily 2026-11-25',
        'daily 2026-11-26',
        'daily 2026-11-27',
        'every 2026-11-26T06:45:00.000Z',
        'every 2026-11-26T07:00:00.000Z',
        'every 2026-11-26T07:15:00.000Z',
        'every 2026-11-26T07:30:00.000Z',
        'every 2026-11-27T07:00:00.000Z',
      ].sort(),
    );
    expect(errors).toEqual(['two-every']);
    const rows = await db.prisma.scheduledJob.findMany({
      where: { name: { in: ['two-daily', 'two-every'] } },
      orderBy: { name: 'asc' },
    });
    expect(rows.map((r) => [r.name, r.lastRunKey, r.lastError])).toEqual([
      ['two-daily', '2026-11-27', null],
      ['two-every', '2026-11-27T07:00:00.000Z', null],
    ]);
  });

  it('catches up a daily run missed while down, once, and stop() waits for the run in progress', async () => {
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    let runs = 0;
    const job: ScheduledJob = {
      name: 'catch-up',
      schedule: { dailyAt: '08:00', timeZone: AMS },
      run: async () => {
        runs += 1;
        await released;
      },
    };
    const [a, b] = deps();
    await claimRun(a.prisma, 'catch-up', '2026-11-27', new Date('2026-11-27T07:00:00Z'));
    // Down at 08:00 on the 28th; started at 11:00.
    const clock = () => new Date('2026-11-28T10:00:00Z');
    const scheduler = startScheduler(a, [job], { clock });
    await expect.poll(() => runs).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await a.prisma.scheduledJob.findUniqueOrThrow({ where: { name: 'catch-up' } })).toMatchObject({
      lastRunKey: '2026-11-28',
      lastError: null,
      lastFinishedAt: expect.any(Date),
    });

    // A restart later that day (another instance) does not run it again.
    expect(await runIfDue(b, job, new Date('2026-11-28T10:05:00Z'))).toBe(false);
    expect(runs).toBe(1);
  });
});

describe('the migration to one scheduler', () => {
  it("keeps a daily job's last run, so it does not run twice on the day of the upgrade", {
    timeout: 60_000,
  }, async () => {
    const db = await createTestDatabase({ migrateUntil: '20261126203614_review_verified' });
    try {
      await db.prisma.$executeRaw`INSERT INTO scheduled_runs (name, run_key, started_at, finished_at) VALUES
        ('daily-digest', '2026-11-25', '2026-11-25T07:00:00.100Z', '2026-11-25T07:00:03Z'),
        ('daily-digest', '2026-11-26', '2026-11-26T07:00:00.200Z', NULL)`;
      await db.prisma.$executeRaw`INSERT INTO scheduled_jobs (name, next_run_at, last_run_at)
        VALUES ('subscriptions', '2026-11-26T09:01:00Z', '2026-11-26T09:00:00Z')`;
      expect(await applyMigrations(db)).toContain('20261127000130_one_scheduler');
      expect(await db.prisma.scheduledJob.findMany()).toEqual([
        {
          name: 'daily-digest',
          lastRunKey: '2026-11-26',
          lastRunAt: new Date('2026-11-26T07:00:00.200Z'),
          lastFinishedAt: null,
          lastError: null,
        },
      ]);
      let runs = 0;
      const digest: ScheduledJob = {
        name: 'daily-digest',
        schedule: { dailyAt: '08:00', timeZone: AMS },
        run: async () => {
          runs += 1;
        },
      };
      expect(await runIfDue({ prisma: db.prisma }, digest, new Date('2026-11-26T10:00:00Z'))).toBe(false);
      expect(await runIfDue({ prisma: db.prisma }, digest, new Date('2026-11-27T07:00:01Z'))).toBe(true);
      expect(runs).toBe(1);
    } finally {
      await db.close();
    }
  });
});
