import type { Prisma } from '../../server/generated/prisma/client.js';

// The status check-ins in the demo (spec §2/§4): one account that comes back after six weeks, so its
// moving wish, its house status and its search profile all wait for a check-in and the status-update
// modal opens right after logging in. The other demo accounts were confirmed at seed time (fresh).

export const DEMO_CHECKIN_ACCOUNT = 'terug@demo.huiskans.nl';
export const DEMO_CHECKIN_SLUG = 'lotte-visser';
/** How long ago everything of the returning account was last confirmed (beyond STATUS_CHECKIN_DAYS' 30). */
export const DEMO_CHECKIN_AGE_DAYS = 45;

type Tx = Prisma.TransactionClient;

interface CheckinDemoContext {
  now: number;
  passwordHash: string;
  avatarAssetId: number | null;
  /** Not the demo seller's: the returning account takes over one generated house. */
  sellerId: number;
  place: { name: string; code: string; latitude: number; longitude: number };
  typeIds: Map<string, number>;
}

/** Lotte: searcher and seller, one listed house in Haarlem and a search profile there, all 45 days unconfirmed. */
export async function seedCheckinDemo(tx: Tx, c: CheckinDemoContext): Promise<void> {
  const confirmed = new Date(c.now - DEMO_CHECKIN_AGE_DAYS * 86_400_000);
  const user = await tx.user.create({
    data: {
      slug: DEMO_CHECKIN_SLUG,
      firstName: 'Lotte',
      lastName: 'Visser',
      email: DEMO_CHECKIN_ACCOUNT,
      phoneNumber: '0612345699',
      passwordHash: c.passwordHash,
      userType: 'searcher_and_seller',
      movingMonths: 6,
      bio: 'Wij verkopen ons huis in Haarlem en zoeken iets groters in de buurt.',
      avatarAssetId: c.avatarAssetId,
      emailVerifiedAt: new Date(c.now - 200 * 86_400_000),
      createdAt: new Date(c.now - 160 * 86_400_000),
      movingWishConfirmedAt: confirmed,
    },
  });
  // A listed house in the place (any listed one in a small test seed), not the demo seller's.
  const listed = {
    houseStatus: 'selling',
    moderationStatus: { in: ['submitted', 'approved'] },
    ownerUserId: { not: c.sellerId },
  };
  const house =
    (await tx.house.findFirst({ where: { ...listed, cityCode: c.place.code }, orderBy: { id: 'asc' } })) ??
    (await tx.house.findFirst({ where: listed, orderBy: { id: 'asc' } }));
  if (house)
    await tx.house.update({ where: { id: house.id }, data: { ownerUserId: user.id, statusConfirmedAt: confirmed } });
  await tx.searchQuery.create({
    data: {
      slug: 'haarlem-zoekprofiel-lotte',
      userId: user.id,
      query: c.place.name,
      queryType: 'woonplaats',
      queryCode: c.place.code,
      latitude: c.place.latitude,
      longitude: c.place.longitude,
      range: 10,
      numberBedroomsMin: 3,
      priceMin: 450_000,
      priceMax: 650_000,
      movingMonths: 6,
      houseTypes: {
        create: ['twee_onder_een_kap', 'vrijstaande_woning'].map((key) => ({ houseTypeId: c.typeIds.get(key)! })),
      },
      createdAt: new Date(c.now - 150 * 86_400_000),
      confirmedAt: confirmed,
    },
  });
}
