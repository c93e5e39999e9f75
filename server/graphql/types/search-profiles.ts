import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { RequestContext } from '../../context.js';
import { RateLimitedError } from '../../domain/errors.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { accessibleSearchProfileWhere, searchProfileKeyWhere } from '../../domain/search-profiles/access.js';
import { assignSearchProfile } from '../../domain/search-profiles/assignment.js';
import { searchProfileCompletion, searchProfileInclude } from '../../domain/search-profiles/completion.js';
import { deleteSearchProfile } from '../../domain/search-profiles/deletion.js';
import { SEARCH_PROFILES_ORDER, searchProfilesPage } from '../../domain/search-profiles/listing.js';
import { saveSearchProfile } from '../../domain/search-profiles/saving.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { rowIdOf } from '../global-ids.js';
import { rowMutation } from '../row-mutation.js';
import { MaxMortgageInput } from './mortgage.js';
import { Facility, HouseType, Tag } from './reference-data.js';
import { User } from './users.js';

// Search profiles (zoekprofielen, spec §3/§5/§7): the SearchProfile node, the viewer's profiles,
// one profile, and add / update / delete / assign. Rules are in server/domain/search-profiles;
// resolvers pass the input through. Other areas add fields with builder.prismaObjectFields(SearchProfile, ...).

// The same relation selections as the fields below: Pothos merges equal ones into the page's query
// (different arguments for one relation would load it again per profile).
const completionSelect = searchProfileInclude;

const SearchProfileCompletion = builder
  .objectRef<ReturnType<typeof searchProfileCompletion>>('SearchProfileCompletion')
  .implement({
    description: 'Which sections of the profile are filled in (spec §5 "Search profile completion").',
    fields: (t) => ({
      location: t.exposeBoolean('location', { description: 'A chosen place (type and code).' }),
      characteristics: t.exposeBoolean('characteristics', {
        description: 'At least one house type and a minimum of bedrooms.',
      }),
      budget: t.exposeBoolean('budget', { description: 'A minimum or maximum price.' }),
      facilities: t.exposeBoolean('facilities', { description: 'At least one facility.' }),
      tags: t.exposeBoolean('tags', { description: 'A building-style tag and a location tag.' }),
      complete: t.exposeBoolean('complete', { description: 'Every section.' }),
    }),
  });

export const SearchProfile = builder.prismaNode('SearchQuery', {
  name: 'SearchProfile',
  description:
    'A search profile (zoekprofiel, "search query" in the REST API): what a searcher looks for. Visible to its owner, and to the browser that made it in the searcher funnel until it has one.',
  id: { field: 'id' },
  // node(id:) of a profile the viewer may not open is null, not an error.
  nullable: true,
  findUnique: (id, ctx) => ({ id: rowIdOrNone(id), AND: [accessibleSearchProfileWhere(ctx)] }),
  fields: (t) => ({
    slug: t.exposeString('slug'),
    query: t.exposeString('query', { nullable: true, description: 'Display name of the place.' }),
    queryType: t.exposeString('queryType', { nullable: true, description: 'woonplaats, gemeente, ...' }),
    queryCode: t.exposeString('queryCode', { nullable: true, description: 'CBS code of the place.' }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    range: t.exposeInt('range', { description: 'Kilometres around the place (0 = the place itself), 0–50.' }),
    numberBedroomsMin: t.exposeInt('numberBedroomsMin'),
    priceMin: t.exposeInt('priceMin', { nullable: true, description: 'Whole euros.' }),
    priceMax: t.exposeInt('priceMax', { nullable: true, description: 'Whole euros.' }),
    livingM2Min: t.exposeInt('livingM2Min', { nullable: true }),
    movingMonths: t.exposeInt('movingMonths', { nullable: true }),
    maxMortgage: t.exposeInt('maxMortgage', {
      nullable: true,
      description: 'The maximum mortgage computed in the searcher funnel, whole euros (kansen above it are flagged).',
    }),
    houseTypes: t.field({
      type: [HouseType],
      select: { houseTypes: searchProfileInclude.houseTypes },
      resolve: (p) => p.houseTypes.map((l) => l.houseType),
    }),
    houseFacilities: t.field({
      type: [Facility],
      select: { facilities: searchProfileInclude.facilities },
      resolve: (p) => p.facilities.map((l) => l.facility),
    }),
    tags: t.field({
      type: [Tag],
      select: { tags: searchProfileInclude.tags },
      resolve: (p) => p.tags.map((l) => l.tag),
    }),
    completion: t.field({
      type: SearchProfileCompletion,
      select: completionSelect,
      resolve: (p) => searchProfileCompletion(p),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  searchProfiles: t.connection(
    {
      type: SearchProfile,
      nullable: true,
      description: "The viewer's search profiles, newest first; null for other users.",
      resolve: async (u, args, ctx, info) => {
        if (ctx.viewer.user?.id !== u.id) return null;
        const request = parsePageArgs(SEARCH_PROFILES_ORDER, args, { defaultSize: 20, maxSize: 100 });
        const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'SearchProfile' });
        const { page, totalCount } = await searchProfilesPage(ctx, request, query);
        return toConnection(page, { node: (p) => p, totalCount });
      },
    },
    countedConnection('SearchProfileConnection'),
    { name: 'SearchProfileEdge' },
  ),
}));

builder.queryField('searchProfile', (t) =>
  t.prismaField({
    type: SearchProfile,
    nullable: true,
    description: 'One search profile by global id or slug; null when the viewer may not open it.',
    args: { id: t.arg.id(), slug: t.arg.string() },
    resolve: (query, _root, args, ctx) => {
      const key = args.id != null ? rowIdOf(args.id, 'SearchProfile') : (args.slug ?? '');
      return ctx.prisma.searchQuery.findFirst({
        ...query,
        where: { AND: [searchProfileKeyWhere(Number.isNaN(key) ? 0 : key), accessibleSearchProfileWhere(ctx)] },
      });
    },
  }),
);

type InputT = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const profileFields = (t: InputT) => ({
  placeId: t.string({
    description: 'locatie: id of the chosen place suggestion (places); fills query, type, code, point',
  }),
  query: t.string({ description: 'locatie: display name of the place (null clears the location)' }),
  queryType: t.string({ description: 'locatie: woonplaats, gemeente, adres, postcode or weg' }),
  queryCode: t.string({ description: 'locatie: CBS code of the place' }),
  latitude: t.float({ description: 'locatie: looked up from query/code when left out' }),
  longitude: t.float(),
  range: t.int({ description: 'locatie: kilometres around the place, 0–50 (default 0)' }),
  movingMonths: t.int({ description: 'verhuistermijn: 0, 1, 3, 6, 12 or 24' }),
  numberBedroomsMin: t.int({ description: 'kenmerken (default 1)' }),
  houseTypes: t.stringList({ description: 'type: house type keys or ids (replaces them)' }),
  livingM2Min: t.int({ description: 'afmetingen' }),
  priceMin: t.int({ description: 'budget: whole euros' }),
  priceMax: t.int({ description: 'budget: whole euros, not below priceMin' }),
  tags: t.stringList({ description: 'bouwstijl / ligging: tag keys or ids (replaces them)' }),
  houseFacilities: t.stringList({ description: 'faciliteiten: facility keys or ids (replaces them)' }),
  maxMortgage: t.field({
    type: MaxMortgageInput,
    description:
      'maximale hypotheek: the calculator input; the server computes and stores the maximum (null clears it)',
  }),
});
const PROFILE_ID = 'Global id of the SearchProfile.';

const AddSearchProfileInput = builder.inputType('AddSearchProfileInput', {
  description:
    'A new search profile (a visitor in the searcher funnel makes an ownerless one, see assignSearchProfile).',
  fields: (t) => profileFields(t),
});
const UpdateSearchProfileInput = builder.inputType('UpdateSearchProfileInput', {
  description: 'Wizard steps of a profile: fields left out stay as they are.',
  fields: (t) => ({ searchProfileId: t.id({ required: true, description: PROFILE_ID }), ...profileFields(t) }),
});
const SearchProfileIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ searchProfileId: t.id({ required: true, description: PROFILE_ID }) }),
  });
