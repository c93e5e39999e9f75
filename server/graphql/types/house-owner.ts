import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID, resolveOffsetConnection } from '@pothos/plugin-relay';
import type { RequestContext } from '../../context.js';
import { DomainError, InputError, RateLimitedError } from '../../domain/errors.js';
import { visibleHouseWhere } from '../../domain/houses/access.js';
import { houseCompletion } from '../../domain/houses/completion.js';
import { addHouse, assignHouse, deleteHouse, submitHouse, updateHouse } from '../../domain/houses/editing.js';
import { likedHouseIds, likeFlags, likeHouse, likerIds, unlikeHouse } from '../../domain/houses/likes.js';
import { inListingOrder } from '../../domain/houses/listing.js';
import { isHouseOwner, requireUser } from '../../domain/houses/ownership.js';
import {
  removeHousePhoto,
  reorderHousePhotos,
  setMainHousePhoto,
  uploadHousePhotos,
} from '../../domain/houses/photos.js';
import { canSeeExactAddress } from '../../domain/houses/presentation.js';
import {
  HOUSE_STATUSES,
  houseStatusDefinition,
  STATUS_REASONS,
  statusReasonLabel,
} from '../../domain/houses/statuses.js';
import { builder } from '../builder.js';
import { inputRowId, rowIdOf } from '../global-ids.js';
import { House } from './houses.js';
import { User } from './users.js';

// The owner's side of houses (issue 4): wizard input, moderation, photos and likes. Resolvers are
// thin: they map the GraphQL input onto the domain's snake_case input and reload the house with
// the query's own selection (no N+1). Business failures are typed results (InputError, DomainError).

// ───────────────────────────── House fields ─────────────────────────────

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

// The same selections as the tags/facilities/photos fields of houses.ts, so they merge into one load.
const completionSelect = {
  tags: { include: { tag: true } },
  facilities: { include: { facility: true } },
  assets: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { asset: true } },
} as const;
// Whether the viewer liked the house: loaded with the house (a filtered relation), not per row.
const viewerLikeSelect = (_args: object, ctx: RequestContext) => ({
  likes: { where: { userId: ctx.viewer.user?.id ?? 0 }, select: { userId: true } },
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
  viewerCanLike: t.boolean({
    description: 'False for visitors (the client then offers the quick login).',
    select: viewerLikeSelect,
    resolve: (h, _a, ctx) => likeFlags(ctx.viewer, h.likes.length > 0).canLike,
  }),
  viewerCanUnlike: t.boolean({
    select: viewerLikeSelect,
    resolve: (h, _a, ctx) => likeFlags(ctx.viewer, h.likes.length > 0).canUnlike,
  }),
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
    select: completionSelect,
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
  likedBy: t.connection(
    {
      type: User,
      nullable: true,
      description: 'Who liked the house, newest first; owner only (null for everybody else).',
      resolve: async (h, args, ctx, info) => {
        if (!isHouseOwner(ctx.viewer, h)) return null;
        let total = 0;
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 20, maxSize: 100 },
          async ({ offset, limit }) => {
            const page = await likerIds(ctx.prisma, h.id, { offset, limit });
            total = page.total;
            const ids = page.ids;
            if (!ids.length) return [];
            const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'User' });
            return inListingOrder(ids, await ctx.prisma.user.findMany({ ...query, where: { id: { in: ids } } }));
          },
        );
        return { ...connection, totalCount: total };
      },
    },
    {
      name: 'HouseLikerConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (conn) => (conn as unknown as { totalCount: number }).totalCount }),
      }),
    },
    { name: 'HouseLikerEdge' },
  ),
}));

// ───────────────────────────── User fields (the accounts file stays theirs) ─────────────────────────────

