import type { Prisma } from '../../generated/prisma/client.js';
import { NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { requireUser } from '../kernel/viewer.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { syncPayment } from './payments.js';
import type { SubscriptionDeps } from './state.js';

// The account's payments as the account page shows them: the history of a subscription (newest
// first, keyset pages), the last checkout (the after-subscribe modal), and a refresh that asks the
// provider instead of waiting for its webhook ("We wachten nog op een signaaltje van je bank").

export const PAYMENTS_ORDER: KeysetOrder = {
  name: 'payments',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};

export const PAYMENT_NOT_FOUND = 'Deze betaling bestaat niet.';

/**
 * One keyset page of payments: a subscription's, or all of an account's (failed checkouts too).
 * The caller has checked that they are the viewer's.
 */
export async function paymentsPage(
  deps: Pick<SubscriptionDeps, 'prisma'>,
  of: { subscriptionId: number } | { userId: number },
  request: PageRequest,
) {
  const where: Prisma.PaymentWhereInput = of;
  const page = prismaPage(request);
  const rows = await deps.prisma.payment.findMany({ ...page, where: { AND: [where, page.where] } });
  return { page: pageOf(request, rows), totalCount: () => deps.prisma.payment.count({ where }) };
}

/** The viewer's newest checkout payment (a `first` payment), for the after-subscribe modal. */
export function lastCheckoutPayment(deps: Pick<SubscriptionDeps, 'prisma'>, userId: number) {
  return deps.prisma.payment.findFirst({
    where: { userId, sequenceType: 'first' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Asks the provider for the status of one of the viewer's payments and applies it (like its webhook). */
export async function refreshPayment(deps: SubscriptionDeps & { viewer: Viewer }, paymentId: number) {
  const user = requireUser(deps.viewer);
  const payment = isRowId(paymentId)
    ? await deps.prisma.payment.findFirst({ where: { id: paymentId, userId: user.id } })
    : null;
  if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND);
  await syncPayment(deps, payment.providerPaymentId);
  return deps.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
}
