import { describe, expect, it } from 'vitest';
import {
  AFTER_SUBSCRIBE_TEXTS,
  checkoutReturnPath,
  currentPlanOf,
  isCheckoutReturn,
  paidTexts,
  paymentOutcome,
  paymentStatusLabel,
  planChoice,
  renewalDate,
  subscriptionStatusLabel,
  withoutCheckoutReturn,
} from '../../client/features/subscriptions/plans';

describe('planChoice (spec §4 Plan flow)', () => {
  it('subscribes without a current plan, swaps to another, does nothing for the same', () => {
    expect(planChoice(null, 'user_premium')).toBe('subscribe');
    expect(planChoice(undefined, 'user_extended')).toBe('subscribe');
    expect(planChoice('user_premium', 'user_extended')).toBe('swap');
    expect(planChoice('user_extended', 'user_premium')).toBe('swap');
    expect(planChoice('user_premium', 'user_premium')).toBe('nothing');
  });
});

describe('paymentOutcome (spec §4 Payment statuses)', () => {
  it('maps the provider statuses to the four branches, in either case', () => {
    expect(paymentOutcome('canceled')).toBe('canceled');
    expect(paymentOutcome('CANCELED')).toBe('canceled');
    expect(paymentOutcome('open')).toBe('pending');
    expect(paymentOutcome('PENDING')).toBe('pending');
    expect(paymentOutcome('paid')).toBe('paid');
    for (const other of ['failed', 'expired', 'authorized', '', null, undefined]) {
      expect(paymentOutcome(other)).toBe('failed');
    }
  });

  it('says what spec §8 says', () => {
    expect(AFTER_SUBSCRIBE_TEXTS.canceled.text).toBe('Je hebt je betaling geannuleerd');
    expect(AFTER_SUBSCRIBE_TEXTS.pending.text).toBe('We wachten nog op een signaaltje van je bank.');
    expect(AFTER_SUBSCRIBE_TEXTS.failed.text).toBe('Er ging iets mis bij je betaling');
  });
});

describe('currentPlanOf', () => {
  it('counts an active plan and a cancelled one within its period, not one that ended', () => {
    const sub = (status: string) => ({ status, plan: { key: 'user_premium' } });
    expect(currentPlanOf(sub('active'))?.plan.key).toBe('user_premium');
    expect(currentPlanOf(sub('CANCELED'))?.plan.key).toBe('user_premium');
    expect(currentPlanOf(sub('ended'))).toBeNull();
    expect(currentPlanOf(null)).toBeNull();
  });
});

describe('the way back from the checkout', () => {
  it('a paid checkout resumes the action it was for, by name', () => {
    expect(paidTexts('place-offer')).toEqual({
      text: 'Bedankt voor je betaling! Je kunt je bod nu uitbrengen.',
      button: 'Verder met je bod',
    });
    expect(paidTexts('request-viewing').button).toBe('Verder met je aanvraag');
    expect(paidTexts(null)).toEqual({
      text: 'Bedankt voor je betaling! Je kunt nu berichten sturen, bezichtigingen aanvragen en bieden.',
      button: 'Verder',
    });
  });

  it('marks the current page as a path, keeping its query', () => {
    const path = checkoutReturnPath({ pathname: '/huizen/utrecht/huis-x-1', search: '?foto=2' });
    expect(path).toBe('/huizen/utrecht/huis-x-1?foto=2&betaling=terug');
    expect(checkoutReturnPath({ pathname: '/mijn-huiskans/account', search: '' })).toBe(
      '/mijn-huiskans/account?betaling=terug',
    );
    const search = path.slice(path.indexOf('?'));
    expect(isCheckoutReturn(search)).toBe(true);
    expect(withoutCheckoutReturn(search)).toBe('?foto=2');
    expect(withoutCheckoutReturn('?betaling=terug')).toBe('');
    expect(isCheckoutReturn('?foto=2')).toBe(false);
    expect(isCheckoutReturn('?betaling=iets')).toBe(false);
  });
});

describe('renewalDate (fair terms)', () => {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
  it('adds a month or a year of calendar days', () => {
    expect(renewalDate(1, day(2026, 3, 5))).toEqual(day(2026, 4, 5));
    expect(renewalDate(12, day(2026, 11, 26))).toEqual(day(2027, 11, 26));
    expect(renewalDate(12, day(2026, 12, 31))).toEqual(day(2027, 12, 31));
    expect(renewalDate(1, day(2026, 12, 15))).toEqual(day(2027, 1, 15));
  });

  it('falls back to the last day of a shorter month', () => {
    expect(renewalDate(1, day(2026, 1, 31))).toEqual(day(2026, 2, 28));
    expect(renewalDate(12, day(2028, 2, 29))).toEqual(day(2029, 2, 28));
  });
});

describe('status labels', () => {
  it('names subscription and payment statuses in Dutch', () => {
    expect(subscriptionStatusLabel('ACTIVE')).toBe('Actief');
    expect(subscriptionStatusLabel('canceled')).toBe('Opgezegd');
    expect(subscriptionStatusLabel('ended')).toBe('Niet actief');
    expect(paymentStatusLabel('PAID')).toBe('Betaald');
    expect(paymentStatusLabel('failed')).toBe('Mislukt');
    expect(paymentStatusLabel('something')).toBe('Onbekend');
  });
});
