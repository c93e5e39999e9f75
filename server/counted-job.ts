import type { ScheduledJob } from './domain/scheduling/jobs.js';
import { jobDuration, jobRuns, secondsSince } from './metrics.js';

/** A scheduled job whose runs (the ones this instance claimed) are counted and timed. */
export function countedJob(job: ScheduledJob): ScheduledJob {
  return {
    ...job,
    async run(now) {
      const started = performance.now();
      try {
        const result = await job.run(now);
        jobRuns.inc({ job: job.name, outcome: 'ok' });
        return result;
      } catch (err) {
        jobRuns.inc({ job: job.name, outcome: 'failed' });
        throw err;
      } finally {
        jobDuration.observe({ job: job.name }, secondsSince(started));
      }
    },
  };
}
