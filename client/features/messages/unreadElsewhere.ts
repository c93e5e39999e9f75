/**
 * The bell's badge counts every unread notification; its dropdown lists the newest threads. What
 * the listed threads do not hold (a message from Huiskans itself, which has no thread, or a thread
 * below the first ten) is said under them, so the badge and the dropdown add up.
 */
export function unreadElsewhere(total: number, listedThreads: readonly number[]): number {
  return Math.max(0, total - listedThreads.reduce((sum, unread) => sum + unread, 0));
}

export function unreadElsewhereText(count: number): string {
  return count === 1 ? 'Nog 1 ongelezen melding' : `Nog ${count} ongelezen meldingen`;
}
