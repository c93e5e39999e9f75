import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { OfferNeedsConfirmationError } from '../../domain/deals/amounts.js';
import { isOpenForDeals } from '../../domain/deals/gate.js';
import {
  answerOffer,
  BID_LOG_HOUSE_SELECT,
  BID_LOG_ORDER,
  bidLogAccess,
  bidLogPageOf,
  OFFER_ANSWERS,
  placeOffer,
  seesBidder,
  viewerOfferTurn,
} from '../../domain/deals/offers.js';
import { markSoldUnderReservation, viewerCanMarkSold } from '../../domain/deals/sale.js';
import {
  answerViewing,
  requestViewing,
  VIEWING_ANSWERS,
  VIEWINGS_ORDER,
  viewingsPageOf,
  viewingTurn,
} from '../../domain/deals/viewings.js';
import { RateLimitedError } from '../../domain/errors.js';
import { requireHouseUser } from '../../domain/houses/ownership.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { activeUser } from '../../domain/kernel/users.js';
import { parsePageArgs } from '../../domain/pagination.js';
import type { Offer as OfferRow, Viewing as ViewingRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { inputRowId } from '../global-ids.js';
import { HOUSE_ID } from '../house-mutation.js';
import { ErrorInterface } from './errors.js';
import { House } from './houses.js';
import { Notification } from './messaging.js';
import { User } from './users.js';

// Viewings, offers and the bid log. Rules in server/domain/deals; this file maps them.

const PAGE_LIMITS = { defaultSize: 20, maxSize: 100 };
const viewerId = (ctx: RequestContext) => ctx.viewer.user?.id ?? 0;
const ownerSelect = { house: { select: { ownerUserId: true } } };

/** The query's selection of a connection's nodes (bidder, requester, house ...), loaded with the page. */
const nodeSelection = (ctx: RequestContext, info: GraphQLResolveInfo, typeName: 'Offer' | 'Viewing') =>
  queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName }) as { include?: never };

export const Viewing = builder.prismaNode('Viewing', {
  id: { field: 'id' },
  nullable: true,
  // Its requester and the house's owner only.
  findUnique: (id, ctx) => ({
    id: rowIdOrNone(id),
    OR: [{ requesterId: viewerId(ctx) }, { house: { ownerUserId: viewerId(ctx) } }],
  }),
  description:
    'A viewing request (spec §3 HouseViewing). `date`/`time` are the slot on the table. status: requested (the owner answers), proposed (the owner proposed this slot; the requester answers), accepted, declined.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (Dutch calendar day).' }),
    time: t.exposeString('time', { description: 'HH:MM (Dutch time).' }),
    status: t.exposeString('status'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    house: t.relation('house'),
    requester: t.field({
      type: User,
      nullable: true,
      description: 'Who asked; null after they deleted their account.',
      select: (_a, _c, nested) => ({ requester: nested(true) }),
      resolve: (v) => activeUser(v.requester),
    }),
    isOwn: t.boolean({
      description: 'The viewer asked for it.',
      resolve: (v, _a, ctx) => v.requesterId === viewerId(ctx),
    }),
    viewerCanAnswer: t.boolean({
      description: "It is the viewer's turn: accept, decline or propose another slot (answerViewing).",
      select: ownerSelect,
      resolve: (v, _a, ctx) => viewingTurn(v, v.house.ownerUserId) === viewerId(ctx),
    }),
  }),
});

