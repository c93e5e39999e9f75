import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { Clock } from '../ports/index.js';
import { dailyRuns } from './daily.js';

// The one scheduler of the server process (renewals every minute, the daily digest at 08:00 ...).
// Every instance keeps a timer per job; when it fires, each instance tries to claim the run that
// is due with one statement on scheduled_jobs, and only the one that moved the job's last_run_key
// on to that run's key runs it. A run's key grows with time — a daily job's local date
// (2026-11-26), an interval job's period start (ISO, UTC) — so an instance whose clock lags or
// fires late finds the key there already and skips. An instance that starts after a daily job's
// time catches up the day's run if nobody did it. A run that fails is logged and its error kept on
// the row; it is not repeated, the next due run comes as scheduled (jobs leave what they did not
// finish for it: the digest's unsent alerts stay pending).

export type Schedule =
  /** At most one run per period of this many ms (periods counted from the epoch). */
  | { everyMs: number }
  /** Once a day at this local time (HH:MM) of an IANA time zone, e.g. Europe/Amsterdam. */
  | { dailyAt: string; timeZone: string };

export interface ScheduledJob {
  name: string;
  schedule: Schedule;
  /** What it answers is logged. */
  run(now: Date): Promise<unknown>;
}

export interface SchedulerDeps {
  prisma: Db;
  log?: Pick<Logger, 'info' | 'error'>;
}

/** The run due at `now` (its key) and when the next one is due. */
export function dueRun(schedule: Schedule, now: Date): { key: string; nextAt: Date } {
  if ('everyMs' in schedule) {
    const start = Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs;
    return { key: new Date(start).toISOString(), nextAt: new Date(start + schedule.everyMs) };
  }
  const { dueKey, nextAt } = dailyRuns(now, schedule.dailyAt, schedule.timeZone);
  return { key: dueKey, nextAt };
}

/**
 * Claims the job's run `key`: true for the one caller, of any instance, whose upsert made the row
 * or moved its key on. PostgreSQL evaluates the condition on the row as the first claimant left
 * it, so a second claimant of the same key updates nothing. Keys compare byte-wise (COLLATE "C").
 */
export async function claimRun(prisma: Db, name: string, key: string, now: Date): Promise<boolean> {
  const claimed = await prisma.$executeRaw`
    INSERT INTO scheduled_jobs (name, last_run_key, last_run_at) VALUES (${name}, ${key}, ${now})
    ON CONFLICT (name) DO UPDATE
      SET last_run_key = EXCLUDED.last_run_key, last_run_at = EXCLUDED.last_run_at,
          last_finished_at = NULL, last_error = NULL
      WHERE scheduled_jobs.last_run_key COLLATE "C" < EXCLUDED.last_run_key COLLATE "C"`;
  return claimed === 1;
}

/** Runs the job if its run due at `now` is claimed by this caller; true when it ran (or failed). */
export async function runIfDue(deps: SchedulerDeps, job: ScheduledJob, now: Date): Promise<boolean> {
  const { key } = dueRun(job.schedule, now);
  if (!(await claimRun(deps.prisma, job.name, key, now))) return false;
  let lastError: string | null = null;
  try {
    const result = await job.run(now);
    deps.log?.info({ job: job.name, run: key, result }, 'scheduled job done');
  } catch (err) {
    lastError = String(err).slice(0, 1000);
    deps.log?.error({ err, job: job.name, run: key }, 'scheduled job failed');
  }
  // Only this run's row: a later run (another instance, the next period) may have claimed it since.
  await deps.prisma.scheduledJob.updateMany({
    where: { name: job.name, lastRunKey: key },
    data: { lastFinishedAt: new Date(), lastError },
  });
  return true;
}

export interface Scheduler {
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
  /** The ticks in progress (a claim and maybe a run), for tests. */
  idle(): Promise<void>;
}

/**
 * Starts every job: at once (catching up a due run nobody did) and then at each due time, waking at
 * least every `maxSleepMs` so a wall clock that jumped does not leave a run waiting. `clock` lets a
 * test start "just before" a due time.
 */
export function startScheduler(
  deps: SchedulerDeps,
  jobs: readonly ScheduledJob[],
  { clock = () => new Date(), maxSleepMs = 60_000 }: { clock?: Clock; maxSleepMs?: number } = {},
): Scheduler {
  let stopped = false;
  const loops = jobs.map((job) => {
    const loop = { current: Promise.resolve(), timer: undefined as NodeJS.Timeout | undefined };
    const tick = async () => {
      try {
        await runIfDue(deps, job, clock());
      } catch (err) {
        deps.log?.error({ err, job: job.name }, 'scheduler tick failed');
      }
      if (stopped) return;
      const now = clock();
      // Timers may fire a little early: never before the next run's time.
      const untilDue = Math.max(dueRun(job.schedule, now).nextAt.getTime() - now.getTime(), 0) + 50;
      loop.timer = setTimeout(
        () => {
          loop.current = tick();
        },
        Math.min(untilDue, maxSleepMs),
      );
      loop.timer.unref();
    };
    loop.current = tick();
    return loop;
  });
  const idle = async () => {
    await Promise.all(loops.map((l) => l.current));
  };
  return {
    async stop() {
      stopped = true;
      for (const loop of loops) clearTimeout(loop.timer);
      await idle();
    },
    idle,
  };
}
