import { searchProfileRoute } from '../../server/domain/alerts/delivery.js';
import { LISTED_MODERATION_STATUSES } from '../../server/domain/kernel/listing.js';
import { houseRefFor } from '../../server/domain/notifications/house-ref.js';
import { storeNotification } from '../../server/domain/notifications/notify.js';
import { notificationContent } from '../../server/domain/notifications/types.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

// The demo's alerts: the searcher hears of new matching houses at once ('Direct'), and
// her inbox shows one such alert, about a house in Utrecht that fits her Utrecht profile exactly,
// recorded as announced (so it is not announced again). She likes the seller's second house, the
// like behind the HouseLiked and LikedHouseUpdated of the messages demo: when the seller changes its
// price or status, she is told live.

const HOUR = 3_600_000;

export async function seedDemoAlerts(
  tx: Prisma.TransactionClient,
  c: { now: number; searcher: number; seller: number },
) {
  await tx.user.update({ where: { id: c.searcher }, data: { matchAlerts: 'instant' } });

  const [, liked] = await tx.house.findMany({ where: { ownerUserId: c.seller }, orderBy: { id: 'asc' }, take: 2 });
  await tx.like.create({ data: { userId: c.searcher, houseId: liked.id, createdAt: new Date(c.now - 51 * HOUR) } });
  await tx.house.update({ where: { id: liked.id }, data: { likingUsersCount: { increment: 1 } } });

  const profile = await tx.searchQuery.findUniqueOrThrow({
    where: { slug: 'utrecht-zoekprofiel-sanne' },
    include: { houseTypes: true, facilities: true, tags: true },
  });
  // A house in Utrecht with her type, rooms, area and budget; the demo gives it her facility and
  // tags (keeping at most 3 tags per category and 6 facilities, as every demo house), so every wish
  // of the profile is met (the place by its code; the range only widens it).
  const candidates = await tx.house.findMany({
    where: {
      moderationStatus: { in: LISTED_MODERATION_STATUSES },
      cityCode: profile.queryCode,
      NOT: { ownerUserId: c.searcher },
      houseTypeId: { in: profile.houseTypes.map((t) => t.houseTypeId) },
      numberBedrooms: { gte: profile.numberBedroomsMin },
      livingM2: { gte: profile.livingM2Min ?? 0 },
      price: { gte: profile.priceMin ?? 0, lte: profile.priceMax ?? undefined },
    },
    include: { tags: { include: { tag: true } }, facilities: true },
    orderBy: { id: 'desc' },
  });
  const wantedTags = await tx.tag.findMany({ where: { id: { in: profile.tags.map((t) => t.tagId) } } });
  const fits = (h: (typeof candidates)[number]) => {
    const categories = [
      ...h.tags.map((t) => t.tag),
      ...wantedTags.filter((t) => !h.tags.some((x) => x.tagId === t.id)),
    ];
    const perCategory = (id: number) => categories.filter((t) => t.tagCategoryId === id).length;
    const facilities = new Set([
      ...h.facilities.map((f) => f.facilityId),
      ...profile.facilities.map((f) => f.facilityId),
    ]);
    return perCategory(1) <= 3 && perCategory(3) <= 3 && facilities.size <= 6;
  };
  const house = candidates.find(fits);
  // A tiny demo (a test's few houses) may have none in Utrecht: then there is no alert to show.
  if (!house) return;
  await tx.houseFacility.createMany({
    data: profile.facilities.map((f) => ({ houseId: house.id, facilityId: f.facilityId })),
    skipDuplicates: true,
  });
  await tx.houseTag.createMany({
    data: profile.tags.map((t) => ({ houseId: house.id, tagId: t.tagId })),
    skipDuplicates: true,
  });
  const at = new Date(c.now - 2 * HOUR);
  await tx.searchProfileAlert.create({
    data: {
      searchQueryId: profile.id,
      houseId: house.id,
      userId: c.searcher,
      delivery: 'instant',
      createdAt: at,
      sentAt: at,
    },
  });
  await storeNotification(
    tx,
    {
      recipientUserId: c.searcher,
      senderUserId: null,
      houseId: house.id,
      content: notificationContent('SearchQueryMatch', {
        house: await houseRefFor(tx, house, [c.searcher]),
        search_query: { slug: profile.slug, route: searchProfileRoute(profile.slug), query: profile.query },
      }),
    },
    at,
  );
}