export const Offer = builder.prismaNode('Offer', {
  id: { field: 'id' },
  nullable: true,
  // The bidder, and whoever reads the house's bid log: the owner and serious bidders (who see it anonymised).
  findUnique: async (id, ctx) => {
    const offerId = rowIdOrNone(id);
    const offer = await ctx.prisma.offer.findUnique({
      where: { id: offerId },
      select: { userId: true, house: { select: BID_LOG_HOUSE_SELECT } },
    });
    const visible =
      offer !== null &&
      (offer.userId === viewerId(ctx) || (await bidLogAccess(ctx.prisma, ctx.viewer, offer.house)) !== null);
    return { id: visible ? offerId : 0 };
  },
  description:
    'An offer on a house (spec §3 HouseOffer) in whole euros; an entry of the bid log. status: open, countered (counterAmount), accepted, rejected, replaced (the bidder made a newer one), counter_accepted and counter_rejected (the bidder answered the counter-offer), expired (not answered before expiresAt). Other bidders see amount, reservations, status and times, never who or what they wrote.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Whole euros.' }),
    financeReservation: t.exposeBoolean('financeReservation'),
    structuralInspectionReservation: t.exposeBoolean('structuralInspectionReservation'),
    status: t.exposeString('status'),
    counterAmount: t.exposeInt('counterAmount', { nullable: true, description: "The owner's counter-offer." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    counterAnsweredAt: t.expose('counterAnsweredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the bidder answered the counter-offer.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Until when the side whose turn it is may answer (null once answered).',
    }),
    house: t.relation('house'),
    isOwn: t.boolean({ description: 'The viewer made it.', resolve: (o, _a, ctx) => o.userId === viewerId(ctx) }),
    comments: t.string({
      nullable: true,
      description: "The bidder's comments (owner and bidder only).",
      select: ownerSelect,
      resolve: (o, _a, ctx) => (seesBidder(ctx.viewer, o, o.house) ? o.comments : null),
    }),
    answerComments: t.string({
      nullable: true,
      description: 'What the owner wrote with the answer (owner and bidder only).',
      select: ownerSelect,
      resolve: (o, _a, ctx) => (seesBidder(ctx.viewer, o, o.house) ? o.answerComments : null),
    }),
    bidder: t.field({
      type: User,
      nullable: true,
      description: 'Who made it: for the owner and the bidder themselves; null for other bidders.',
      select: (_a, _c, nested) => ({ user: nested(true), ...ownerSelect }),
      resolve: (o, _a, ctx) => (seesBidder(ctx.viewer, o, o.house) ? activeUser(o.user) : null),
    }),
    viewerCanAnswer: t.boolean({
      description: 'The viewer owns the house and the offer is open: accept, reject or counter (answerOffer).',
      select: ownerSelect,
      resolve: (o, _a, ctx) => viewerOfferTurn(ctx.viewer, o, o.house) === 'owner',
    }),
    viewerCanAnswerCounter: t.boolean({
      description:
        'The viewer made the offer and the owner countered it: accept or reject (answerOffer), or bid again.',
      select: ownerSelect,
      resolve: (o, _a, ctx) => viewerOfferTurn(ctx.viewer, o, o.house) === 'bidder',
    }),
    viewerCanMarkSold: t.boolean({
      description:
        'The viewer owns the house, the offer (or its counter-offer) was accepted and the house is still for sale: markSoldUnderReservation.',
      select: { house: { select: { ownerUserId: true, houseStatus: true } } },
      resolve: (o, _a, ctx) => viewerCanMarkSold(ctx.viewer, o, o.house),
    }),
  }),
});

builder.prismaObjectFields(House, (t) => ({
  openForDeals: t.boolean({
    description: 'For sale and not sold: takes viewing requests and offers.',
    select: { houseStatus: true },
    resolve: (h) => isOpenForDeals(h),
  }),
  viewings: t.connection(
    {
      type: Viewing,
      nullable: true,
      description:
        'Viewing requests, newest first: the owner sees all, anybody else their own (GET /api/houses/{id}/viewings); null for visitors.',
      select: { id: true, ownerUserId: true },
      resolve: async (h, args, ctx, info) => {
        if (!ctx.viewer.user) return null;
        const request = parsePageArgs(VIEWINGS_ORDER, args, PAGE_LIMITS);
        const selection = nodeSelection(ctx, info, 'Viewing');
        const { page, totalCount } = await viewingsPageOf(ctx.prisma, ctx.viewer, h, request, selection);
        return toConnection(page, { node: (v) => v, totalCount });
      },
    },
    countedConnection('HouseViewingConnection'),
    { name: 'HouseViewingEdge' },
  ),
  bidLog: t.connection(
    {
      type: Offer,
      nullable: true,
      description:
        'The bid log (biedlogboek), newest first: every offer on the house with its times (GET /api/houses/{id}/bids). For the owner and serious bidders — a standing offer (open, countered, accepted) of at least 50% of the asking price (others anonymised); null for everybody else, and for every bidder on a house without an asking price.',
      select: BID_LOG_HOUSE_SELECT,
      resolve: async (h, args, ctx, info) => {
        if (!(await bidLogAccess(ctx.prisma, ctx.viewer, h))) return null;
        const request = parsePageArgs(BID_LOG_ORDER, args, PAGE_LIMITS);
        const { page, totalCount } = await bidLogPageOf(ctx.prisma, h, request, nodeSelection(ctx, info, 'Offer'));
        return toConnection(page, { node: (o) => o, totalCount });
      },
    },
    countedConnection('BidLogConnection'),
    { name: 'BidLogEdge' },
  ),
}));

builder.prismaObjectFields(Notification, (t) => ({
  offerRecord: t.field({
    type: Offer,
    nullable: true,
    description: 'HouseOffer: the offer it is about, as it stands now (its status on the thread).',
    select: (_a, _c, nested) => ({ offer: nested(true) }),
    resolve: (n) => n.offer,
  }),
  viewingRecord: t.field({
    type: Viewing,
    nullable: true,
    description: 'HouseViewing: the viewing request it is about, as it stands now.',
    select: (_a, _c, nested) => ({ viewing: nested(true) }),
    resolve: (n) => n.viewing,
  }),
}));

