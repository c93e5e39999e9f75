import { queryFromInfo } from '@pothos/plugin-prisma';
import { isHouseOwner } from '../../domain/houses/ownership.js';
import { checkinPolicy } from '../../domain/kernel/freshness.js';
import {
  houseSuggestionsPage,
  KANSEN_ORDER,
  MATCH_PAGE_LIMITS,
  MATCH_SUGGESTIONS_ORDER,
  profileMatchesPage,
} from '../../domain/matching/pages.js';
import { type MatchReason, matchReasons } from '../../domain/matching/scoring.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { type SearchProfileWithRelations, searchProfileInclude } from '../../domain/search-profiles/completion.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { House } from './houses.js';
import { Facility, HouseType, Tag } from './reference-data.js';
import { SearchProfile } from './search-profiles.js';
import { User } from './users.js';

// Matching (kansen): a profile's matching houses and a house's matching searchers, read
// from the stored matches (server/domain/matching). Edges say whether the match is exact and, when
// it is fuzzy, why.

const MatchReasonRef = builder.objectRef<MatchReason>('MatchReason').implement({
  description: 'Why a match is fuzzy rather than exact.',
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        'Stable code: outside_range, over_budget, under_budget, above_mortgage, price_unknown, bedroom_less, smaller, living_m2_unknown, facility_missing, tag_missing.',
    }),
    label: t.exposeString('label', { description: "Dutch text to show, e.g. 'Net buiten je budget'." }),
  }),
});

const SearchProfileSummary = builder.objectRef<SearchProfileWithRelations>('SearchProfileSummary').implement({
  description: 'What a searcher looks for, as shown to the owner of a matching house (no contact details).',
  fields: (t) => ({
    query: t.exposeString('query', { nullable: true, description: 'The place.' }),
    range: t.exposeInt('range', { description: 'Kilometres around the place.' }),
    houseTypes: t.field({ type: [HouseType], resolve: (p) => p.houseTypes.map((l) => l.houseType) }),
    numberBedroomsMin: t.exposeInt('numberBedroomsMin'),
    priceMin: t.exposeInt('priceMin', { nullable: true, description: 'Whole euros.' }),
    priceMax: t.exposeInt('priceMax', { nullable: true, description: 'Whole euros.' }),
    livingM2Min: t.exposeInt('livingM2Min', { nullable: true }),
    houseFacilities: t.field({ type: [Facility], resolve: (p) => p.facilities.map((l) => l.facility) }),
    tags: t.field({ type: [Tag], resolve: (p) => p.tags.map((l) => l.tag) }),
  }),
});

const matchFields = { score: true, exact: true, reasons: true, houseId: true, searchProfileId: true } as const;
const EXACT = 'Every wish of the profile is met (otherwise a fuzzy match, see reasons).';
const REASONS = 'Why the match is fuzzy; empty for an exact match.';

builder.prismaObjectFields(SearchProfile, (t) => ({
  matches: t.connection(
    {
      type: House,
      description: 'Kansen: listed houses that fit the profile, exact matches first, then fuzzy ones by closeness.',
      args: { fuzzy: t.arg.boolean({ defaultValue: true, description: 'Include fuzzy matches (default true).' }) },
      resolve: async (p, args, ctx, info) => {
        const request = parsePageArgs(KANSEN_ORDER, args, MATCH_PAGE_LIMITS);
        const house = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'House' });
        const { page, totalCount } = await profileMatchesPage(
          ctx.prisma,
          checkinPolicy(ctx.config),
          p.id,
          { fuzzy: args.fuzzy ?? true },
          request,
          {
            select: { ...matchFields, house },
          },
        );
        return toConnection(page, {
          node: (m) => m.house,
          edge: (m) => ({ exact: m.exact, reasons: matchReasons(m.reasons) }),
          totalCount,
        });
      },
    },
    countedConnection('SearchProfileMatchConnection'),
    {
      name: 'SearchProfileMatchEdge',
      fields: (e) => ({
        exact: e.boolean({ description: EXACT, resolve: (edge) => edge.exact }),
        reasons: e.field({ type: [MatchReasonRef], description: REASONS, resolve: (edge) => edge.reasons }),
      }),
    },
  ),
  matchCount: t.int({
    description: 'How many kansen the profile has (exact and fuzzy).',
    resolve: async (p, _a, ctx) => (await ctx.loaders.matchCounts.load(p.id)).all,
  }),
  exactMatchCount: t.int({
    description: 'How many of its kansen match exactly.',
    resolve: async (p, _a, ctx) => (await ctx.loaders.matchCounts.load(p.id)).exact,
  }),
}));

builder.prismaObjectFields(House, (t) => ({
  matchSuggestions: t.connection(
    {
      type: User,
      nullable: true,
      description:
        'Searchers whose profile fits the house, exact matches first: their public card (never e-mail or phone), moving wish and what they look for. Owner only (null for everybody else).',
      select: { ownerUserId: true },
      args: { fuzzy: t.arg.boolean({ defaultValue: true, description: 'Include fuzzy matches (default true).' }) },
      resolve: async (h, args, ctx, info) => {
        if (!isHouseOwner(ctx.viewer, h)) return null;
        const request = parsePageArgs(MATCH_SUGGESTIONS_ORDER, args, MATCH_PAGE_LIMITS);
        const user = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'User' });
        const { page, totalCount } = await houseSuggestionsPage(
          ctx.prisma,
          checkinPolicy(ctx.config),
          h.id,
          { fuzzy: args.fuzzy ?? true },
          request,
          {
            select: { ...matchFields, searchProfile: { include: { ...searchProfileInclude, user } } },
          },
        );
        return toConnection(page, {
          // houseSuggestionsPage only answers profiles with an owner.
          node: (m) => m.searchProfile.user!,
          edge: (m) => ({
            exact: m.exact,
            reasons: matchReasons(m.reasons),
            movingMonths: m.searchProfile.movingMonths,
            lookingFor: m.searchProfile,
          }),
          totalCount,
        });
      },
    },
    countedConnection('MatchSuggestionConnection'),
    {
      name: 'MatchSuggestionEdge',
      fields: (e) => ({
        exact: e.boolean({ description: EXACT, resolve: (edge) => edge.exact }),
        reasons: e.field({ type: [MatchReasonRef], description: REASONS, resolve: (edge) => edge.reasons }),
        movingMonths: e.int({
          nullable: true,
          description: "The searcher's moving wish for this profile: 0 Weet niet, 1 Zo snel mogelijk, 3, 6, 12, 24.",
          resolve: (edge) => edge.movingMonths,
        }),
        lookingFor: e.field({
          type: SearchProfileSummary,
          description: 'What the searcher looks for.',
          resolve: (edge) => edge.lookingFor,
        }),
      }),
    },
  ),
}));
