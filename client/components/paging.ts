/** Page arithmetic for numbered paging. Pure, unit-tested. */

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * Page numbers to show: first, last, current ± 2, with null for a gap ('…').
 * A gap of a single page shows that page instead: 1 2 3 4 5 rather than 1 … 3 4 5.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - 2; p <= current + 2; p += 1) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1] : 1;
    if (gap === 2) out.push(p - 1);
    else if (gap > 2) out.push(null);
    out.push(p);
  });
  return out;
}
