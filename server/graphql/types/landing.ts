import { rowIdOrNone } from '../../domain/ids.js';
import {
  activeLandingPageWhere,
  countUsers,
  type HighlightedPlace,
  highlightedPlace,
} from '../../domain/landing/pages.js';
import { builder } from '../builder.js';

// Landing pages /l/{uid} and the user counter (spec §2, §9). Read-only; the domain is
// server/domain/landing. No REST twin: spec §7 lists no landing-page or counter call.

const LandingPlace = builder.objectRef<HighlightedPlace>('LandingPlace').implement({
  description: 'The place a landing page highlights, as the place lookup gives it (links to its listing).',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'woonplaats, gemeente ... (the listing path segment).' }),
    code: t.exposeString('code', { nullable: true }),
    weergavenaam: t.exposeString('name'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
  }),
});

builder.prismaNode('LandingPage', {
  id: { field: 'id' },
  // node(id:) of an unknown or inactive page is null, like landingPage(uid:).
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id), active: true }),
  description: 'A landing page /l/{uid}: hero, title and intro, leading into the funnel /l/{uid}/{funnelType}.',
  fields: (t) => ({
    uid: t.exposeString('uid'),
    title: t.exposeString('title'),
    intro: t.exposeString('intro'),
    funnelType: t.exposeString('funnelType', { description: 'verkoper or zoeker: the funnel the page leads into.' }),
    heroImageUrl: t.exposeString('heroImageUrl', { nullable: true }),
    heroImageAlt: t.exposeString('heroImageAlt', { nullable: true }),
    place: t.field({ type: LandingPlace, nullable: true, resolve: (page) => highlightedPlace(page) }),
  }),
});

builder.queryFields((t) => ({
  landingPage: t.prismaField({
    type: 'LandingPage',
    nullable: true,
    description: 'The active landing page with this uid; null when unknown or inactive (show the 404 page).',
    args: { uid: t.arg.string({ required: true }) },
    resolve: (query, _root, { uid }, ctx) => {
      const where = activeLandingPageWhere(uid);
      return where ? ctx.prisma.landingPage.findFirst({ ...query, where }) : null;
    },
  }),
  userCount: t.int({
    description: 'Accounts on the site (not deleted), rounded down to a multiple of 10: the animated user counter.',
    resolve: (_root, _args, ctx) => countUsers(ctx.prisma),
  }),
}));