// ───────────────────────────── mutations ─────────────────────────────

const ViewingAnswer = builder.enumType('ViewingAnswer', {
  values: Object.fromEntries(VIEWING_ANSWERS.map((a) => [a.toUpperCase(), { value: a }])) as Record<
    'ACCEPT' | 'DECLINE' | 'PROPOSE',
    { value: (typeof VIEWING_ANSWERS)[number] }
  >,
});
const OfferAnswer = builder.enumType('OfferAnswer', {
  values: Object.fromEntries(OFFER_ANSWERS.map((a) => [a.toUpperCase(), { value: a }])) as Record<
    'ACCEPT' | 'REJECT' | 'COUNTER',
    { value: (typeof OFFER_ANSWERS)[number] }
  >,
});

const RequestViewingInput = builder.inputType('RequestViewingInput', {
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    date: t.string({ required: true, description: 'YYYY-MM-DD, today or later (Dutch time), within a year.' }),
    time: t.string({ required: true, description: 'HH:MM, after now.' }),
  }),
});
const AnswerViewingInput = builder.inputType('AnswerViewingInput', {
  fields: (t) => ({
    viewingId: t.id({ required: true, description: 'Global id of the Viewing.' }),
    answer: t.field({ type: ViewingAnswer, required: true }),
    date: t.string({ description: 'PROPOSE: the new day.' }),
    time: t.string({ description: 'PROPOSE: the new time.' }),
  }),
});
const PlaceOfferInput = builder.inputType('PlaceOfferInput', {
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    offer: t.int({ required: true, description: 'Whole euros, above 0.' }),
    comments: t.string({ description: 'At most 2,000 characters.' }),
    financeReservation: t.boolean({ description: 'Voorbehoud financiering (default false).' }),
    structuralInspectionReservation: t.boolean({ description: 'Voorbehoud bouwkundige keuring (default false).' }),
    confirmLowBid: t.boolean({
      description:
        'True after the bidder confirmed a bid under 50% of the asking price (OfferNeedsConfirmationError with field confirmLowBid). Under 25% a bid is refused either way.',
    }),
  }),
});
const AnswerOfferInput = builder.inputType('AnswerOfferInput', {
  fields: (t) => ({
    offerId: t.id({ required: true, description: 'Global id of the Offer.' }),
    answer: t.field({ type: OfferAnswer, required: true }),
    counterOffer: t.int({ description: 'COUNTER: whole euros, above the offer.' }),
    comments: t.string({ description: 'At most 2,000 characters.' }),
    confirmHighCounter: t.boolean({
      description:
        'COUNTER: true after the owner confirmed a counter-offer above their own asking price (OfferNeedsConfirmationError with field confirmHighCounter).',
    }),
  }),
});

builder.objectType(OfferNeedsConfirmationError, {
  name: 'OfferNeedsConfirmationError',
  description:
    'An unusual amount (a bid under 50% of the asking price, a counter-offer above it): ask `message` as a question, then send the same input again with `field` (confirmLowBid or confirmHighCounter) true.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', {
      // Nullable like InputError.field, so that one selection of both in a result union is valid.
      nullable: true,
      description: 'The input flag to send as true: confirmLowBid or confirmHighCounter (always set).',
    }),
    askingPrice: t.exposeInt('askingPrice', { description: 'The asking price it was measured against, whole euros.' }),
  }),
});

const ViewingPayload = (name: string) =>
  builder.objectRef<{ viewing: ViewingRow }>(name).implement({
    fields: (t) => ({ viewing: t.field({ type: Viewing, resolve: (p) => p.viewing }) }),
  });
const RequestViewingPayload = ViewingPayload('RequestViewingPayload');
const AnswerViewingPayload = ViewingPayload('AnswerViewingPayload');

const PlaceOfferPayload = builder.objectRef<{ offer: OfferRow; replaced: OfferRow[] }>('PlaceOfferPayload').implement({
  fields: (t) => ({
    offer: t.field({ type: Offer, resolve: (p) => p.offer }),
    replaced: t.field({
      type: [Offer],
      description: "The bidder's earlier open offer it replaced (now status replaced), if any.",
      resolve: (p) => p.replaced,
    }),
  }),
});
const AnswerOfferPayload = builder.objectRef<{ offer: OfferRow }>('AnswerOfferPayload').implement({
  fields: (t) => ({ offer: t.field({ type: Offer, resolve: (p) => p.offer }) }),
});

