import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { assetUrl } from '../../domain/assets/images.js';
import { houseSlugWhere, visibleHouseWhere } from '../../domain/houses/access.js';
import { inListingOrder, parseListingFilter, searchHouses } from '../../domain/houses/listing.js';
import { locationAccess, shownLocation } from '../../domain/houses/location.js';
import {
  canSeeExactAddress,
  currentHouseStatus,
  formattedAddressLine,
  houseRoute,
} from '../../domain/houses/presentation.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { activeUser } from '../../domain/users/access.js';
import { builder } from '../builder.js';
import { Facility, Tag } from './reference-data.js';
import { User } from './users.js';

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
    sellerUser: t.field({
      type: User,
      nullable: true,
      description: 'The owner; null for a funnel house without one and after the owner deleted the account.',
      select: (_args, _ctx, nestedSelection) => ({ owner: nestedSelection(true) }),
      resolve: (h) => activeUser(h.owner),
    }),
    distanceKm: t.float({
      nullable: true,
      description:
        'Distance to the point of the listing filter, when it has one: from the location the viewer gets (latitude/longitude), rounded to 0.5 km unless locationIsExact.',
      resolve: (h, _a, ctx) => ctx.houseDistances.get(h.id) ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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
    houseTypes: t.stringList({ description: 'house type keys' }),
    statuses: t.stringList({ description: 'house status keys' }),
    facilities: t.stringList({ description: 'facility keys; a house must have all of them' }),
    tags: t.stringList({ description: 'tag keys; a house must have all of them' }),
    sorting: t.field({ type: HouseSorting }),
  }),
});

builder.queryFields((t) => ({
  houses: t.connection(
    {
      type: House,
      description:
        'The public listing. Cursors are offsets: page N of size S is `first: S, after: <cursor of offset N*S-S-1>`; the cursor of offset k is base64("OffsetConnection:" + k).',
      args: { filter: t.arg({ type: HouseFilter }) },
      resolve: async (_root, args, ctx, info) => {
        const f = args.filter ?? {};
        const filter = parseListingFilter({
          type: f.type,
          code: f.code,
          latitude: f.latitude,
          longitude: f.longitude,
          range: f.range,
          price_min: f.priceMin,
          price_max: f.priceMax,
          rooms: f.rooms,
          bedrooms: f.bedrooms,
          living_m2_min: f.livingM2Min,
          plot_m2_min: f.plotM2Min,
          construction_year_min: f.constructionYearMin,
          construction_year_max: f.constructionYearMax,
          house_types: f.houseTypes,
          statuses: f.statuses,
          facilities: f.facilities,
          tags: f.tags,
          sorting: f.sorting,
        });
        const access = await locationAccess(ctx.viewer);
        let total = 0;
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 24, maxSize: 100 },
          async ({ offset, limit }) => {
            const page = await searchHouses(ctx.prisma, filter, { offset, limit }, access);
            total = page.total;
            for (const [id, km] of page.distances) ctx.houseDistances.set(id, km);
            if (page.ids.length === 0) return [];
            const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'House' });
            const rows = await ctx.prisma.house.findMany({ ...query, where: { id: { in: page.ids } } });
            return inListingOrder(page.ids, rows);
          },
        );
        return { ...connection, totalCount: total };
      },
    },
    {
      name: 'HouseConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (conn) => (conn as unknown as { totalCount: number }).totalCount }),
      }),
    },
    { name: 'HouseEdge' },
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