builder.prismaObjectFields('User', (t) => ({
  houses: t.relatedConnection('houses', {
    description:
      "The user's houses: for the viewer all of their own (any moderation state), for others the listed ones.",
    totalCount: true,
    cursor: 'id',
    // Newest first; by id, since the cursor is the id.
    query: (_args, ctx) => ({ where: visibleHouseWhere(ctx.viewer), orderBy: { id: 'desc' } }),
  }),
  likedHouses: t.connection(
    {
      type: House,
      nullable: true,
      description: 'Houses the viewer liked, newest like first (GET /api/user/liked_houses); null for other users.',
      resolve: async (u, args, ctx, info) => {
        if (ctx.viewer.user?.id !== u.id) return null;
        let total = 0;
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 24, maxSize: 100 },
          async ({ offset, limit }) => {
            const page = await likedHouseIds(ctx, { offset, limit });
            total = page.total;
            if (!page.ids.length) return [];
            const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'House' });
            return inListingOrder(
              page.ids,
              await ctx.prisma.house.findMany({ ...query, where: { id: { in: page.ids } } }),
            );
          },
        );
        return { ...connection, totalCount: total };
      },
    },
    {
      name: 'LikedHouseConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (conn) => (conn as unknown as { totalCount: number }).totalCount }),
      }),
    },
    { name: 'LikedHouseEdge' },
  ),
}));

// ───────────────────────────── inputs ─────────────────────────────

const HouseStatusKey = builder.enumType('HouseStatusKey', {
  values: Object.fromEntries(
    HOUSE_STATUSES.map((s) => [s.key.toUpperCase(), { value: s.key, description: s.label }]),
  ) as Record<string, { value: string; description: string }>,
});
const HouseStatusReason = builder.enumType('HouseStatusReason', {
  description: 'Why an owner is open for offers (spec §4).',
  values: Object.fromEntries(
    STATUS_REASONS.map((r) => [r.key.toUpperCase(), { value: r.key, description: r.label }]),
  ) as Record<string, { value: string; description: string }>,
});

// GraphQL name → the domain's snake_case input. Absent = unchanged, null = cleared.
const FIELD_MAP = {
  ngrAddressId: 'ngr_address_id',
  postalCode: 'postal_code',
  streetNumber: 'street_number',
  isOwner: 'is_owner',
  movingMonths: 'moving_months',
  houseType: 'house_type',
  houseStatus: 'house_status',
  statusReason: 'status_reason',
  price: 'price',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  numberRooms: 'number_rooms',
  numberBedrooms: 'number_bedrooms',
  numberBathrooms: 'number_bathrooms',
  numberToilets: 'number_toilets',
  numberStories: 'number_stories',
  constructionYear: 'construction_year',
  livingM2: 'living_m2',
  plotM2: 'plot_m2',
  volumeM3: 'volume_m3',
  shortDescription: 'short_description',
  factualDescription: 'factual_description',
  personalDescription: 'personal_description',
  tags: 'tags',
  buildingStyleTags: 'building_style_tags',
  locationTags: 'location_tags',
  facilities: 'house_facilities',
} as const;

function toDomainInput(input: Record<string, unknown>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [gql, snake] of Object.entries(FIELD_MAP)) if (input[gql] !== undefined) raw[snake] = input[gql];
  return raw;
}

type InputT = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const wizardFields = (t: InputT) => ({
  isOwner: t.boolean({ description: 'bevestigen: the seller owns the house' }),
  movingMonths: t.int({ description: 'verhuistermijn: 0, 1, 3, 6, 12 or 24' }),
  houseType: t.string({ description: 'kenmerken / type: house type key (see houseTypes)' }),
  houseStatus: t.field({ type: HouseStatusKey, description: 'aanbod' }),
  statusReason: t.field({ type: HouseStatusReason, description: 'aanbod: required for OPEN_FOR_OFFERS' }),
  price: t.int({ description: 'aanbod: asking price in euro' }),
  minPrice: t.int(),
  maxPrice: t.int(),
  numberRooms: t.int({ description: 'eigenschappen (default 1)' }),
  numberBedrooms: t.int({ description: 'kenmerken / eigenschappen (default 1)' }),
  numberBathrooms: t.int(),
  numberToilets: t.int(),
  numberStories: t.int(),
  constructionYear: t.int(),
  livingM2: t.int({ description: 'afmetingen' }),
  plotM2: t.int(),
  volumeM3: t.int(),
  shortDescription: t.string({ description: 'omschrijving (max 300 characters)' }),
  factualDescription: t.string(),
  personalDescription: t.string(),
  tags: t.stringList({ description: 'all tag keys (replaces every tag)' }),
  buildingStyleTags: t.stringList({ description: 'bouwstijl: tag keys of category 1 (replaces those)' }),
  locationTags: t.stringList({ description: 'ligging: tag keys of category 3 (replaces those)' }),
  facilities: t.stringList({ description: 'faciliteiten: facility keys (replaces them)' }),
});

