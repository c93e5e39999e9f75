// The calculator's fixed choices, without dependencies but the import-free labels: the domain
// validates against them and the client's form (zoek/maximale-hypotheek) offers them.
import { HOUSE_ENERGY_LABELS } from '../kernel/energy-labels.js';

/** Energy labels as the regulation names them; 'A++++ met garantie' carries an energy-performance guarantee. */
export const ENERGY_LABELS = ['A++++ met garantie', ...HOUSE_ENERGY_LABELS] as const;
export type EnergyLabel = (typeof ENERGY_LABELS)[number];

/** Fixed-rate periods a Dutch lender offers, in years; 0 is a variable rate. */
export const FIXED_PERIOD_YEARS = [0, 1, 2, 3, 5, 6, 7, 10, 12, 15, 20, 25, 30] as const;

/** The highest interest rate the calculator accepts, in percent. */
export const MAX_INTEREST_PERCENT = 20;
