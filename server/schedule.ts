import type { Logger } from 'pino';
import type { Db } from './db/client.js';

// Jobs that run once a day at a local time (the daily digest), inside the server process, safe with
// several instances: every instance keeps a timer, and when it fires each one tries to claim the
// day's run with one conditional insert into scheduled_runs (primary key name + local date,
// ON CONFLICT DO NOTHING). Exactly one instance inserts the row and runs the job; the others find
// it there and skip. An instance that starts after the day's time catches up (the run of that day
// is claimed if nobody ran it). A run that crashes halfway is not repeated that day; the job must
// leave what it did not finish for the next run (the digest does: unsent alerts stay pending).

export interface DailyJob {
  name: string;
  /** Local time of day, HH:MM. */
  time: string;
  /** IANA time zone of `time`, e.g. Europe/Amsterdam. */
  timeZone: string;
  run(now: Date): Promise<unknown>;
}

export interface DailySchedule {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** The tick in progress (a claim and maybe a run), for tests. */
  idle(): Promise<void>;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function zoneOffset(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's clock shows `time` on `date` (across a DST change: the offset after it). */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = wall - zoneOffset(new Date(wall), timeZone);
  return new Date(wall - zoneOffset(new Date(first), timeZone));
}

const addDays = (d: LocalDate, days: number): LocalDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

const dateKey = (d: LocalDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The run that is due at `now` (the latest scheduled time not after it) and the next one after it. */
export function dailyRuns(now: Date, time: string, timeZone: string): { dueKey: string; nextAt: Date } {
  const today = zonedParts(now, timeZone);
  const todayAt = zonedInstant(today, time, timeZone);
  if (todayAt.getTime() <= now.getTime()) {
    return { dueKey: dateKey(today), nextAt: zonedInstant(addDays(today, 1), time, timeZone) };
  }
  return { dueKey: dateKey(addDays(today, -1)), nextAt: todayAt };
}

/** Claims one run: true for the one caller (of any instance) whose insert made the row. */
export async function claimRun(prisma: Db, name: string, runKey: string): Promise<boolean> {
  const inserted = await prisma.$executeRaw`
    INSERT INTO scheduled_runs (name, run_key) VALUES (${name}, ${runKey})
    ON CONFLICT (name, run_key) DO NOTHING`;
  return inserted === 1;
}

/**
 * Starts the daily job: at once (catching up the due run if nobody ran it) and then at every
 * scheduled time. `clock` lets a test start "just before" the time.
 */
export function startDailySchedule(
  prisma: Db,
  job: DailyJob,
  { log, clock = () => new Date() }: { log?: Pick<Logger, 'info' | 'error'>; clock?: () => Date } = {},
): DailySchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    const now = clock();
    const { dueKey, nextAt } = dailyRuns(now, job.time, job.timeZone);
    try {
      if (await claimRun(prisma, job.name, dueKey)) {
        const result = await job.run(now);
        await prisma.scheduledRun.update({
          where: { name_runKey: { name: job.name, runKey: dueKey } },
          data: { finishedAt: new Date() },
        });
        log?.info({ job: job.name, run: dueKey, result }, 'scheduled job done');
      }
    } catch (err) {
      log?.error({ err, job: job.name, run: dueKey }, 'scheduled job failed');
    }
    if (stopped) return;
    // Timers may fire a little early: never before the next run's time.
    const delay = Math.max(nextAt.getTime() - clock().getTime(), 0) + 50;
    timer = setTimeout(() => {
      current = tick();
    }, delay);
    timer.unref();
  };

  current = tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
    idle: () => current,
  };
}