const MarkSoldUnderReservationInput = builder.inputType('MarkSoldUnderReservationInput', {
  fields: (t) => ({ offerId: t.id({ required: true, description: 'Global id of the accepted Offer.' }) }),
});
const MarkSoldUnderReservationPayload = builder
  .objectRef<{ offer: OfferRow }>('MarkSoldUnderReservationPayload')
  .implement({ fields: (t) => ({ offer: t.field({ type: Offer, resolve: (p) => p.offer }) }) });

const rightsFirst = (ctx: RequestContext) => () => requireHouseUser(ctx.viewer);

builder.mutationField('requestViewing', (t) =>
  t.field({
    type: RequestViewingPayload,
    description:
      'Asks the owner for a viewing (POST /api/houses/{id}/viewings); the owner gets a HouseViewing in the thread. Visitor: UnauthenticatedError; the own house, blocked either way or no subscriber rights: ForbiddenError; bad date or time: InputError; not for sale, or a request still open: ConflictError; more than 3 requests for this house a day: RateLimitedError.',
    args: { input: t.arg({ type: RequestViewingInput, required: true }) },
    errors: { types: [RateLimitedError], directResult: true, union: { name: 'RequestViewingResult' } },
    resolve: async (_root, { input }, ctx) => {
      const houseId = inputRowId(input.houseId, 'House', rightsFirst(ctx));
      return { viewing: await requestViewing(ctx, houseId, { date: input.date, time: input.time }) };
    },
  }),
);

builder.mutationField('answerViewing', (t) =>
  t.field({
    type: AnswerViewingPayload,
    description:
      'Accepts, declines or proposes another slot for a viewing request whose turn is the viewer’s (POST /api/viewings/{id}/answer); the other side is told. Not theirs: NotFoundError; blocked either way: ForbiddenError; settled or not their turn: ConflictError.',
    args: { input: t.arg({ type: AnswerViewingInput, required: true }) },
    errors: { directResult: true, union: { name: 'AnswerViewingResult' } },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.viewingId, 'Viewing', rightsFirst(ctx));
      return { viewing: await answerViewing(ctx, id, input) };
    },
  }),
);

builder.mutationField('placeOffer', (t) =>
  t.field({
    type: PlaceOfferPayload,
    description:
      "Places an offer (POST /api/houses/{id}/offers); it replaces the bidder's open one, which stays in the bid log as replaced. The owner gets a HouseOffer in the thread. Visitor: UnauthenticatedError; the own house, blocked either way or no subscriber rights: ForbiddenError; not a positive whole amount, or under 25% of the asking price: InputError; under 50% without confirmLowBid: OfferNeedsConfirmationError; not for sale, or already accepted: ConflictError; more than 5 offers on this house a day: RateLimitedError.",
    args: { input: t.arg({ type: PlaceOfferInput, required: true }) },
    errors: {
      directResult: true,
      types: [OfferNeedsConfirmationError, RateLimitedError],
      union: { name: 'PlaceOfferResult' },
    },
    resolve: async (_root, { input }, ctx) => {
      const houseId = inputRowId(input.houseId, 'House', rightsFirst(ctx));
      return placeOffer(ctx, houseId, input);
    },
  }),
);

builder.mutationField('answerOffer', (t) =>
  t.field({
    type: AnswerOfferPayload,
    description:
      "Whoever's turn it is answers (POST /api/offers/{id}/answer); the other side is told. The owner accepts, rejects or counters an open offer; the bidder accepts or rejects a counter-offer (answer accept/reject; bidding again is placeOffer). The side whose turn it is not, or blocked either way: ForbiddenError; anybody else: NotFoundError; answered, replaced or expired: ConflictError; a counter-offer not above the offer, or counter on a counter-offer: InputError; above the asking price without confirmHighCounter: OfferNeedsConfirmationError.",
    args: { input: t.arg({ type: AnswerOfferInput, required: true }) },
    errors: { directResult: true, types: [OfferNeedsConfirmationError], union: { name: 'AnswerOfferResult' } },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.offerId, 'Offer', rightsFirst(ctx));
      return { offer: await answerOffer(ctx, id, input) };
    },
  }),
);

builder.mutationField('markSoldUnderReservation', (t) =>
  t.field({
    type: MarkSoldUnderReservationPayload,
    description:
      "The owner confirms the sale after an accepted offer or counter-offer (POST /api/offers/{id}/sold): the house's status becomes sold_under_reservation (likers are told) and the buyer reads it in the thread with their reservations. The bidder or blocked either way: ForbiddenError; anybody else: NotFoundError; not accepted, or the house no longer for sale: ConflictError.",
    args: { input: t.arg({ type: MarkSoldUnderReservationInput, required: true }) },
    errors: { directResult: true, union: { name: 'MarkSoldUnderReservationResult' } },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.offerId, 'Offer', rightsFirst(ctx));
      return { offer: await markSoldUnderReservation(ctx, id) };
    },
  }),
);
