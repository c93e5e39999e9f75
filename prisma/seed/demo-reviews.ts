import { advisorRef } from '../../server/domain/advisors/contact.js';
import { storeNotification } from '../../server/domain/notifications/notify.js';
import { notificationContent } from '../../server/domain/notifications/types.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

// The demo's reviews of advisors: every advisor that exists when this runs gets a few
// reviews (adviseur@ several), written by demo users who had contact with them — the UserAdvisor
// row eligibility asks for is made with the review, and ReviewAdded told the advisor. Some reviewers
// first sent a contact request the advisor answered within hours (which gives the advisor a response
// time) and were then coached by the advisor for a while (a coaching_history row, the coaching since
// ended): their reviews are verified. Advisors are looked up, so without any this does nothing.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_REVIEW_COMMENTS: readonly { rating: number; comments: string | null }[] = [
  { rating: 5, comments: 'Heel prettig contact. Binnen een week hadden we een helder plan en een bod dat paste.' },
  { rating: 4, comments: 'Deskundig en eerlijk over wat wel en niet haalbaar was. Soms even wachten op antwoord.' },
  { rating: 5, comments: 'Dacht echt met ons mee, ook ’s avonds bereikbaar toen het spannend werd.' },
  { rating: 3, comments: 'Goed advies, maar de kosten hadden eerder duidelijk mogen zijn.' },
  { rating: 4, comments: null },
  { rating: 5, comments: 'Rustig uitgelegd hoe de hypotheek in elkaar zit. Aanrader voor starters!' },
  { rating: 2, comments: 'Afspraak werd twee keer verzet; het advies zelf was wel in orde.' },
  { rating: 4, comments: 'Snel geregeld en duidelijke communicatie.' },
];

export interface DemoReviewsContext {
  now: number;
  /** The demo advisor account (adviseur@), who gets the most reviews. */
  advisorEmail: string;
}

export async function seedDemoReviews(tx: Prisma.TransactionClient, c: DemoReviewsContext): Promise<void> {
  const advisors = await tx.advisor.findMany({
    where: { user: { deletedAt: null } },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      userId: true,
      user: { select: { email: true, firstName: true, lastName: true } },
      organisationOffice: { select: { organisation: { select: { name: true } } } },
      expertises: { select: { expertiseId: true } },
    },
  });
  if (advisors.length === 0) return;
  // Reviewers: demo users without an advisor profile of their own.
  const reviewers = await tx.user.findMany({
    where: { deletedAt: null, advisor: null, email: { not: { endsWith: '@demo.huiskans.nl' } } },
    orderBy: { id: 'asc' },
    select: { id: true, firstName: true, lastName: true, email: true, phoneNumber: true },
    take: 400,
  });
  if (reviewers.length === 0) return;
  const fallbackExpertise = await tx.expertise.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
  let next = 0;
  for (const [i, advisor] of advisors.entries()) {
    const main = advisor.user.email === c.advisorEmail;
    const count = main ? 6 : i % 5;
    const expertiseId = advisor.expertises[0]?.expertiseId ?? fallbackExpertise?.id;
    if (expertiseId === undefined) return;
    for (let k = 0; k < count; k++) {
      const reviewer = reviewers[next++ % reviewers.length];
      const { rating, comments } = DEMO_REVIEW_COMMENTS[(i * 3 + k) % DEMO_REVIEW_COMMENTS.length];
      const daysAgo = 3 + ((i * 7 + k * 11) % 80);
      const at = (hoursBefore: number) => new Date(c.now - daysAgo * DAY - hoursBefore * HOUR);
      // Every other reviewer (and most of adviseur@'s) came through the contact modal.
      const requested = main ? k < 4 : k % 2 === 0;
      if (requested) {
        await storeNotification(
          tx,
          {
            recipientUserId: advisor.userId,
            senderUserId: reviewer.id,
            content: notificationContent('AdvisorRequestAppointment', {
              user: { full_name: `${reviewer.firstName} ${reviewer.lastName}` },
              advisor: advisorRef(advisor),
              expertise: { name: (await tx.expertise.findUniqueOrThrow({ where: { id: expertiseId } })).name },
              email: reviewer.email,
              phone_number: reviewer.phoneNumber,
            }),
          },
          at(14 * 24),
        );
        await storeNotification(
          tx,
          {
            recipientUserId: reviewer.id,
            senderUserId: advisor.userId,
            content: notificationContent('UserMessage', {
              message: 'Dank voor je aanvraag! Ik bel je binnenkort om een afspraak te maken.',
            }),
          },
          at(14 * 24 - 1 - (k % 3)),
        );
      }
      if (requested)
        await tx.coachingHistory.createMany({
          data: [{ userId: reviewer.id, advisorId: advisor.id, firstCoachedAt: at(13 * 24) }],
          skipDuplicates: true,
        });
      await tx.userAdvisor.createMany({
        data: [{ userId: reviewer.id, advisorId: advisor.id, expertiseId }],
        skipDuplicates: true,
      });
      const review = await tx.review.createMany({
        data: [
          {
            advisorId: advisor.id,
            userId: reviewer.id,
            rating,
            comments,
            verified: requested, // coached, see coachingHistory above
            createdAt: at(0),
            updatedAt: at(0),
          },
        ],
        skipDuplicates: true,
      });
      if (review.count === 0) continue;
      await storeNotification(
        tx,
        {
          recipientUserId: advisor.userId,
          senderUserId: reviewer.id,
          content: notificationContent('ReviewAdded', { review: { rating, comments } }),
        },
        at(0),
      );
    }
  }
  // Reviews seeded elsewhere (the demo searcher's) are verified when the advisor coached their writer.
  await tx.$executeRaw`
    UPDATE reviews r SET verified = true
    WHERE EXISTS (SELECT 1 FROM coaching_history h WHERE h.advisor_id = r.advisor_id AND h.user_id = r.user_id)`;
}
