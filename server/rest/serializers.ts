import { assetUrl } from '../domain/assets/images.js';
import { completionJson, houseCompletion } from '../domain/houses/completion.js';
import { shownLocation } from '../domain/houses/location.js';
import { isHouseOwner } from '../domain/houses/ownership.js';
import { canSeeExactAddress, currentHouseStatus } from '../domain/houses/presentation.js';
import { type PriceHistoryEntry, priceRecentlyReduced } from '../domain/houses/price-history.js';
import { formattedAddressLine, houseRoute } from '../domain/kernel/house-presentation.js';
import { activeUser } from '../domain/kernel/users.js';
import { userRoute } from '../domain/kernel/viewer.js';
import type { Viewer } from '../domain/ports/index.js';
import type { Storage } from '../domain/ports/storage.js';
import type { Asset, Prisma } from '../generated/prisma/client.js';

/** What the REST house JSON needs loaded with a house. */
export const houseInclude = {
  houseType: true,
  tags: { include: { tag: true } },
  facilities: { include: { facility: true } },
  assets: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { asset: true } },
  owner: { include: { avatar: true } },
} satisfies Prisma.HouseInclude;

export type HouseWithRelations = Prisma.HouseGetPayload<{ include: typeof houseInclude }>;

function photoJson(storage: Storage, asset: Asset) {
  return {
    id: asset.id,
    thumb_url: assetUrl(storage, asset, 'thumb'),
    medium_url: assetUrl(storage, asset, 'medium'),
    medium2x_url: assetUrl(storage, asset, 'medium2x'),
    width: asset.width,
    height: asset.height,
  };
}

/** One entry of a house's price history (GET /api/houses/{id}: `price_history`, newest first). */
export function priceHistoryJson(e: PriceHistoryEntry) {
  return {
    date: e.date,
    price: e.price,
    min_price: e.minPrice,
    max_price: e.maxPrice,
    change: e.change,
    change_percent: e.changePercent,
  };
}

/** The seller card of a house (null without an owner, or once the owner deleted the account). */
function sellerJson(storage: Storage, owner: HouseWithRelations['owner']) {
  if (!owner) return null;
  return {
    first_name: owner.firstName,
    route: userRoute(owner),
    asset: owner.avatar
      ? {
          small_square_url: assetUrl(storage, owner.avatar, 'small_square'),
          small_square2x_url: assetUrl(storage, owner.avatar, 'small_square2x'),
        }
      : null,
  };
}

/** The House entity of spec §3 in snake_case, with address details only for those allowed. */
export async function houseJson(h: HouseWithRelations, viewer: Viewer, storage: Storage, distanceKm?: number) {
  const exact = await canSeeExactAddress(viewer, h);
  const isMine = isHouseOwner(viewer, h);
  const location = shownLocation(h, exact);
  const main = h.assets.find((a) => a.isMain) ?? h.assets[0];
  return {
    id: h.id,
    slug: h.slug,
    route: houseRoute(h),
    city: h.city,
    city_code: h.cityCode,
    street: h.street,
    street_number: exact ? h.streetNumber : null,
    postal_code: exact ? h.postalCode : null,
    // The PDOK id leads straight to the exact address: same rule as the number and postcode.
    ngr_address_id: exact ? h.ngrAddressId : null,
    formatted_address_line: formattedAddressLine(h, exact),
    latitude: location.latitude,
    longitude: location.longitude,
    location_is_exact: exact,
    number_rooms: h.numberRooms,
    number_bedrooms: h.numberBedrooms,
    number_bathrooms: h.numberBathrooms,
    number_toilets: h.numberToilets,
    number_stories: h.numberStories,
    construction_year: h.constructionYear,
    living_m2: h.livingM2,
    plot_m2: h.plotM2,
    volume_m3: h.volumeM3,
    energy_label: h.energyLabel,
    price: h.price,
    min_price: h.minPrice,
    max_price: h.maxPrice,
    // 'Vraagprijs verlaagd': a drop in the last 30 days (houses/price-history.ts).
    price_recently_reduced: priceRecentlyReduced(h),
    house_type: h.houseType ? { id: h.houseType.id, key: h.houseType.key, name: h.houseType.name } : null,
    house_status: h.houseStatus,
    status_reason: h.statusReason,
    current_house_status: currentHouseStatus(h),
    moving_months: h.movingMonths,
    house_facilities: h.facilities.map(({ facility: f }) => ({ id: f.id, key: f.key, name: f.name })),
    tags: h.tags.map(({ tag }) => ({ id: tag.id, tag_category_id: tag.tagCategoryId, key: tag.key, name: tag.name })),
    house_assets: h.assets.map((a) => ({
      id: a.id,
      position: a.position,
      is_main: a.isMain,
      asset: photoJson(storage, a.asset),
    })),
    main_house_asset: main ? { id: main.id, asset: photoJson(storage, main.asset) } : null,
    short_description: h.shortDescription,
    factual_description: h.factualDescription,
    personal_description: h.personalDescription,
    is_owner: h.isOwner,
    viewer_is_owner: isMine,
    moderation_status: isMine ? h.moderationStatus : undefined,
    submitted_at: isMine ? h.submittedAt : undefined,
    // Status check-ins (owner only): the last confirmation, and an open 'Dit huis is al verkocht' report.
    status_confirmed_at: isMine ? h.statusConfirmedAt : undefined,
    sold_reported_at: isMine ? h.soldReportedAt : undefined,
    completion: completionJson(houseCompletion(h)),
    seller_user: sellerJson(storage, activeUser(h.owner)),
    liking_users_count: h.likingUsersCount,
    distance_km: distanceKm,
    created_at: h.createdAt,
    updated_at: h.updatedAt,
  };
}