const DeleteSearchProfileInput = SearchProfileIdInput('DeleteSearchProfileInput', 'The profile to delete.');
const AssignSearchProfileInput = SearchProfileIdInput(
  'AssignSearchProfileInput',
  'A profile made in the searcher funnel before sign-up, from this browser.',
);

/**
 * The profile an input names. A wrong id names none (the domain answers after its rights check: a
 * visitor hears "log in", a stranger "not found").
 */
export const profileKey = (input: { searchProfileId?: unknown }) => {
  const id = rowIdOf(input.searchProfileId, 'SearchProfile');
  return Number.isNaN(id) ? 0 : id;
};

/** A mutation answering `{Name}Payload { searchProfile }` or a typed error, the profile loaded with the query's selection. */
export function profileMutation<Input>(
  name: string,
  description: string,
  // biome-ignore lint/suspicious/noExplicitAny: the input ref's type parameter differs per mutation.
  input: any,
  run: (ctx: RequestContext, input: Input) => Promise<number>,
  extraErrors: (typeof RateLimitedError)[] = [],
) {
  rowMutation({
    name,
    description,
    input,
    run,
    extraErrors,
    type: SearchProfile,
    dataField: 'searchProfile',
    load: (ctx, query, id) => ctx.prisma.searchQuery.findUniqueOrThrow({ ...query, where: { id } }),
  });
}

profileMutation(
  'addSearchProfile',
  'Creates a search profile: owned by the viewer, or ownerless for a visitor in the searcher funnel (claimable from this browser).',
  AddSearchProfileInput,
  (ctx, input) => saveSearchProfile(ctx, null, input),
  // Visitors' funnel profiles are counted per IP.
  [RateLimitedError],
);
profileMutation(
  'updateSearchProfile',
  'Saves wizard steps of a profile (saving without changes confirms it is still current).',
  UpdateSearchProfileInput,
  (ctx, input: { searchProfileId?: unknown }) => saveSearchProfile(ctx, profileKey(input), input),
);
profileMutation(
  'assignSearchProfile',
  'The logged-in user becomes the owner of a profile this browser made in the searcher funnel.',
  AssignSearchProfileInput,
  (ctx, input: { searchProfileId?: unknown }) => assignSearchProfile(ctx, profileKey(input)),
);

builder.mutationField('deleteSearchProfile', (t) =>
  t.id({
    description: 'Deletes a search profile.',
    args: { input: t.arg({ type: DeleteSearchProfileInput, required: true }) },
    errors: {
      result: { name: 'DeleteSearchProfilePayload' },
      union: { name: 'DeleteSearchProfileResult' },
      dataField: {
        name: 'deletedSearchProfileId',
        description: 'Global id of the deleted profile (for @deleteRecord).',
      },
    },
    resolve: async (_root, { input }, ctx) =>
      encodeGlobalID('SearchProfile', await deleteSearchProfile(ctx, profileKey(input))),
  }),
);
