import { describe, expect, it } from 'vitest';
import { floorDiv, monthlyPaymentCents, presentValueCents } from '../../../server/domain/mortgage/annuity.js';

describe('annuity over 360 months, exact', () => {
  it('€ 100,000 at 6% costs € 599.55 a month; € 300,000 at 4% costs € 1,432.25', () => {
    expect(monthlyPaymentCents(100_000, 6000, 360)).toBe(59_955);
    expect(monthlyPaymentCents(300_000, 4000, 360)).toBe(143_225);
  });

  it('at 0% a loan is paid off in equal parts', () => {
    expect(monthlyPaymentCents(360_000, 0, 360)).toBe(100_000);
    expect(floorDiv(presentValueCents({ numerator: 100_000n, denominator: 1n }, 0, 360), 100n)).toBe(360_000);
  });

  it('the present value of a monthly payment is the loan it pays off: € 599.55 at 6% carries € 99,999.91', () => {
    // Just under € 100,000: the payment of € 100,000 (€ 599.5505…) was rounded down to the cent.
    const loan = presentValueCents({ numerator: 59_955n, denominator: 1n }, 6000, 360);
    expect(floorDiv(loan)).toBe(9_999_991);
  });
});
