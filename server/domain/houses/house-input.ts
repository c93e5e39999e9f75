import { z } from 'zod';
import { InputError, parseCommand } from '../errors.js';
import { HOUSE_ENERGY_LABELS } from '../kernel/energy-labels.js';
import {
  blankToNull,
  movingWishField,
  optionalWholeNumber,
  reference,
  references,
  toNumber,
  wholeNumber,
  yesNo,
} from '../kernel/form-fields.js';
import { line, multiLine } from '../text.js';
import { HOUSE_STATUS_KEYS, STATUS_REASONS } from './statuses.js';

// The house command of the wizard (spec §2 wizard steps, §5 validation): one command (HouseInput,
// camelCase: GraphQL passes its input through, REST renames its snake_case in server/rest/wire.ts),
// validated here with Dutch messages. Keys that are absent stay as they are; unknown keys are
// ignored, so the legacy client may PUT the whole house object back.

const requiredCount = (label: string, max: number) =>
  z
    .preprocess(
      toNumber,
      wholeNumber(label, max)
        .nullable()
        .refine((v) => v !== null, `Vul ${label.toLowerCase()} in.`),
    )
    .optional();
const text = (label: string, max: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() || null : v),
      multiLine({ error: `${label} moet tekst zijn.` })
        .max(max, `${label} mag maximaal ${max} tekens bevatten.`)
        .nullable(),
    )
    .optional();
const refs = references();

const MAX_PRICE = 100_000_000;
const thisYear = new Date().getFullYear();

export const houseInputSchema = z.object({
  ngrAddressId: z.preprocess(blankToNull, line().trim().max(100).nullable()).optional(),
  postalCode: z.preprocess(blankToNull, line().nullable()).optional(),
  streetNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), line().nullable()).optional(),
  isOwner: yesNo.optional(),
  movingMonths: movingWishField,
  houseType: reference.nullable().optional(),
  houseTypeId: reference.nullable().optional(),
  houseStatus: z
    .enum(HOUSE_STATUS_KEYS as [string, ...string[]], { error: 'Kies een status uit de lijst.' })
    .optional(),
  statusReason: z
    .preprocess(
      blankToNull,
      z
        .enum(STATUS_REASONS.map((r) => r.key) as [string, ...string[]], { error: 'Kies een reden uit de lijst.' })
        .nullable(),
    )
    .optional(),
  price: optionalWholeNumber('Vraagprijs', MAX_PRICE),
  minPrice: optionalWholeNumber('Minimumprijs', MAX_PRICE),
  maxPrice: optionalWholeNumber('Maximumprijs', MAX_PRICE),
  numberRooms: requiredCount('Het aantal kamers', 100),
  numberBedrooms: requiredCount('Het aantal slaapkamers', 100),
  numberBathrooms: optionalWholeNumber('Het aantal badkamers', 100),
  numberToilets: optionalWholeNumber('Het aantal toiletten', 100),
  numberStories: optionalWholeNumber('Het aantal woonlagen', 100),
  constructionYear: z
    .preprocess(
      toNumber,
      z
        .number({ error: 'Het bouwjaar moet een getal zijn.' })
        .int('Het bouwjaar moet een heel getal zijn.')
        .min(1000, 'Vul een geldig bouwjaar in.')
        .max(thisYear + 10, 'Vul een geldig bouwjaar in.')
        .nullable(),
    )
    .optional(),
  livingM2: optionalWholeNumber('Woonoppervlakte', 1_000_000),
  plotM2: optionalWholeNumber('Perceeloppervlakte', 10_000_000),
  volumeM3: optionalWholeNumber('Inhoud', 10_000_000),
  energyLabel: z
    .preprocess(blankToNull, z.enum(HOUSE_ENERGY_LABELS, { error: 'Kies een energielabel uit de lijst.' }).nullable())
    .optional(),
  shortDescription: text('De korte omschrijving', 300),
  factualDescription: text('De feitelijke omschrijving', 10_000),
  personalDescription: text('De persoonlijke omschrijving', 10_000),
  tags: refs.optional(),
  buildingStyleTags: refs.optional(),
  locationTags: refs.optional(),
  houseFacilities: refs.optional(),
  facilities: refs.optional(),
});
export type HouseInput = z.infer<typeof houseInputSchema>;

export function parseHouseInput(raw: unknown): HouseInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new InputError({ input: ['Geef de woning op.'] });
  const input = parseCommand(houseInputSchema, raw);
  // Rules across fields that were sent together (merged-state rules follow in checkMerged).
  if (input.numberRooms != null && input.numberBedrooms != null && input.numberBedrooms > input.numberRooms)
    throw new InputError({ numberBedrooms: ['Er kunnen niet meer slaapkamers dan kamers zijn.'] });
  return input;
}
