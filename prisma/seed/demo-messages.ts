import { formattedAddressLine, houseRoute } from '../../server/domain/kernel/house-presentation.js';
import { type NewNotification, storeNotification } from '../../server/domain/notifications/notify.js';
import {
  type AdvisorRef,
  type NotificationType,
  notificationContent,
  PRODUCT_MESSAGE,
} from '../../server/domain/notifications/types.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

// The demo's living inbox: the four demo accounts wrote to each other about the seller's
// houses and the advisor's work, with every notification type of spec §9 at least once, and unread
// messages for each of them. Stored through the messaging domain's one notification function, as a
// history in the past (nobody listens yet, so nothing is published).

const HOUR = 3_600_000;

export interface DemoMessagesContext {
  now: number;
  searcher: number;
  seller: number;
  premium: number;
  advisorUser: number;
  organisation: string;
  expertise: string;
}

type Step = {
  from: number | null;
  to: number;
  hoursAgo: number;
  read?: boolean;
  houseId?: number;
} & Pick<NewNotification, 'content'>;

/** Writes the demo conversations; returns how many notifications per type it stored. */
export async function seedDemoMessages(tx: Prisma.TransactionClient, c: DemoMessagesContext) {
  const houses = await tx.house.findMany({ where: { ownerUserId: c.seller }, orderBy: { id: 'asc' }, take: 2 });
  const [main, second] = houses;
  const users = await tx.user.findMany({ where: { id: { in: [c.searcher, c.advisorUser] } } });
  const searcher = users.find((u) => u.id === c.searcher)!;
  const advisorUser = users.find((u) => u.id === c.advisorUser)!;
  const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
  const advisor: AdvisorRef = {
    user: { full_name: fullName(advisorUser) },
    organisation_office: { organisation: { name: c.organisation } },
  };
  // What the seller's houses look like in a notification: the owner and subscribers see the full line.
  const ref = (house: (typeof houses)[number], exact: boolean) => ({
    route: houseRoute(house),
    formatted_address_line: formattedAddressLine(house, exact),
  });
  const content = notificationContent;

  const steps: Step[] = [
    // premium ↔ seller, about the seller's house: a question and an answer (the viewings and offers
    // that follow are demo-deals.ts's).
    {
      from: c.premium,
      to: c.seller,
      hoursAgo: 72,
      read: true,
      houseId: main.id,
      content: content('HouseMessage', {
        message: 'Hallo, is deze woning nog beschikbaar? Ik zou hem graag een keer komen bekijken.',
        house: ref(main, true),
      }),
    },
    {
      from: c.seller,
      to: c.premium,
      hoursAgo: 70,
      read: true,
      content: content('UserMessage', {
        message: 'Ja hoor, hij is nog te koop. Zaterdagochtend kan ik hem laten zien.',
      }),
    },
    // searcher → seller: a like; the seller thanked her, so she may reply without a plan.
    {
      from: c.searcher,
      to: c.seller,
      hoursAgo: 50,
      houseId: second.id,
      // The searcher reads it too (no plan): the public address line.
      content: content('HouseLiked', { house: ref(second, false) }),
    },
    {
      from: c.seller,
      to: c.searcher,
      hoursAgo: 5,
      houseId: second.id,
      content: content('HouseMessage', {
        message: 'Leuk dat je mijn huis hebt bewaard! Wil je een keer komen kijken?',
        house: ref(second, false),
      }),
    },
    // advisor ↔ searcher: she asked for contact (below), the advisor became her coach and welcomed her.
    {
      from: c.advisorUser,
      to: c.searcher,
      hoursAgo: 240,
      read: true,
      content: content('CoachAdded', { advisor: advisor, expertise: { name: c.expertise } }),
    },
    {
      from: c.advisorUser,
      to: c.searcher,
      hoursAgo: 239,
      content: content('WelcomeByCoach', {
        advisor: advisor,
        message: `Welkom ${searcher.firstName}! Stuur me gerust je vragen over je hypotheek.`,
      }),
    },
    {
      from: c.searcher,
      to: c.advisorUser,
      hoursAgo: 250,
      content: content('AdvisorRequestAppointment', {
        user: { full_name: fullName(searcher) },
        advisor: advisor,
        expertise: { name: c.expertise },
        email: searcher.email,
        phone_number: searcher.phoneNumber,
      }),
    },
    {
      from: c.searcher,
      to: c.advisorUser,
      hoursAgo: 20,
      content: content('ReviewAdded', {
        review: { rating: 5, comments: 'Mark legde alles helder uit en dacht echt met ons mee.' },
      }),
    },
    // advisor → premium.
    {
      from: c.advisorUser,
      to: c.premium,
      hoursAgo: 8,
      content: content('AdvisorMessage', {
        advisor: advisor,
        message: 'Goed bezig met je bod! Zal ik je maximale hypotheek nog even doorrekenen?',
      }),
    },
    // From Huiskans itself: a welcome for everyone, and news about liked houses.
    ...[c.searcher, c.seller, c.premium, c.advisorUser].map(
      (to): Step => ({
        from: null,
        to,
        hoursAgo: 300,
        content: content(PRODUCT_MESSAGE, { message: 'Welkom bij Huiskans! Hier vind je al je berichten.' }),
      }),
    ),
    {
      from: null,
      to: c.searcher,
      hoursAgo: 12,
      houseId: second.id,
      content: content('LikedHouseUpdated', {
        house: ref(second, false),
        changes: { price: { old: (second.price ?? 400_000) + 15_000, new: second.price ?? 400_000 } },
      }),
    },
    {
      from: null,
      to: c.premium,
      hoursAgo: 4,
      houseId: main.id,
      content: content('LikedHouseStatusUpdated', {
        house: ref(main, true),
        new_status: { status: 'open_for_offers', label: 'Open voor biedingen', description: 'Bij een goed bod' },
      }),
    },
  ];

  const stored: Partial<Record<NotificationType, number>> = {};
  for (const s of [...steps].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const at = new Date(c.now - s.hoursAgo * HOUR);
    const row = await storeNotification(
      tx,
      { recipientUserId: s.to, senderUserId: s.from, content: s.content, houseId: s.houseId ?? null },
      at,
    );
    if (s.read)
      await tx.notification.update({ where: { id: row.id }, data: { readAt: new Date(at.getTime() + HOUR) } });
    stored[s.content.type] = (stored[s.content.type] ?? 0) + 1;
  }
  return stored;
}
