import { Hono } from 'hono';
import {
  answerOffer,
  BID_LOG_ORDER,
  bidLogPage,
  placeOffer,
  seesBidder,
  viewerOfferTurn,
} from '../domain/deals/offers.js';
import { markSoldUnderReservation } from '../domain/deals/sale.js';
import { answerViewing, requestViewing, VIEWINGS_ORDER, viewingsPage, viewingTurn } from '../domain/deals/viewings.js';
import { activeUser } from '../domain/kernel/users.js';
import { userRoute } from '../domain/kernel/viewer.js';
import type { Viewer } from '../domain/ports/index.js';
import type { House, Offer, User, Viewing } from '../generated/prisma/client.js';
import { idParam, readFields } from './body.js';
import { cursorPageRequest, cursorPaginator } from './cursor-pages.js';
import type { RestEnv } from './env.js';

// Viewings, offers and the bid log (our paths, the spec shows none): snake_case at this
// edge, the rules in server/domain/deals. Lists are Laravel cursor pages (cursor-pages.ts).

const PAGE_LIMITS = { defaultSize: 20, maxSize: 100 };

type Person = Pick<User, 'id' | 'slug' | 'firstName' | 'deletedAt'> | null;

function personJson(user: Person) {
  const u = activeUser(user);
  return u ? { id: u.id, slug: u.slug, first_name: u.firstName, route: userRoute(u) } : null;
}

function viewingJson(v: Viewing & { requester?: Person }, viewer: Viewer, house: Pick<House, 'ownerUserId'>) {
  return {
    id: v.id,
    house_id: v.houseId,
    date: v.date,
    time: v.time,
    status: v.status,
    is_own: v.requesterId === viewer.user?.id,
    can_answer: viewingTurn(v, house.ownerUserId) === viewer.user?.id,
    requester: v.requester === undefined ? undefined : personJson(v.requester),
    created_at: v.createdAt,
    updated_at: v.updatedAt,
  };
}

/** An offer as the viewer may see it: who and what they wrote only for the owner and the bidder. */
function offerJson(o: Offer & { user?: Person }, viewer: Viewer, house: Pick<House, 'ownerUserId'>) {
  const known = seesBidder(viewer, o, house);
  return {
    id: o.id,
    house_id: o.houseId,
    offer: o.amount,
    comments: known ? o.comments : null,
    finance_reservation: o.financeReservation,
    structural_inspection_reservation: o.structuralInspectionReservation,
    status: o.status,
    counter_offer: o.counterAmount,
    answer_comments: known ? o.answerComments : null,
    is_own: o.userId === viewer.user?.id,
    can_answer: viewerOfferTurn(viewer, o, house) === 'owner',
    can_answer_counter: viewerOfferTurn(viewer, o, house) === 'bidder',
    bidder: known && o.user !== undefined ? personJson(o.user) : null,
    created_at: o.createdAt,
    answered_at: o.answeredAt,
    counter_answered_at: o.counterAnsweredAt,
    expires_at: o.expiresAt,
  };
}

const PERSON = { select: { id: true, slug: true, firstName: true, deletedAt: true } } as const;

export const dealsRoutes = new Hono<RestEnv>()
  .post('/houses/:id/viewings', async (c) => {
    const ctx = c.get('ctx');
    const viewing = await requestViewing(ctx, c.req.param('id'), () => readFields(c));
    const house = await ctx.prisma.house.findUniqueOrThrow({ where: { id: viewing.houseId } });
    return c.json(viewingJson(viewing, ctx.viewer, house), 201);
  })
  .get('/houses/:id/viewings', async (c) => {
    const ctx = c.get('ctx');
    const request = cursorPageRequest(c, VIEWINGS_ORDER, PAGE_LIMITS, 'forward');
    const { house, page } = await viewingsPage(ctx.prisma, ctx.viewer, c.req.param('id'), request);
    const people = await ctx.prisma.user.findMany({
      where: { id: { in: page.rows.map((v) => v.requesterId) } },
      ...PERSON,
    });
    const json = page.rows.map((v) =>
      viewingJson({ ...v, requester: people.find((u) => u.id === v.requesterId) ?? null }, ctx.viewer, house),
    );
    return c.json(cursorPaginator(c, page, page.rows, json, 'forward'));
  })
  .post('/viewings/:id/answer', async (c) => {
    const ctx = c.get('ctx');
    const viewing = await answerViewing(ctx, idParam(c), () => readFields(c));
    const house = await ctx.prisma.house.findUniqueOrThrow({ where: { id: viewing.houseId } });
    return c.json(viewingJson(viewing, ctx.viewer, house));
  })
  .post('/houses/:id/offers', async (c) => {
    const ctx = c.get('ctx');
    const { offer, replaced } = await placeOffer(ctx, c.req.param('id'), () => readFields(c));
    const house = await ctx.prisma.house.findUniqueOrThrow({ where: { id: offer.houseId } });
    return c.json(
      { ...offerJson(offer, ctx.viewer, house), replaced: replaced.map((o) => offerJson(o, ctx.viewer, house)) },
      201,
    );
  })
  .post('/offers/:id/answer', async (c) => {
    const ctx = c.get('ctx');
    const offer = await answerOffer(ctx, idParam(c), () => readFields(c));
    const house = await ctx.prisma.house.findUniqueOrThrow({ where: { id: offer.houseId } });
    return c.json(offerJson(offer, ctx.viewer, house));
  })
  .post('/offers/:id/sold', async (c) => {
    const ctx = c.get('ctx');
    const offer = await markSoldUnderReservation(ctx, idParam(c));
    const house = await ctx.prisma.house.findUniqueOrThrow({ where: { id: offer.houseId } });
    return c.json(offerJson(offer, ctx.viewer, house));
  })
  // The bid log (biedlogboek): the owner and bidders; others' bids anonymised.
  .get('/houses/:id/bids', async (c) => {
    const ctx = c.get('ctx');
    const request = cursorPageRequest(c, BID_LOG_ORDER, PAGE_LIMITS, 'forward');
    const { house, page } = await bidLogPage(ctx.prisma, ctx.viewer, c.req.param('id'), request);
    const people = await ctx.prisma.user.findMany({ where: { id: { in: page.rows.map((o) => o.userId) } }, ...PERSON });
    const json = page.rows.map((o) =>
      offerJson({ ...o, user: people.find((u) => u.id === o.userId) ?? null }, ctx.viewer, house),
    );
    return c.json(cursorPaginator(c, page, page.rows, json, 'forward'));
  });