// Plain IDs, decoded in the resolver after the login check (global-ids.ts: rights before validation).
const HOUSE_ID = 'Global id of the House.';

const AddHouseInput = builder.inputType('AddHouseInput', {
  description:
    'A new house: the address from the lookup (ngrAddressId, or postalCode + streetNumber when that finds one address), optionally more wizard fields.',
  fields: (t) => ({
    ngrAddressId: t.string({ description: 'id of the chosen address (addressLookup / address)' }),
    postalCode: t.string(),
    streetNumber: t.string(),
    ...wizardFields(t),
  }),
});

const UpdateHouseInput = builder.inputType('UpdateHouseInput', {
  description: 'Saves one or more wizard steps: only the fields given change (null clears an optional one).',
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    ngrAddressId: t.string(),
    postalCode: t.string(),
    streetNumber: t.string(),
    ...wizardFields(t),
  }),
});

const HouseIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ houseId: t.id({ required: true, description: HOUSE_ID }) }),
  });

const SubmitHouseInput = HouseIdInput('SubmitHouseInput', 'Sends the house in for moderation.');
const AssignHouseInput = HouseIdInput(
  'AssignHouseInput',
  'Claims a house created in the seller funnel before sign-up.',
);
const LikeHouseInput = HouseIdInput('LikeHouseInput', 'The house to like or unlike.');

const DeleteHouseInput = builder.inputType('DeleteHouseInput', {
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    force: t.boolean({
      description:
        'Without force, a submitted house with likes, offers or viewings is not deleted (DomainError code 409: ask, then repeat with force).',
    }),
  }),
});

const UploadHousePhotosInput = builder.inputType('UploadHousePhotosInput', {
  description: 'Images (JPG, PNG, WebP, GIF, HEIC ...) of at most 15 MB each, up to 20 at once and 40 per house.',
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    photos: t.field({ type: ['File'], required: true }),
  }),
});
const ReorderHousePhotosInput = builder.inputType('ReorderHousePhotosInput', {
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    photoIds: t.idList({ required: true, description: 'Every photo id of the house, in the new order.' }),
  }),
});
const HousePhotoInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({ houseId: t.id({ required: true, description: HOUSE_ID }), photoId: t.id({ required: true }) }),
  });
const SetMainHousePhotoInput = HousePhotoInput('SetMainHousePhotoInput');
const RemoveHousePhotoInput = HousePhotoInput('RemoveHousePhotoInput');

// ───────────────────────────── mutations ─────────────────────────────

const ERRORS = [InputError, DomainError];

/** A mutation answering `{Name}Payload { house }` or a typed error, the house loaded with the query's selection. */
function houseMutation<Input extends { houseId?: unknown }>(
  name: string,
  description: string,
  // biome-ignore lint/suspicious/noExplicitAny: the input ref's type parameter differs per mutation.
  input: any,
  run: (ctx: RequestContext, input: Input) => Promise<number>,
  errorTypes: (typeof InputError | typeof DomainError | typeof RateLimitedError)[] = ERRORS,
) {
  const typeName = name[0].toUpperCase() + name.slice(1);
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'House',
      description,
      args: { input: t.arg({ type: input, required: true }) },
      errors: {
        types: errorTypes,
        result: { name: `${typeName}Payload` },
        union: { name: `${typeName}Result` },
        dataField: { name: 'house' },
      },
      resolve: async (query, _root, args, ctx) => {
        const id = await run(ctx, args.input as Input);
        return ctx.prisma.house.findUniqueOrThrow({ ...withSomeField(query), where: { id } });
      },
    }),
  );
}

