/**
 * When a message was sent, the way a chat shows it: the time today, 'gisteren', the weekday in the
 * last week, otherwise the date. Pure (`now` for tests).
 */
import { formatDateShort } from '../../format';

const time = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('nl-NL', { weekday: 'long' });

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const DAY = 86_400_000;

export function formatMessageTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return time.format(date);
  if (days === 1) return 'gisteren';
  if (days < 7) return weekday.format(date);
  return formatDateShort(date);
}
