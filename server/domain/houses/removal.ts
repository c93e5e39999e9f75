// A listed house that its owner deleted leaves a tombstone: search engines and old links get
// 410 Gone (the page will not come back) instead of 404, and the visitor similar houses nearby.
import type { House, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import { publicPoint } from './location.js';

type Removed = Pick<House, 'slug' | 'city' | 'latitude' | 'longitude' | 'moderationStatus'> & {
  slugRedirects: { oldSlug: string }[];
};

/** In the deleting transaction: the tombstones of a listed house, under its slug and its earlier ones. */
export async function recordRemovedHouse(tx: Prisma.TransactionClient, house: Removed): Promise<void> {
  if (!LISTED_MODERATION_STATUSES.includes(house.moderationStatus)) return;
  const point =
    house.latitude != null && house.longitude != null
      ? publicPoint({ latitude: house.latitude, longitude: house.longitude })
      : null;
  const slugs = [house.slug, ...house.slugRedirects.map((r) => r.oldSlug)];
  await tx.removedHouse.createMany({
    data: slugs.map((slug) => ({ slug, city: house.city, latitude: point?.latitude, longitude: point?.longitude })),
    skipDuplicates: true,
  });
}

/** The tombstone under this slug, if a listed house with it was deleted. */
export function findRemovedHouse(prisma: PrismaClient, slug: string) {
  return prisma.removedHouse.findUnique({ where: { slug } });
}
