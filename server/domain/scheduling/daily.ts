// When a job that runs once a day at a local time is due, computed with Intl (DST-safe, no library).

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

/**
 * The run that is due at `now` (the latest scheduled time not after it), named by its local date,
 * and the time of the next one.
 */
export function dailyRuns(now: Date, time: string, timeZone: string): { dueKey: string; nextAt: Date } {
  const today = zonedParts(now, timeZone);
  const todayAt = zonedInstant(today, time, timeZone);
  if (todayAt.getTime() <= now.getTime()) {
    return { dueKey: dateKey(today), nextAt: zonedInstant(addDays(today, 1), time, timeZone) };
  }
  return { dueKey: dateKey(addDays(today, -1)), nextAt: todayAt };
}
