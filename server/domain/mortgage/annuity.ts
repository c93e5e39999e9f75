import { PCM_PER_PERCENT } from './norms.js';

// Annuity arithmetic in exact fractions (BigInt), so no amount drifts by a float rounding. With a yearly
// rate of a pcm the monthly rate is r = a / D where D = 12 × 100,000; with q = D + a, (1 + r)^n = q^n / D^n:
//   present value of a monthly payment P over n months = P × D × (q^n − D^n) / (a × q^n)
//   monthly payment of a loan L over n months            = L × a × q^n / (D × (q^n − D^n))
// Rounding happens once, by the callers' rule: loans down to whole euros, payments to the nearest cent.

const D = BigInt(12 * 100 * PCM_PER_PERCENT);

/** An exact non-negative fraction. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** The largest loan (cents, as a fraction) that `monthlyCents` pays off in `months` at `ratePcm` a year. */
export function presentValueCents(monthlyCents: Fraction, ratePcm: number, months: number): Fraction {
  const n = BigInt(months);
  if (ratePcm === 0) return { numerator: monthlyCents.numerator * n, denominator: monthlyCents.denominator };
  const a = BigInt(ratePcm);
  const qn = (D + a) ** n;
  return {
    numerator: monthlyCents.numerator * D * (qn - D ** n),
    denominator: monthlyCents.denominator * a * qn,
  };
}

/** The monthly annuity payment in cents of a loan of `loanEuros`, rounded to the nearest cent (half up). */
export function monthlyPaymentCents(loanEuros: number, ratePcm: number, months: number): number {
  const loanCents = BigInt(loanEuros) * 100n;
  const n = BigInt(months);
  if (ratePcm === 0) return roundHalfUp({ numerator: loanCents, denominator: n });
  const a = BigInt(ratePcm);
  const qn = (D + a) ** n;
  return roundHalfUp({ numerator: loanCents * a * qn, denominator: D * (qn - D ** n) });
}

export function floorDiv({ numerator, denominator }: Fraction, by = 1n): number {
  return Number(numerator / (denominator * by));
}

export function roundHalfUp({ numerator, denominator }: Fraction): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}
