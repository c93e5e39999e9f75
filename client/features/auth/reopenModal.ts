import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isCheckoutReturn } from '../subscriptions/plans';

/**
 * Spec §4: "Cookies are set to reopen a modal after subscribing or login." A modal that sends the
 * visitor away (to log in, sign up or pay) remembers itself here; back on the page, logged in, it
 * opens again and can finish what the visitor started. A cookie rather than sessionStorage: it
 * survives the new tab a sign-up mail or a payment provider may open, and the server can set it.
 */
export const REOPEN_MODAL_COOKIE = 'reopen_modal';

/** Long enough to sign up on the way, short enough not to surprise anyone the next day. */
const LIFETIME_DAYS = 1 / 48;

/** The modals that can reopen, with what they need to know. `none` (spec): reopen nothing. */
export type ReopenableModal =
  | { modal: 'like-house'; houseId: string }
  /**
   * 'Stuur bericht' to a user, from a house page with that house; `plan`: the plan a visitor
   * picked on the way (the plan chooser's redirect mode), confirmed on return.
   */
  | { modal: 'send-message'; userId: string; houseId?: string; plan?: string }
  /** 'Bezichtiging aanvragen' / 'Bod uitbrengen' on a house page (features/deals). */
  | { modal: 'request-viewing'; houseId: string }
  | { modal: 'place-offer'; houseId: string }
  /** 'Bekijk het exacte adres' on a house page. */
  | { modal: 'address-details'; houseId: string }
  /** 'Neem contact op' on an advisor's page (features/advisor-contact). */
  | { modal: 'contact-advisor'; advisorId: string };
type ModalName = ReopenableModal['modal'];
type ModalOf<M extends ModalName> = Extract<ReopenableModal, { modal: M }>;

/**
 * Remembers the modal to open again on return; `none` when there is nothing to return to (a plan
 * taken on the account page), so that an older value cannot surface after the payment.
 */
export function rememberModal(target: ReopenableModal | 'none'): void {
  Cookies.set(REOPEN_MODAL_COOKIE, target === 'none' ? 'none' : JSON.stringify(target), {
    expires: LIFETIME_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** The remembered modal; null for none (also for the value `none`). */
export function rememberedModal(): ReopenableModal | null {
  const value = Cookies.get(REOPEN_MODAL_COOKIE);
  if (!value || value === 'none') return null;
  try {
    const parsed = JSON.parse(value) as ReopenableModal;
    return typeof parsed?.modal === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered modal (a payment that did not go through returns to nothing). */
export function forgetRememberedModal(): void {
  Cookies.remove(REOPEN_MODAL_COOKIE, { path: '/' });
}

/**
 * Reads and clears the remembered modal when it is `modal` and `matches` it (null otherwise); one caller gets it,
 * so a house shown twice on a page opens one modal.
 */
export function takeRememberedModal<M extends ModalName>(
  modal: M,
  matches: (target: ModalOf<M>) => boolean,
): ModalOf<M> | null {
  const target = rememberedModal();
  if (target?.modal !== modal || !matches(target as ModalOf<M>)) return null;
  forgetRememberedModal();
  return target as ModalOf<M>;
}

/**
 * Opens the modal once `ready` (e.g. the viewer is logged in) when it was remembered for this place.
 * Back from a checkout, the after-subscribe modal speaks first: the remembered modal waits until
 * that modal is done (and it is gone when the payment did not go through).
 */
export function useReopenModal<M extends ModalName>(
  modal: M,
  matches: (target: ModalOf<M>) => boolean,
  ready: boolean,
  open: (target: ModalOf<M>) => void,
): void {
  const afterCheckout = isCheckoutReturn(useLocation().search);
  // Checked when the component appears and when it becomes ready, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: matches/open are fresh closures each render.
  useEffect(() => {
    const target = ready && !afterCheckout ? takeRememberedModal(modal, matches) : null;
    if (target) open(target);
  }, [ready, afterCheckout, modal]);
}
