import { queryFromInfo } from '@pothos/plugin-prisma';
import { assetUrl } from '../../domain/assets/images.js';
import { houseSlugWhere, visibleHouseWhere } from '../../domain/houses/access.js';
import { completionInclude, houseCompletion } from '../../domain/houses/completion.js';
import {
  checkListingPageDepth,
  countHousesPerStatus,
  LISTING_TOTAL_CAP,
  type ListingTotal,
  listingOrder,
  maxListingPage,
  parseListingFilter,
  type StatusCount,
  searchHouses,
} from '../../domain/houses/listing.js';
import { locationAccess, shownLocation } from '../../domain/houses/location.js';
import { isHouseOwner } from '../../domain/houses/ownership.js';
import { canSeeExactAddress, currentHouseStatus } from '../../domain/houses/presentation.js';
import {
  type PriceHistoryEntry,
  priceHistoryEntries,
  priceRecentlyReduced,
  RECENT_PRICE_DROP_DAYS,
} from '../../domain/houses/price-history.js';
import { houseStatusDefinition, statusReasonLabel } from '../../domain/houses/statuses.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { checkinPolicy } from '../../domain/kernel/freshness.js';
import { formattedAddressLine, houseRoute } from '../../domain/kernel/house-presentation.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { builder } from '../builder.js';
import { toConnection } from '../connection.js';
import { selectsField } from '../selection.js';
import { Facility, Tag } from './reference-data.js';

