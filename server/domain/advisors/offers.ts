import { PRODUCT } from '../../config.js';
import type { Payment } from '../../generated/prisma/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { requireUser } from '../kernel/viewer.js';
import type { Viewer } from '../ports/index.js';
import { ALREADY_SUBSCRIBED, checkoutOnTerms, DEFAULT_RETURN_PATH } from '../subscriptions/commands.js';
import { PLANS, type Plan } from '../subscriptions/plans.js';
import { latestSubscription, type SubscriptionDeps, stateOf } from '../subscriptions/state.js';
import { isClientOf } from './coaching.js';
import { findAdvisor } from './reviews.js';

// Subscription offers of advisors (spec §7 GET /api/advisors/{id}/subscription_offers/{offer}/subscribe,
// docs/decisions/0018). An offer is a code every published advisor may share with their clients:
// like the plans, its terms live in code (a price is never data). `eerste-maand-gratis` gives an
// advisor's client — a user with a contact request or a coaching of that advisor — Premium with the
// first month free, once per account (for someone who never had a subscription). The free month
// goes through the subscriptions domain unchanged: a €0,01 `first` payment gives the mandate
// (Mollie takes no €0,00 first payment for iDEAL), its paid period is the first month, and the
// provider subscription charges the plan's price from its end (payments.ts, provider.ts).

export interface AdvisorOffer {
  code: string;
  /** Shown where the offer is named (the payment's description, the advisor's link). */
  name: string;
  plan: Plan;
  /** What the first payment charges for the first period: the mandate's smallest amount. */
  firstPaymentCents: number;
}

export const ADVISOR_OFFERS: readonly AdvisorOffer[] = [
  { code: 'eerste-maand-gratis', name: 'Eerste maand gratis', plan: PLANS.user_premium, firstPaymentCents: 1 },
];

export const OFFER_MESSAGES = {
  login: 'Log in om het aanbod van je adviseur te gebruiken.',
  notFound: 'Dit aanbod bestaat niet (meer).',
  ownOffer: 'Je kunt je eigen aanbod niet gebruiken.',
  noContact: 'Dit aanbod is voor klanten van deze adviseur. Neem eerst contact op met de adviseur.',
  alreadySubscribed: ALREADY_SUBSCRIBED,
  notFirst: 'Dit aanbod is voor wie nog geen abonnement heeft gehad. Kies een abonnement op je accountpagina.',
} as const;
const M = OFFER_MESSAGES;

/** The link an advisor shares (spec §7); a GET, so a visitor can be sent to log in first. */
export const offerPath = (advisorId: number, code: string) =>
  `/api/advisors/${advisorId}/subscription_offers/${encodeURIComponent(code)}/subscribe`;

/**
 * Where the checkout returns to: the account page, marked as the way back from the checkout (the
 * client's CHECKOUT_RETURN_PARAM, client/features/subscriptions/plans.ts) so that the
 * after-subscribe modal tells the payer how it went.
 */
export const OFFER_RETURN_PATH = `${DEFAULT_RETURN_PATH}?betaling=terug`;

export const offerByCode = (code: unknown) => ADVISOR_OFFERS.find((o) => o.code === code) ?? null;

export type SharedOffer = AdvisorOffer & { path: string };

/** The offers of advisor `advisorId`, each with the link to share. */
export const offersOf = (advisorId: number): SharedOffer[] =>
  ADVISOR_OFFERS.map((offer) => ({ ...offer, path: offerPath(advisorId, offer.code) }));

export interface OfferCheckout {
  offer: SharedOffer;
  checkoutUrl: string;
  payment: Payment;
}

/**
 * Sends the viewer to the checkout of advisor `advisorId`'s offer `code`. Visitor 401; unknown or
 * unpublished advisor or unknown offer 404; oneself or no contact with the advisor 403; a running
 * subscription, or one before, 409 (nothing charged). Opening the link twice gives the same checkout.
 */
export async function subscribeWithAdvisorOffer(
  deps: SubscriptionDeps & { viewer: Viewer },
  advisorId: number,
  code: string,
): Promise<OfferCheckout> {
  const user = requireUser(deps.viewer, M.login);
  const offer = offerByCode(code);
  if (!offer) throw new NotFoundError(M.notFound);
  const advisor = await findAdvisor(deps.prisma, advisorId);
  if (advisor.userId === user.id) throw new ForbiddenError(M.ownOffer);
  if (!(await isClientOf(deps.prisma, user.id, advisor.id))) throw new ForbiddenError(M.noContact);
  const current = await latestSubscription(deps.prisma, user.id);
  if (current) throw new ConflictError(stateOf(current) === 'ended' ? M.notFirst : M.alreadySubscribed);

  const { checkoutUrl, payment } = await checkoutOnTerms(deps, user.id, offer.plan, OFFER_RETURN_PATH, {
    amountCents: offer.firstPaymentCents,
    description: `${PRODUCT.name} ${offer.plan.name}, ${offer.name.toLowerCase()} via je adviseur`,
  });
  return { offer: { ...offer, path: offerPath(advisor.id, offer.code) }, checkoutUrl, payment };
}
