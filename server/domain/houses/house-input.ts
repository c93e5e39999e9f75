import { z } from 'zod';
// The verhuistermijn step offers a member's moving-wish options (spec §3).
import { PROFILE_MOVING_MONTHS } from '../accounts/validation.js';
import { InputError, parseCommand } from '../errors.js';
import { line, multiLine } from '../text.js';
import { HOUSE_STATUS_KEYS, STATUS_REASONS } from './statuses.js';

// The house command of the wizard (spec §2 wizard steps, §5 validation): one command (HouseInput,
// camelCase: GraphQL passes its input through, REST renames its snake_case in server/rest/wire.ts),
// validated here with Dutch messages. Keys that are absent stay as they are; unknown keys are
// ignored, so the legacy client may PUT the whole house object back.

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toNumber = (v: unknown) => {
  const b = blankToNull(v);
  return typeof b === 'string' && Number.isFinite(Number(b)) ? Number(b) : b;
};
const count = (label: string, max: number) =>
  z
    .number({ error: `${label} moet een getal zijn.` })
    .int(`${label} moet een heel getal zijn.`)
    .min(0, `${label} mag niet negatief zijn.`)
    .max(max, `${label} is te groot.`);
const optionalCount = (label: string, max: number) => z.preprocess(toNumber, count(label, max).nullable()).optional();
const requiredCount = (label: string, max: number) =>
  z
    .preprocess(
      toNumber,
      count(label, max)
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
/** A reference to reference data: its id (number or digits) or its key; objects like {id, key, name} too. */
const ref = z.preprocess(
  (v) => (v && typeof v === 'object' ? ((v as { id?: unknown; key?: unknown }).id ?? (v as { key?: unknown }).key) : v),
  z.union([z.number().int().positive(), line().trim().min(1).max(64)], { error: 'Ongeldige keuze.' }),
);
const refs = z.array(ref, { error: 'Geef een lijst.' }).max(50, 'Te veel keuzes.');
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'Kies ja of nee.' }),
);

const MAX_PRICE = 100_000_000;
const thisYear = new Date().getFullYear();

export const houseInputSchema = z.object({
  ngrAddressId: z.preprocess(blankToNull, line().trim().max(100).nullable()).optional(),
  postalCode: z.preprocess(blankToNull, line().nullable()).optional(),
  streetNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), line().nullable()).optional(),
  isOwner: bool.optional(),
  movingMonths: z
    .preprocess(
      toNumber,
      z
        .number({ error: 'Kies een verhuistermijn.' })
        .refine(
          (n) => (PROFILE_MOVING_MONTHS as readonly number[]).includes(n),
          'Kies een verhuistermijn uit de lijst.',
        )
        .nullable(),
    )
    .optional(),
  houseType: ref.nullable().optional(),
  houseTypeId: ref.nullable().optional(),
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
  price: optionalCount('Vraagprijs', MAX_PRICE),
  minPrice: optionalCount('Minimumprijs', MAX_PRICE),
  maxPrice: optionalCount('Maximumprijs', MAX_PRICE),
  numberRooms: requiredCount('Het aantal kamers', 100),
  numberBedrooms: requiredCount('Het aantal slaapkamers', 100),
  numberBathrooms: optionalCount('Het aantal badkamers', 100),
  numberToilets: optionalCount('Het aantal toiletten', 100),
  numberStories: optionalCount('Het aantal woonlagen', 100),
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
  livingM2: optionalCount('Woonoppervlakte', 1_000_000),
  plotM2: optionalCount('Perceeloppervlakte', 10_000_000),
  volumeM3: optionalCount('Inhoud', 10_000_000),
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
