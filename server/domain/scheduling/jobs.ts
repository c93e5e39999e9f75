import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';

// Jobs every instance runs on a schedule, and only one instance runs each time: the run is claimed
// in the database (scheduled_jobs) by moving next_run_at on with a conditional update. Two
// instances that try at once both reach the row; PostgreSQL lets the second update see the first
// one's new next_run_at, so it updates nothing and skips the run. Nothing lives in process memory
// but the timer.

export interface ScheduledJob {
  name: string;
  /** At most one run per this many milliseconds, across all instances. */
  everyMs: number;
  run(now: Date): Promise<void>;
}

/** Claims the job's run at `now`: true for exactly one caller while the job is due. */
export async function claimRun(prisma: Db, job: Pick<ScheduledJob, 'name' | 'everyMs'>, now: Date): Promise<boolean> {
  await prisma.$executeRaw`
    INSERT INTO scheduled_jobs (name, next_run_at) VALUES (${job.name}, ${now}) ON CONFLICT (name) DO NOTHING`;
  const claimed = await prisma.$executeRaw`
    UPDATE scheduled_jobs SET next_run_at = ${new Date(now.getTime() + job.everyMs)}, last_run_at = ${now}
    WHERE name = ${job.name} AND next_run_at <= ${now}`;
  return claimed === 1;
}

/** Runs the jobs that are due and claimed by this instance; a failing job is logged and kept (it runs again next time). */
export async function runDueJobs(
  deps: { prisma: Db; log?: Logger },
  jobs: readonly ScheduledJob[],
  now = new Date(),
): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimRun(deps.prisma, job, now))) continue;
    ran.push(job.name);
    let lastError: string | null = null;
    try {
      await job.run(now);
    } catch (err) {
      lastError = String(err).slice(0, 1000);
      deps.log?.error({ err, job: job.name }, 'scheduled job failed');
    }
    await deps.prisma.scheduledJob.update({ where: { name: job.name }, data: { lastError } });
  }
  return ran;
}

/**
 * Checks every `tickMs` whether a job is due (the timer does not keep the process alive). `stop`
 * waits for a run in progress.
 */
export function startScheduler(
  deps: { prisma: Db; log?: Logger },
  jobs: readonly ScheduledJob[],
  tickMs = 15_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(deps, jobs).catch((err) => deps.log?.error({ err }, 'scheduler tick failed'));
  };
  const timer = setInterval(() => void running.then(tick), tickMs);
  timer.unref();
  void running.then(tick);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
