import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { CheckinPolicy } from '../kernel/freshness.js';
import { houseRoute } from '../kernel/house-presentation.js';
import { houseStatusKnownSql } from '../kernel/known-status.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

/**
 * House sitemap files cover fixed id ranges (file k: ids k·50,000+1 … (k+1)·50,000), so the index
 * needs only the highest id (one index probe) and each file one range scan of the primary key:
 * the cost of a file does not grow with the table. A range holds at most 50,000 houses.
 */
export async function houseSitemapFileCount(prisma: PrismaClient): Promise<number> {
  const [row] = await prisma.$queryRaw<{ max: number | null }[]>`SELECT max(id) AS max FROM houses`;
  return Math.ceil((row?.max ?? 0) / SITEMAP_URLS_PER_FILE);
}

/** The listed houses of sitemap file `file` (0-based), with their page path and last change. */
export async function houseSitemapEntries(
  prisma: PrismaClient,
  file: number,
  checkins: CheckinPolicy,
): Promise<SitemapEntry[]> {
  const first = file * SITEMAP_URLS_PER_FILE;
  const rows = await prisma.$queryRaw<{ id: number; slug: string; city: string | null; updated_at: Date }[]>`
    SELECT h.id, h.slug, h.city, h.updated_at FROM houses h
    WHERE h.id > ${first} AND h.id <= ${first + SITEMAP_URLS_PER_FILE}
      AND h.moderation_status IN (${Prisma.join(LISTED_MODERATION_STATUSES)})
      AND ${houseStatusKnownSql('h', checkins)}
    ORDER BY h.id`;
  return rows.map((r) => ({ path: houseRoute(r), lastModified: r.updated_at }));
}
