import { OPEN_FOR_DEALS } from '../../server/domain/deals/gate.js';
import { answerDeadline } from '../../server/domain/deals/offers.js';
import { houseRefFor } from '../../server/domain/notifications/house-ref.js';
import { storeNotification } from '../../server/domain/notifications/notify.js';
import { type NotificationContent, notificationContent } from '../../server/domain/notifications/types.js';
import type { House, Offer, Prisma } from '../../server/generated/prisma/client.js';

// The demo's viewings and offers: premium@ asked to view and bid on three of the demo
// seller's houses, in every state — a request and an open offer waiting for the seller (who can
// answer them in the demo), an earlier offer replaced, a viewing the seller moved and premium
// accepted, a counter-offer, a declined viewing and a rejected offer. Each step is a notification
// in their thread linked to its viewing or offer, written as a history in the past.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoDealsContext {
  now: number;
  seller: number;
  premium: number;
}

export async function seedDemoDeals(tx: Prisma.TransactionClient, c: DemoDealsContext) {
  const houses = await tx.house.findMany({
    where: { ownerUserId: c.seller, houseStatus: { in: [...OPEN_FOR_DEALS] } },
    orderBy: { id: 'asc' },
    take: 3,
  });
  const at = (hoursAgo: number) => new Date(c.now - hoursAgo * HOUR);
  const day = (days: number) => new Date(c.now + days * DAY).toISOString().slice(0, 10);
  const priceOf = (h: House) => h.price ?? h.maxPrice ?? h.minPrice ?? 400_000;

  /** One step of the history: a notification from one to the other, linked to its viewing or offer. */
  const tell = async (
    step: { from: number; house: House; hoursAgo: number; read?: boolean; viewingId?: number; offerId?: number },
    content: (ref: Awaited<ReturnType<typeof houseRefFor>>) => NotificationContent,
  ) => {
    const to = step.from === c.premium ? c.seller : c.premium;
    const createdAt = at(step.hoursAgo);
    const row = await storeNotification(
      tx,
      {
        recipientUserId: to,
        senderUserId: step.from,
        houseId: step.house.id,
        viewingId: step.viewingId ?? null,
        offerId: step.offerId ?? null,
        content: content(await houseRefFor(tx, step.house, [c.premium, c.seller])),
      },
      createdAt,
    );
    if (step.read)
      await tx.notification.update({ where: { id: row.id }, data: { readAt: new Date(createdAt.getTime() + HOUR) } });
  };
  const viewing = (house: House, date: string, time: string, status: string, hoursAgo: number, answeredAgo?: number) =>
    tx.viewing.create({
      data: {
        houseId: house.id,
        requesterId: c.premium,
        date,
        time,
        status,
        createdAt: at(hoursAgo),
        updatedAt: at(answeredAgo ?? hoursAgo),
      },
    });
  const offer = (house: House, data: Partial<Offer> & { amount: number; status: string }, hoursAgo: number) =>
    tx.offer.create({
      data: {
        houseId: house.id,
        userId: c.premium,
        financeReservation: true,
        structuralInspectionReservation: true,
        createdAt: at(hoursAgo),
        updatedAt: at(hoursAgo),
        // A waiting offer or counter-offer runs 7 days from its last step.
        expiresAt: ['open', 'countered'].includes(data.status) ? answerDeadline(data.answeredAt ?? at(hoursAgo)) : null,
        ...data,
      },
    });
  const offerContent = (
    o: Pick<Offer, 'amount' | 'comments' | 'financeReservation' | 'structuralInspectionReservation'>,
    status?: 'accepted' | 'rejected' | 'countered' | 'counter_accepted' | 'counter_rejected' | 'expired',
  ) =>
    ((ref: Awaited<ReturnType<typeof houseRefFor>>) =>
      notificationContent('HouseOffer', {
        house: ref,
        house_offer: {
          offer: o.amount,
          comments: o.comments,
          finance_reservation: o.financeReservation,
          structural_inspection_reservation: o.structuralInspectionReservation,
        },
        ...(status ? { status } : {}),
      })) satisfies (ref: Awaited<ReturnType<typeof houseRefFor>>) => NotificationContent;
  const viewingContent =
    (date: string, time: string, status?: 'proposed' | 'accepted' | 'declined') =>
    (ref: Awaited<ReturnType<typeof houseRefFor>>) =>
      notificationContent('HouseViewing', { house: ref, date, time, ...(status ? { status } : {}) });

  const [main, second, third] = houses;
  const counts = { viewings: 0, offers: 0 };
  if (main) {
    // Waiting for the seller: a viewing request and premium's second offer (the first one replaced).
    const v = await viewing(main, day(3), '10:30', 'requested', 26);
    await tell({ from: c.premium, house: main, hoursAgo: 26, viewingId: v.id }, viewingContent(v.date, v.time));
    const first = await offer(
      main,
      { amount: priceOf(main) - 25_000, status: 'replaced', comments: 'Een eerste bod, we zijn benieuwd.' },
      50,
    );
    await tell({ from: c.premium, house: main, hoursAgo: 50, read: true, offerId: first.id }, offerContent(first));
    const open = await offer(
      main,
      {
        amount: priceOf(main) - 10_000,
        status: 'open',
        comments: 'We zijn erg enthousiast. Graag een reactie voor vrijdag.',
      },
      2,
    );
    await tell({ from: c.premium, house: main, hoursAgo: 2, offerId: open.id }, offerContent(open));
    counts.viewings += 1;
    counts.offers += 2;
  }
  if (second) {
    // The seller moved the viewing and premium accepted; the seller countered premium's offer.
    const v = await viewing(second, day(2), '14:00', 'accepted', 96, 80);
    await tell(
      { from: c.premium, house: second, hoursAgo: 96, read: true, viewingId: v.id },
      viewingContent(day(1), '19:00'),
    );
    await tell(
      { from: c.seller, house: second, hoursAgo: 90, read: true, viewingId: v.id },
      viewingContent(v.date, v.time, 'proposed'),
    );
    await tell(
      { from: c.premium, house: second, hoursAgo: 80, read: true, viewingId: v.id },
      viewingContent(v.date, v.time, 'accepted'),
    );
    const o = await offer(
      second,
      {
        amount: priceOf(second) - 30_000,
        status: 'countered',
        counterAmount: priceOf(second) - 12_000,
        answerComments: 'Iets hoger en we zijn eruit.',
        answeredAt: at(20),
        structuralInspectionReservation: false,
      },
      30,
    );
    await tell({ from: c.premium, house: second, hoursAgo: 30, read: true, offerId: o.id }, offerContent(o));
    await tell(
      { from: c.seller, house: second, hoursAgo: 20, offerId: o.id },
      offerContent({ ...o, amount: o.counterAmount!, comments: o.answerComments }, 'countered'),
    );
    counts.viewings += 1;
    counts.offers += 1;
  }
  if (third) {
    // Declined and rejected.
    const v = await viewing(third, day(5), '09:00', 'declined', 140, 130);
    await tell(
      { from: c.premium, house: third, hoursAgo: 140, read: true, viewingId: v.id },
      viewingContent(v.date, v.time),
    );
    await tell(
      { from: c.seller, house: third, hoursAgo: 130, read: true, viewingId: v.id },
      viewingContent(v.date, v.time, 'declined'),
    );
    const o = await offer(
      third,
      {
        amount: priceOf(third) - 60_000,
        status: 'rejected',
        answerComments: 'Dat is te laag voor ons.',
        answeredAt: at(110),
      },
      120,
    );
    await tell({ from: c.premium, house: third, hoursAgo: 120, read: true, offerId: o.id }, offerContent(o));
    await tell(
      { from: c.seller, house: third, hoursAgo: 110, read: true, offerId: o.id },
      offerContent({ ...o, comments: o.answerComments }, 'rejected'),
    );
    counts.viewings += 1;
    counts.offers += 1;
  }
  return counts;
}