const Photo = builder.prismaObject('Asset', {
  name: 'Photo',
  description: 'A house photo in its sizes (thumb 320w, medium 640w, medium2x 1280w).',
  fields: (t) => ({
    // Global ids: Relay keys its store by id, and plain asset numbers would collide with other types.
    id: t.globalID({ resolve: (a) => ({ type: 'Photo', id: a.id }) }),
    thumbUrl: t.string({ resolve: (a, _args, ctx) => assetUrl(ctx.storage, a, 'thumb') }),
    mediumUrl: t.string({ resolve: (a, _args, ctx) => assetUrl(ctx.storage, a, 'medium') }),
    medium2xUrl: t.string({ resolve: (a, _args, ctx) => assetUrl(ctx.storage, a, 'medium2x') }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const HouseStatusInfo = builder.objectRef<ReturnType<typeof currentHouseStatus>>('HouseStatusInfo').implement({
  description: 'The current status with its Dutch label; for open_for_offers the reason label.',
  fields: (t) => ({
    status: t.exposeString('status'),
    label: t.exposeString('label'),
    descriptionLabel: t.exposeString('description_label', { nullable: true }),
    updatedAt: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

const PriceHistoryEntryRef = builder.objectRef<PriceHistoryEntry>('PriceHistoryEntry').implement({
  description: 'The asking price of a house from a date on.',
  fields: (t) => ({
    date: t.expose('date', { type: 'DateTime' }),
    price: t.exposeInt('price', { nullable: true }),
    minPrice: t.exposeInt('minPrice', { nullable: true }),
    maxPrice: t.exposeInt('maxPrice', { nullable: true }),
    change: t.exposeInt('change', {
      nullable: true,
      description: 'Euros against the entry before (price, else minPrice); negative = lowered; null for the first.',
    }),
    changePercent: t.exposeFloat('changePercent', {
      nullable: true,
      description: 'The change in percent, one decimal.',
    }),
  }),
});

// mainPhoto and photos share one selection, so asking for both still loads the photos once per page.
const orderedPhotos = { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { asset: true } } as const;

export const House = builder.prismaNode('House', {
  id: { field: 'id' },
  // node(id:) of a house that does not exist or is not visible is null, not an error.
  nullable: true,
  findUnique: (id, ctx) => ({ id: rowIdOrNone(id), AND: [visibleHouseWhere(ctx.viewer)] }),
  fields: (t) => ({
    slug: t.exposeString('slug'),
    route: t.string({ resolve: (h) => houseRoute(h) }),
    city: t.exposeString('city', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    streetNumber: t.string({
      nullable: true,
      description: 'Only for the owner and users with subscriber rights.',
      resolve: async (h, _a, ctx) => ((await canSeeExactAddress(ctx.viewer, h)) ? h.streetNumber : null),
    }),
    postalCode: t.string({
      nullable: true,
      description: 'Only for the owner and users with subscriber rights.',
      resolve: async (h, _a, ctx) => ((await canSeeExactAddress(ctx.viewer, h)) ? h.postalCode : null),
    }),
    formattedAddressLine: t.string({
      resolve: async (h, _a, ctx) => formattedAddressLine(h, await canSeeExactAddress(ctx.viewer, h)),
    }),
    latitude: t.float({
      nullable: true,
      resolve: async (h, _a, ctx) => shownLocation(h, await canSeeExactAddress(ctx.viewer, h)).latitude,
    }),
    longitude: t.float({
      nullable: true,
      resolve: async (h, _a, ctx) => shownLocation(h, await canSeeExactAddress(ctx.viewer, h)).longitude,
    }),
    locationIsExact: t.boolean({
      description:
        'False: latitude/longitude are the public location (the centre of a ~1 km grid cell; the map shows zoom 14 and a 1000 m circle); only the owner and subscribers get the exact one.',
      resolve: (h, _a, ctx) => canSeeExactAddress(ctx.viewer, h),
    }),
    price: t.exposeInt('price', { nullable: true }),
    minPrice: t.exposeInt('minPrice', { nullable: true }),
    maxPrice: t.exposeInt('maxPrice', { nullable: true }),
    priceRecentlyReduced: t.boolean({
      description: `'Vraagprijs verlaagd': the asking price dropped in the last ${RECENT_PRICE_DROP_DAYS} days and has not risen since.`,
      resolve: (h) => priceRecentlyReduced(h),
    }),
    priceHistory: t.field({
      type: [PriceHistoryEntryRef],
      description:
        'The asking price since the house was listed, newest first: a row when listed and one per change of price or range.',
      select: { priceHistory: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      resolve: (h) => priceHistoryEntries(h.priceHistory),
    }),
    houseType: t.relation('houseType', { nullable: true }),
    houseStatus: t.exposeString('houseStatus'),
    currentHouseStatus: t.field({
      type: HouseStatusInfo,
      resolve: (h) => currentHouseStatus(h),
    }),
    numberRooms: t.exposeInt('numberRooms'),
    numberBedrooms: t.exposeInt('numberBedrooms'),
    numberBathrooms: t.exposeInt('numberBathrooms', { nullable: true }),
    numberToilets: t.exposeInt('numberToilets', { nullable: true }),
    numberStories: t.exposeInt('numberStories', { nullable: true }),
    constructionYear: t.exposeInt('constructionYear', { nullable: true }),
    livingM2: t.exposeInt('livingM2', { nullable: true }),
    plotM2: t.exposeInt('plotM2', { nullable: true }),
    volumeM3: t.exposeInt('volumeM3', { nullable: true }),
    energyLabel: t.exposeString('energyLabel', { nullable: true, description: 'A++++ … G; null = unknown.' }),
    shortDescription: t.exposeString('shortDescription', { nullable: true }),
    factualDescription: t.exposeString('factualDescription', { nullable: true }),
    personalDescription: t.exposeString('personalDescription', { nullable: true }),
    tags: t.field({
      type: [Tag],
      select: { tags: { include: { tag: true } } },
      resolve: (h) => h.tags.map((l) => l.tag).sort((a, b) => a.position - b.position || a.id - b.id),
    }),
    facilities: t.field({
      type: [Facility],
      select: { facilities: { include: { facility: true } } },
      resolve: (h) => h.facilities.map((l) => l.facility).sort((a, b) => a.position - b.position || a.id - b.id),
    }),
    mainPhoto: t.field({
      type: Photo,
      nullable: true,
      select: { assets: orderedPhotos },
      resolve: (h) => (h.assets.find((a) => a.isMain) ?? h.assets[0])?.asset ?? null,
    }),
    photos: t.field({
      type: [Photo],
      select: { assets: orderedPhotos },
      resolve: (h) => h.assets.map((a) => a.asset),
    }),
    likingUsersCount: t.exposeInt('likingUsersCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= fn();
    return result;
  };
}

const HouseStatusCount = builder.objectRef<StatusCount>('HouseStatusCount').implement({
  description: 'The houses a listing filter finds with one status.',
  fields: (t) => ({
    status: t.exposeString('status'),
    label: t.exposeString('label'),
    count: t.exposeInt('count', { description: 'Capped at 10,000 (then `exact` is false).' }),
    exact: t.exposeBoolean('exact'),
  }),
});

const HouseSorting = builder.enumType('HouseSorting', {
  values: {
    NEWEST: { value: 'newest' },
    PRICE_ASC: { value: 'price_asc' },
    PRICE_DESC: { value: 'price_desc' },
    LIVING_M2_DESC: { value: 'living_m2_desc' },
    DISTANCE: { value: 'distance', description: 'Needs latitude and longitude; otherwise newest first.' },
  } as const,
});

const HouseFilter = builder.inputType('HouseFilter', {
  description: 'Listing filters (spec §2). `range` is in km; 0 = the place of `code` itself.',
  fields: (t) => ({
    type: t.string({ description: 'woonplaats or gemeente' }),
    code: t.string({ description: 'CBS woonplaatscode / gemeentecode' }),
    latitude: t.float(),
    longitude: t.float(),
    range: t.int(),
    priceMin: t.int(),
    priceMax: t.int(),
    rooms: t.int(),
    bedrooms: t.int(),
    livingM2Min: t.int(),
    plotM2Min: t.int(),
    constructionYearMin: t.int(),
    constructionYearMax: t.int(),
    houseTypes: t.stringList({ description: 'house type keys or ids' }),
    keywords: t.string({
      description:
        "words in the descriptions, Dutch stemming ('tuinen' finds 'tuin'), web search syntax: \"a phrase\", -without, OR; empty is refused",
    }),
    energyLabelMin: t.string({
      description: "at least this energy label ('B': A++++ … B); houses without one drop out",
    }),
    statuses: t.stringList({
      description:
        'house status keys (selling, open_for_offers, sold_under_reservation, sold, not_for_sale); without them: selling and open_for_offers',
    }),
    facilities: t.stringList({ description: 'facility keys or ids; a house must have all of them' }),
    tags: t.stringList({ description: 'tag keys or ids; a house must have all of them' }),
    sorting: t.field({ type: HouseSorting }),
  }),
});

builder.queryFields((t) => ({
  houses: t.connection(
    {
      type: House,
      description:
        'The public listing. Page with `first`/`after` (or `last`/`before`) and the opaque cursors of the answer (keyset: deep pages cost what the first costs); `page` jumps to a numbered page. Edges of every page carry cursors to go on from.',
      args: {
        filter: t.arg({ type: HouseFilter }),
        page: t.arg.int({
          description:
            'A numbered page (1 = the first) of `first` houses, for the numbered pager: an offset. Not with last/before; with `after` the cursor decides ("Meer laden" below a numbered page).',
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const filter = parseListingFilter(args.filter ?? {});
        const request = parsePageArgs(listingOrder(filter), args, { defaultSize: 24, maxSize: 100 });
        // Numbered pages stop where the capped total does; with `after` the cursor decides.
        if (args.after == null) checkListingPageDepth(args.page, request.size);
        const access = await locationAccess(ctx.viewer);
        const { page, total } = await searchHouses(ctx.prisma, filter, request, access, checkinPolicy(ctx.config));
        const totalOnce = once(total);
        // Asked for: counted while the cards load (its own statement, on another pooled connection).
        if (selectsField(info, ['totalCount', 'totalCountIsExact'])) totalOnce().catch(() => {});
        const ids = page.rows.map((r) => r.id);
        const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'House' });
        // The cards with what the selection needs (cover photo, seller ...) in one statement (joins
        // with JSON aggregation) instead of one statement per relation.
        const houses = new Map(
          (ids.length
            ? await ctx.prisma.house.findMany({ ...query, relationLoadStrategy: 'join', where: { id: { in: ids } } })
            : []
          ).map((h) => [h.id, h]),
        );
        // A house unlisted between the two statements drops out of the page rather than failing it.
        const listed = { ...page, rows: page.rows.filter((r) => houses.has(r.id)) };
        return {
          ...toConnection(listed, {
            node: (r) => houses.get(r.id)!,
            edge: (r) => ({ distanceKm: r.distanceKm }),
            totalCount: async () => (await totalOnce()).count,
          }),
          total: totalOnce,
          statusCounts: () => countHousesPerStatus(ctx.prisma, filter, access, checkinPolicy(ctx.config)),
          pageSize: request.size,
        };
      },
    },
    {
      name: 'HouseConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: `How many houses the listing finds: exact up to ${LISTING_TOTAL_CAP.toLocaleString('en')}; when there are more it is ${LISTING_TOTAL_CAP.toLocaleString('en')} and totalCountIsExact is false (show it as a lower bound, '10.000+'). Counting stops there: a total never reads more than 10,001 matching houses. Numbered pages go to page ceil(${LISTING_TOTAL_CAP} / first) (417 of 24); deeper ones are refused (BAD_USER_INPUT, extensions.reason PAGE_TOO_DEEP with maxPage).`,
          resolve: (conn) => (conn as { totalCount: () => Promise<number> }).totalCount(),
        }),
        totalCountIsExact: c.boolean({
          description:
            'False when the listing finds more houses than totalCount says: totalCount is then a lower bound.',
          resolve: async (conn) => (await (conn as { total: () => Promise<ListingTotal> }).total()).exact,
        }),
        statusCounts: c.field({
          type: [HouseStatusCount],
          description:
            'How many houses the filter finds per status, whatever its `statuses` (capped as totalCount is). Without `statuses` the listing shows selling and open_for_offers only.',
          resolve: (conn) => (conn as { statusCounts: () => Promise<StatusCount[]> }).statusCounts(),
        }),
        maxPage: c.int({
          description: 'The deepest numbered page (`page`) of this page size the listing serves (417 of 24).',
          resolve: (conn) => maxListingPage((conn as { edges: unknown[]; pageSize?: number }).pageSize ?? 24),
        }),
      }),
    },
    {
      name: 'HouseEdge',
      fields: (e) => ({
        distanceKm: e.float({
          nullable: true,
          description:
            'Distance to the point of the listing filter, when it has one: from the location the viewer gets (latitude/longitude), rounded to 0.5 km unless locationIsExact.',
          resolve: (edge) => edge.distanceKm,
        }),
      }),
    },
  ),
  house: t.prismaField({
    type: 'House',
    nullable: true,
    description: 'A listed house by slug (an unlisted one only for its owner).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.house.findFirst({
        ...query,
        where: { AND: [houseSlugWhere(args.slug), visibleHouseWhere(ctx.viewer)] },
      }),
  }),
}));

// ───────────────────────────── the owner's side (issue 4) ─────────────────────────────

const HouseCompletion = builder.objectRef<ReturnType<typeof houseCompletion>>('HouseCompletion').implement({
  description: 'Which wizard sections are done (spec §5 "House completion"); `complete` = all of them.',
  fields: (t) => ({
    address: t.exposeBoolean('address', { description: 'street, number, postcode, city' }),
    type: t.exposeBoolean('type', { description: 'house type' }),
    characteristics: t.exposeBoolean('characteristics', { description: 'house type and bedrooms' }),
    measurements: t.exposeBoolean('measurements', { description: 'living m², plot m², volume m³' }),
    properties: t.exposeBoolean('properties', { description: 'rooms, bedrooms, bathrooms, stories' }),
    buildingStyle: t.exposeBoolean('buildingStyle', { description: 'at least one tag of category 1' }),
    location: t.exposeBoolean('location', { description: 'at least one tag of category 3' }),
    facilities: t.exposeBoolean('facilities', { description: 'at least one facility' }),
    photos: t.exposeBoolean('photos', { description: 'at least 5 photos' }),
    description: t.exposeBoolean('description', { description: 'short, factual and personal descriptions' }),
    confirmation: t.exposeBoolean('confirmation', { description: 'is_owner confirmed' }),
    offer: t.exposeBoolean('offer', {
      description: 'selling / sold_under_reservation / sold need no price; otherwise a price or both min and max',
    }),
    complete: t.exposeBoolean('complete'),
  }),
});

const HouseStatusChange = builder.prismaObject('HouseStatusChange', {
  description: 'One change of the house status (history, oldest first).',
  fields: (t) => ({
    status: t.exposeString('status'),
    label: t.string({ resolve: (c) => houseStatusDefinition(c.status)?.label ?? c.status }),
    reason: t.exposeString('reason', { nullable: true }),
    reasonLabel: t.string({
      nullable: true,
      resolve: (c) => (c.status === 'open_for_offers' ? statusReasonLabel(c.reason) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(House, (t) => ({
  viewerIsOwner: t.boolean({ resolve: (h, _a, ctx) => isHouseOwner(ctx.viewer, h) }),
  moderationStatus: t.string({
    nullable: true,
    description: 'new | submitted | approved | rejected; owner only (null for everybody else).',
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? h.moderationStatus : null),
  }),
  submitted: t.boolean({
    nullable: true,
    description: 'Moderation status other than new; owner only.',
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? h.moderationStatus !== 'new' : null),
  }),
  submittedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Owner only.',
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? h.submittedAt : null),
  }),
  ngrAddressId: t.string({
    nullable: true,
    description: 'The address lookup id; like the number and postcode only for the owner and subscribers.',
    resolve: async (h, _a, ctx) => ((await canSeeExactAddress(ctx.viewer, h)) ? h.ngrAddressId : null),
  }),
  completion: t.field({
    type: HouseCompletion,
    // The same relations as the tags/facilities/photos fields above, so they merge into one load.
    select: completionInclude,
    resolve: (h) => houseCompletion(h),
  }),
  statusReason: t.exposeString('statusReason', {
    nullable: true,
    description: 'open_for_offers only: offer, members, work or new_house (label in currentHouseStatus).',
  }),
  movingMonths: t.exposeInt('movingMonths', { nullable: true, description: 'Verhuistermijn: 0, 1, 3, 6, 12 or 24.' }),
  statusHistory: t.field({
    type: [HouseStatusChange],
    nullable: true,
    description: 'Status changes, oldest first; owner only (null for everybody else).',
    select: { statusHistory: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? h.statusHistory : null),
  }),
  isOwner: t.exposeBoolean('isOwner', { description: 'The seller confirmed owning the house (bevestigen step).' }),
}));