/**
 * A payload asked without its house (`{ __typename }`) gives Pothos's `select: {}`, which Prisma
 * refuses — after the write, so the caller would see an error for work that was done.
 */
function withSomeField<Q extends object>(query: Q): Q {
  const select = (query as { select?: object }).select;
  return select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
}

/** The house of a mutation input: its global id is read only after the login check of the domain. */
const houseKey = (ctx: RequestContext, input: { houseId?: unknown }) =>
  inputRowId(input.houseId, 'House', () => requireUser(ctx.viewer));
/** A photo id; NaN when it names no photo (the domain answers after its owner check). */
const photoKey = (id: unknown) => rowIdOf(id, 'Photo');

houseMutation(
  'addHouse',
  'Saving without an id creates the house (owner = viewer; ownerless for a visitor in the funnel).',
  AddHouseInput,
  (ctx, input) => addHouse(ctx, toDomainInput(input as Record<string, unknown>)),
  // Visitors' funnel houses are counted per IP.
  [InputError, RateLimitedError, DomainError],
);
houseMutation(
  'updateHouse',
  'Saves wizard steps; a house not yet submitted is submitted once its address, offer and type are complete.',
  UpdateHouseInput,
  (ctx, input) => updateHouse(ctx, houseKey(ctx, input), toDomainInput(input as Record<string, unknown>)),
);
houseMutation(
  'submitHouse',
  'Sends the house in for moderation (address, offer and type must be complete).',
  SubmitHouseInput,
  (ctx, input) => submitHouse(ctx, houseKey(ctx, input)),
);
houseMutation(
  'assignHouse',
  'The logged-in user becomes the owner of an ownerless (funnel) house.',
  AssignHouseInput,
  (ctx, input) => assignHouse(ctx, houseKey(ctx, input)),
);
houseMutation(
  'uploadHousePhotos',
  'Adds photos after the existing ones (multipart request).',
  UploadHousePhotosInput,
  (ctx, input) => uploadHousePhotos(ctx, houseKey(ctx, input), (input as unknown as { photos: File[] }).photos),
);
houseMutation('reorderHousePhotos', 'Puts the photos in a new order.', ReorderHousePhotosInput, (ctx, input) =>
  reorderHousePhotos(ctx, houseKey(ctx, input), (input as unknown as { photoIds: string[] }).photoIds.map(photoKey)),
);
houseMutation('setMainHousePhoto', 'Chooses the main photo.', SetMainHousePhotoInput, (ctx, input) =>
  setMainHousePhoto(ctx, houseKey(ctx, input), photoKey((input as unknown as { photoId: string }).photoId)),
);
houseMutation('removeHousePhoto', 'Deletes a photo and its files.', RemoveHousePhotoInput, (ctx, input) =>
  removeHousePhoto(ctx, houseKey(ctx, input), photoKey((input as unknown as { photoId: string }).photoId)),
);
houseMutation(
  'likeHouse',
  'Likes a house (again is a no-op); the owner gets a HouseLiked notification.',
  LikeHouseInput,
  (ctx, input) => likeHouse(ctx, houseKey(ctx, input)),
);
houseMutation('unlikeHouse', 'Takes a like back.', LikeHouseInput, (ctx, input) =>
  unlikeHouse(ctx, houseKey(ctx, input)),
);

builder.mutationField('deleteHouse', (t) =>
  t.id({
    description: 'Deletes the house and its photos. See `force`.',
    args: { input: t.arg({ type: DeleteHouseInput, required: true }) },
    errors: {
      types: ERRORS,
      result: { name: 'DeleteHousePayload' },
      union: { name: 'DeleteHouseResult' },
      dataField: { name: 'deletedHouseId', description: 'Global id of the deleted house (for @deleteRecord).' },
    },
    resolve: async (_root, { input }, ctx) =>
      encodeGlobalID('House', await deleteHouse(ctx, houseKey(ctx, input), { force: input.force ?? false })),
  }),
);
