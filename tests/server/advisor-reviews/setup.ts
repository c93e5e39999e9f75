import type { Db } from '../../../server/db/client.js';
import { createViewer } from '../../../server/domain/accounts/viewer.js';
import { storeNotification } from '../../../server/domain/notifications/notify.js';
import { notificationContent } from '../../../server/domain/notifications/types.js';
import { createUser } from '../../helpers/fixtures.js';

// Shared by the review tests: advisors and their contacts made with Prisma directly (profiles and
// contact requests are other areas' work), and a viewer as the domain sees one.

export async function makeAdvisor(prisma: Db) {
  const user = await createUser(prisma, { firstName: 'Adviseur' });
  return prisma.advisor.create({ data: { userId: user.id, acceptTerms: true } });
}

/** A user linked to the advisor as contact requests and coaching link them (UserAdvisor). */
export async function contactOf(prisma: Db, advisor: { id: number }, data: { firstName?: string } = {}) {
  const user = await createUser(prisma, data);
  await linkContact(prisma, user.id, advisor.id);
  return user;
}

export async function linkContact(prisma: Db, userId: number, advisorId: number) {
  const expertise = await prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await prisma.userAdvisor.create({ data: { userId, advisorId, expertiseId: expertise.id } });
}

/** The contact request a user sent the advisor (the AdvisorRequestAppointment of the contact modal). */
export async function requestAppointment(prisma: Db, userId: number, advisorUserId: number, at?: Date) {
  return prisma.$transaction((tx) =>
    storeNotification(
      tx,
      {
        recipientUserId: advisorUserId,
        senderUserId: userId,
        content: notificationContent('AdvisorRequestAppointment', {
          user: { full_name: 'Test Gebruiker' },
          advisor: { user: { full_name: 'Test Adviseur' }, organisation_office: null },
          expertise: { name: 'Hypotheekadviseur' },
          email: 'test@example.nl',
          phone_number: null,
        }),
      },
      at,
    ),
  );
}

export async function viewerOf(prisma: Db, userId: number | null) {
  return createViewer(prisma, userId === null ? null : await prisma.user.findUniqueOrThrow({ where: { id: userId } }));
}
