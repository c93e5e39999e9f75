import type { SubscriptionInterval } from '../ports/payments.js';

// The paid plans of spec §9, defined once: the server charges these amounts and the client shows
// them (it never sets a price). Money in integer cents.

export const PLAN_KEYS = ['user_premium', 'user_extended'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface Plan {
  key: PlanKey;
  name: string;
  /** What each period costs, in cents (€ 9,95 is 995). */
  amountCents: number;
  /** Length of one paid period. */
  intervalMonths: 1 | 12;
  /** The provider subscription's interval (Mollie's `1 month` / `12 months`). */
  providerInterval: SubscriptionInterval;
  /** "per maand" / "per jaar", shown after the amount. */
  intervalText: string;
  /** When and how it can be cancelled (spec §3 "expires text"). */
  expiresText: string;
  /** What the first payment pays for (spec §3 "first payment period"). */
  firstPaymentPeriod: string;
  included: string[];
  rules: string[];
  /** Renewals are announced by mail a week ahead (fair subscription terms): the yearly plan. */
  remindBeforeRenewal: boolean;
}

const SUBSCRIBER_ACTIONS = [
  'Berichten sturen aan verkopers',
  'Bezichtigingen aanvragen',
  'Biedingen uitbrengen',
  'Exacte adresgegevens bekijken',
  'Al deze acties zo vaak als je wilt',
];

export const PLANS: Record<PlanKey, Plan> = {
  user_premium: {
    key: 'user_premium',
    name: 'Premium',
    amountCents: 995,
    intervalMonths: 1,
    providerInterval: '1 month',
    intervalText: 'per maand',
    expiresText: 'Maandelijks opzegbaar',
    firstPaymentPeriod: 'De eerste maand',
    included: SUBSCRIBER_ACTIONS,
    rules: [
      'Je betaalt € 9,95 per maand, steeds vooraf.',
      'Je kunt op elk moment opzeggen; je houdt toegang tot het einde van de betaalde maand.',
      'Met de eerste betaling geef je toestemming voor de maandelijkse automatische betaling.',
    ],
    remindBeforeRenewal: false,
  },
  user_extended: {
    key: 'user_extended',
    name: 'Extended',
    amountCents: 11_995,
    intervalMonths: 12,
    providerInterval: '12 months',
    intervalText: 'per jaar',
    expiresText: 'Jaarlijks opzegbaar',
    firstPaymentPeriod: 'Het eerste jaar, vooraf',
    included: [...SUBSCRIBER_ACTIONS, 'Persoonlijke ondersteuning'],
    rules: [
      'Je betaalt het eerste jaar (€ 119,95) vooraf.',
      'Je geeft toestemming om het abonnement daarna elk jaar automatisch te verlengen voor € 119,95.',
      'Je kunt per jaar opzeggen; je houdt toegang tot het einde van het betaalde jaar.',
      'Een week voor elke verlenging krijg je een e-mail met de datum en het bedrag.',
    ],
    remindBeforeRenewal: true,
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_KEYS.map((k) => PLANS[k]);

export const UNKNOWN_PLAN_MESSAGE = 'Kies een bestaand abonnement: Premium of Extended.';

export const isPlanKey = (value: unknown): value is PlanKey =>
  typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);

/** The plan of a stored row (only this module's keys are ever written). */
export function planOf(key: string): Plan {
  if (!isPlanKey(key)) throw new Error(`Unknown plan in the database: ${key}`);
  return PLANS[key];
}

/**
 * `start` plus whole months of calendar, clamped to the month's last day (31 January + 1 month is
 * 28 February), at the same time of day: the end of a paid period.
 */
export function addPeriod(start: Date, months: number): Date {
  const end = new Date(start);
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
