import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { advisorPath, publicAdvisorWhere } from '../../domain/advisors/access.js';
import { ADVISOR_PAGE_LIMITS, advisorOrder, findAdvisors, parseAdvisorFilter } from '../../domain/advisors/finding.js';
import { parseSuggestionInput, suggestAdvisors } from '../../domain/advisors/suggestions.js';
import { inListingOrder } from '../../domain/houses/listing.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { type Page, parsePageArgs } from '../../domain/pagination.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { Advisor } from './advisors.js';

// Finding advisors (spec §7 "Advisors"): the `advisors` list with the filters of GET /api/advisors
// and `advisorSuggestions` (GET /api/advisors/suggest). Both page by keyset cursors.

const AdvisorFilter = builder.inputType('AdvisorFilter', {
  description:
    'Filters of the advisors list. With a point, an advisor matches when it lies in their work area or within `range` km (default 5) of their office; nearest first.',
  fields: (t) => ({
    latitude: t.float(),
    longitude: t.float(),
    range: t.int({ description: 'km around the point for offices (1–100, default 5).' }),
    expertises: t.stringList({ description: 'expertise keys or ids; an advisor must have all of them' }),
    language: t.string({ description: 'language code (nl, en ...) or id' }),
    isAvailableOfficehours: t.boolean({ description: 'true: only advisors available during office hours' }),
    isAvailableEvenings: t.boolean({ description: 'true: only advisors available in the evening' }),
    isAvailableWeekends: t.boolean({ description: 'true: only advisors available at weekends' }),
  }),
});

/** The page's advisors loaded with the query's selection, in page order; rows gone meanwhile drop out. */
async function advisorsOf<Row extends { id: number }>(page: Page<Row>, ctx: RequestContext, info: GraphQLResolveInfo) {
  const ids = page.rows.map((r) => r.id);
  const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Advisor' });
  const rows = ids.length ? await ctx.prisma.advisor.findMany({ ...query, where: { id: { in: ids } } }) : [];
  const advisors = new Map(inListingOrder(ids, rows).map((a) => [a.id, a]));
  return { advisors, page: { ...page, rows: page.rows.filter((r) => advisors.has(r.id)) } };
}

const DISTANCE_DESCRIPTION =
  'km (one decimal) from the point to where the advisor is reached (work area centre or office); null without a point.';

builder.prismaObjectFields(Advisor, (t) => ({
  route: t.string({
    description: "The advisor's page: /adviseurs/adviseur/{id}, the id of GET /api/advisors/{id}.",
    resolve: (a) => advisorPath(a.id),
  }),
}));

builder.queryFields((t) => ({
  advisor: t.prismaField({
    type: 'Advisor',
    nullable: true,
    description: 'A published advisor by the number in their page’s path (null when unknown or not published).',
    args: { rowId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.advisor.findFirst({ ...query, where: { id: rowIdOrNone(args.rowId), ...publicAdvisorWhere } }),
  }),
  advisors: t.connection(
    {
      type: Advisor,
      description: 'Published advisors (spec §7 "Advisors"): keyset pages with `first`/`after`.',
      args: {
        filter: t.arg({ type: AdvisorFilter }),
        page: t.arg.int({
          description: 'A numbered page (1 = the first) of `first` advisors: an offset; `after` wins over it.',
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const filter = parseAdvisorFilter(args.filter ?? {});
        const request = parsePageArgs(advisorOrder(filter), args, ADVISOR_PAGE_LIMITS);
        const result = await findAdvisors(ctx.prisma, filter, request);
        const { advisors, page } = await advisorsOf(result.page, ctx, info);
        return toConnection(page, {
          node: (r) => advisors.get(r.id)!,
          edge: (r) => ({ distanceKm: r.distanceKm }),
          totalCount: result.totalCount,
        });
      },
    },
    countedConnection('AdvisorConnection'),
    {
      name: 'AdvisorEdge',
      fields: (e) => ({
        distanceKm: e.float({
          nullable: true,
          description: DISTANCE_DESCRIPTION,
          resolve: (edge) => edge.distanceKm,
        }),
      }),
    },
  ),
  advisorSuggestions: t.connection(
    {
      type: Advisor,
      description:
        'Suggested advisors (6 a page) in a random order fixed by `seed`: page on with the same seed and `after`, and no advisor comes twice. Without a seed one is made (the answer’s `seed`).',
      args: {
        seed: t.arg.string(),
        latitude: t.arg.float(),
        longitude: t.arg.float(),
        ignoreUserLocation: t.arg.boolean({
          description: 'Without a point, suggestions are around your newest search profile unless this is true.',
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const input = parseSuggestionInput({
          seed: args.seed,
          latitude: args.latitude,
          longitude: args.longitude,
          ignoreUserLocation: args.ignoreUserLocation,
        });
        const result = await suggestAdvisors(ctx.prisma, ctx.viewer, input, args);
        const { advisors, page } = await advisorsOf(result.page, ctx, info);
        return {
          ...toConnection(page, {
            node: (r) => advisors.get(r.id)!,
            edge: (r) => ({ distanceKm: r.distanceKm }),
            totalCount: result.totalCount,
          }),
          seed: result.seed,
        };
      },
    },
    {
      name: 'AdvisorSuggestionConnection',
      fields: (c) => ({
        ...countedConnection('AdvisorSuggestionConnection').fields(c),
        seed: c.string({
          description: 'The seed of this order: send it back for the next page.',
          resolve: (conn) => (conn as unknown as { seed: string }).seed,
        }),
      }),
    },
    {
      name: 'AdvisorSuggestionEdge',
      fields: (e) => ({
        distanceKm: e.float({
          nullable: true,
          description: DISTANCE_DESCRIPTION,
          resolve: (edge) => edge.distanceKm,
        }),
      }),
    },
  ),
}));
