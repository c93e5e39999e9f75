import { z } from 'zod';
import { type AddressResult, foldHouseNumber } from '../../adapters/geocoder/types.js';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import {
  ConflictError,
  DomainError,
  InputError,
  inputErrorFromIssues,
  NotFoundError,
  RateLimitedError,
} from '../errors.js';
import { canClaim, claimHashForNewRow } from '../funnel/claims.js';
import { ADDRESS_NOT_FOUND_MESSAGE, findAddresses, getAddress, parseAddressQuery } from '../places/addresses.js';
import { TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION } from '../reference-data/catalog.js';
import { line, multiLine } from '../text.js';
import { houseKeyWhere, houseSlugWhere } from './access.js';
import { houseCompletion, isReadyForSubmission, isSubmitted } from './completion.js';
import { findOwnHouse, HOUSE_NOT_FOUND_MESSAGE, notYours, requireUser } from './ownership.js';
import { deleteAssetFiles } from './photos.js';
import { newHouseSlug } from './slugs.js';
import { HOUSE_STATUS_KEYS, STATUS_REASONS } from './statuses.js';

// Adding and editing a house (spec §2 wizard steps, §4 "House moderation", §5 validation): one
// input shape (snake_case, as REST sends it; GraphQL maps its input onto it), validated here with
// Dutch messages. Keys that are absent stay as they are; unknown keys are ignored, so the legacy
// client may PUT the whole house object back.

export type HouseDeps = Pick<RequestContext, 'prisma' | 'geocoder' | 'storage' | 'viewer'>;
/** addHouse also counts visitors' funnel houses per IP. */
export type AddHouseDeps = HouseDeps & Pick<RequestContext, 'rateLimits' | 'session'>;

/** Moving-wish options of the verhuistermijn step (spec §3). */
export const MOVING_MONTHS = [0, 1, 3, 6, 12, 24] as const;
/** Relations the completion rules read; the same shapes the REST and GraphQL house selections use. */
export const completionInclude = {
  tags: { include: { tag: true } },
  facilities: { include: { facility: true } },
  assets: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { asset: true } },
} satisfies Prisma.HouseInclude;

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
  ngr_address_id: z.preprocess(blankToNull, line().trim().max(100).nullable()).optional(),
  postal_code: z.preprocess(blankToNull, line().nullable()).optional(),
  street_number: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), line().nullable())
    .optional(),
  is_owner: bool.optional(),
  moving_months: z
    .preprocess(
      toNumber,
      z
        .number({ error: 'Kies een verhuistermijn.' })
        .refine((n) => (MOVING_MONTHS as readonly number[]).includes(n), 'Kies een verhuistermijn uit de lijst.')
        .nullable(),
    )
    .optional(),
  house_type: ref.nullable().optional(),
  house_type_id: ref.nullable().optional(),
  house_status: z
    .enum(HOUSE_STATUS_KEYS as [string, ...string[]], { error: 'Kies een status uit de lijst.' })
    .optional(),
  status_reason: z
    .preprocess(
      blankToNull,
      z
        .enum(STATUS_REASONS.map((r) => r.key) as [string, ...string[]], { error: 'Kies een reden uit de lijst.' })
        .nullable(),
    )
    .optional(),
  price: optionalCount('Vraagprijs', MAX_PRICE),
  min_price: optionalCount('Minimumprijs', MAX_PRICE),
  max_price: optionalCount('Maximumprijs', MAX_PRICE),
  number_rooms: requiredCount('Het aantal kamers', 100),
  number_bedrooms: requiredCount('Het aantal slaapkamers', 100),
  number_bathrooms: optionalCount('Het aantal badkamers', 100),
  number_toilets: optionalCount('Het aantal toiletten', 100),
  number_stories: optionalCount('Het aantal woonlagen', 100),
  construction_year: z
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
  living_m2: optionalCount('Woonoppervlakte', 1_000_000),
  plot_m2: optionalCount('Perceeloppervlakte', 10_000_000),
  volume_m3: optionalCount('Inhoud', 10_000_000),
  short_description: text('De korte omschrijving', 300),
  factual_description: text('De feitelijke omschrijving', 10_000),
  personal_description: text('De persoonlijke omschrijving', 10_000),
  tags: refs.optional(),
  building_style_tags: refs.optional(),
  location_tags: refs.optional(),
  house_facilities: refs.optional(),
  facilities: refs.optional(),
});
export type HouseInput = z.infer<typeof houseInputSchema>;

export function parseHouseInput(raw: unknown): HouseInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new InputError({ input: ['Geef de woning op.'] });
  const parsed = houseInputSchema.safeParse(raw);
  if (!parsed.success) throw inputErrorFromIssues(parsed.error.issues);
  const input = parsed.data;
  // Rules across fields that were sent together (merged-state rules follow in checkMerged).
  if (input.number_rooms != null && input.number_bedrooms != null && input.number_bedrooms > input.number_rooms)
    throw new InputError({ number_bedrooms: ['Er kunnen niet meer slaapkamers dan kamers zijn.'] });
  return input;
}

// ───────────────────────────── reference data ─────────────────────────────

type Tx = Prisma.TransactionClient;
type RefValue = number | string;
const byRef = <T extends { id: number; key: string }>(rows: T[], r: RefValue) =>
  typeof r === 'number' || /^\d+$/.test(r) ? rows.find((x) => x.id === Number(r)) : rows.find((x) => x.key === r);

async function resolveHouseType(prisma: Db | Tx, r: RefValue | null): Promise<number | null> {
  if (r === null) return null;
  const found = byRef(await prisma.houseType.findMany(), r);
  if (!found) throw new InputError({ house_type: ['Kies een woningtype uit de lijst.'] });
  return found.id;
}

async function resolveFacilities(prisma: Db | Tx, list: RefValue[]): Promise<number[]> {
  const all = await prisma.facility.findMany();
  const ids = list.map((r) => byRef(all, r)?.id);
  if (ids.some((id) => id === undefined))
    throw new InputError({ house_facilities: ['Kies faciliteiten uit de lijst.'] });
  return [...new Set(ids as number[])];
}

/** The house's tag ids after the input: `tags` replaces all, the per-step lists replace their category. */
async function resolveTags(
  prisma: Db | Tx,
  input: HouseInput,
  current: { tagId: number }[],
): Promise<number[] | undefined> {
  if (!input.tags && !input.building_style_tags && !input.location_tags) return undefined;
  const all = await prisma.tag.findMany();
  const category = new Map(all.map((t) => [t.id, t.tagCategoryId]));
  const pick = (list: RefValue[], field: string, only?: number) => {
    const ids = list.map((r) => byRef(all, r));
    if (ids.some((t) => !t || (only !== undefined && t.tagCategoryId !== only))) {
      const what =
        only === TAG_CATEGORY_BUILDING_STYLE
          ? 'een bouwstijl'
          : only === TAG_CATEGORY_LOCATION
            ? 'een ligging'
            : 'kenmerken';
      throw new InputError({ [field]: [`Kies ${what} uit de lijst.`] });
    }
    return ids.map((t) => t!.id);
  };
  let ids = input.tags ? pick(input.tags, 'tags') : current.map((t) => t.tagId);
  for (const [list, field, cat] of [
    [input.building_style_tags, 'building_style_tags', TAG_CATEGORY_BUILDING_STYLE],
    [input.location_tags, 'location_tags', TAG_CATEGORY_LOCATION],
  ] as const) {
    if (list) ids = [...ids.filter((id) => category.get(id) !== cat), ...pick(list, field, cat)];
  }
  return [...new Set(ids)];
}

// ───────────────────────────── address ─────────────────────────────

function addressData(a: AddressResult) {
  return {
    ngrAddressId: a.adres_id,
    street: a.straatnaam,
    streetNumber: a.huis_nlt,
    postalCode: a.postcode,
    city: a.woonplaatsnaam,
    cityCode: a.woonplaatscode,
    municipalityCode: a.gemeentecode,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/**
 * The address always comes from the lookup, never from free text: by `ngr_address_id` (the chosen
 * result), or by postcode + number when that finds exactly one. Undefined = unchanged.
 */
async function resolveAddress(
  deps: HouseDeps,
  input: HouseInput,
  current: { ngrAddressId: string | null; postalCode: string | null; streetNumber: string | null } | null,
): Promise<ReturnType<typeof addressData> | undefined> {
  if (input.ngr_address_id) {
    if (current?.ngrAddressId === input.ngr_address_id) return undefined;
    try {
      return addressData(await getAddress(deps.geocoder, input.ngr_address_id));
    } catch (err) {
      if (err instanceof NotFoundError || err instanceof InputError)
        throw new InputError({
          ngr_address_id: ['Dit adres kennen we niet. Zoek het opnieuw op met postcode en huisnummer.'],
        });
      throw err;
    }
  }
  const touched = input.postal_code !== undefined || input.street_number !== undefined;
  if (current && !touched) return undefined;
  const raw = {
    postal_code: input.postal_code !== undefined ? input.postal_code : current?.postalCode,
    street_number: input.street_number !== undefined ? input.street_number : current?.streetNumber,
  };
  const query = parseAddressQuery(raw);
  if (
    current?.postalCode === query.postcode &&
    current.streetNumber &&
    foldHouseNumber(current.streetNumber) === `${query.number}${query.addition}`
  )
    return undefined;
  let found: AddressResult[];
  try {
    found = await findAddresses(deps.geocoder, raw);
  } catch (err) {
    if (err instanceof NotFoundError) throw new InputError({ postal_code: [ADDRESS_NOT_FOUND_MESSAGE] });
    throw err;
  }
  if (found.length > 1)
    throw new InputError({ street_number: ['Op dit huisnummer zijn meerdere adressen gevonden; kies er een.'] });
  return addressData(found[0]);
}

// ───────────────────────────── the rest of the fields ─────────────────────────────

interface Current {
  houseStatus: string;
  statusReason: string | null;
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

const NEW_HOUSE: Current = { houseStatus: 'selling', statusReason: null, price: null, minPrice: null, maxPrice: null };

/** Scalar columns from the input, plus the rules on the merged state (prices, status reason). */
function scalarData(input: HouseInput, current: Current) {
  const data: Prisma.HouseUncheckedUpdateInput = {};
  const set = <K extends keyof HouseInput>(key: K, column: keyof Prisma.HouseUncheckedUpdateInput) => {
    if (input[key] !== undefined) (data as Record<string, unknown>)[column] = input[key];
  };
  set('is_owner', 'isOwner');
  set('moving_months', 'movingMonths');
  set('price', 'price');
  set('min_price', 'minPrice');
  set('max_price', 'maxPrice');
  set('number_rooms', 'numberRooms');
  set('number_bedrooms', 'numberBedrooms');
  set('number_bathrooms', 'numberBathrooms');
  set('number_toilets', 'numberToilets');
  set('number_stories', 'numberStories');
  set('construction_year', 'constructionYear');
  set('living_m2', 'livingM2');
  set('plot_m2', 'plotM2');
  set('volume_m3', 'volumeM3');
  set('short_description', 'shortDescription');
  set('factual_description', 'factualDescription');
  set('personal_description', 'personalDescription');

  const price = input.price !== undefined ? input.price : current.price;
  const minPrice = input.min_price !== undefined ? input.min_price : current.minPrice;
  const maxPrice = input.max_price !== undefined ? input.max_price : current.maxPrice;
  if (minPrice != null && maxPrice != null && minPrice > maxPrice)
    throw new InputError({ max_price: ['De maximumprijs mag niet lager zijn dan de minimumprijs.'] });
  data.sortPrice = price ?? minPrice ?? maxPrice ?? null;

  // Status: the reason belongs to open_for_offers only, and that status needs one.
  const status = input.house_status ?? current.houseStatus;
  let reason: string | null = null;
  if (status === 'open_for_offers') {
    reason = input.status_reason !== undefined ? input.status_reason : current.statusReason;
    if (!reason) throw new InputError({ status_reason: ['Kies wanneer je openstaat voor een bod.'] });
  }
  const statusChanged = status !== current.houseStatus || reason !== current.statusReason;
  if (statusChanged) {
    data.houseStatus = status;
    data.statusReason = reason;
    data.statusUpdatedAt = new Date();
  }
  return { data, statusChanged, status, reason };
}

async function uniqueSlug(prisma: Db | Tx, address: { street: string; city: string }) {
  for (;;) {
    const slug = newHouseSlug(address);
    const taken = await prisma.house.findFirst({ where: houseSlugWhere(slug), select: { id: true } });
    if (!taken) return slug;
  }
}

// ───────────────────────────── use cases ─────────────────────────────

/** Visitors may start a house before signing up (seller funnel); a few per hour per IP, not a flood. */
export const FUNNEL_HOUSES_PER_HOUR = 10;

async function countFunnelHouse(deps: AddHouseDeps) {
  const hour = 60 * 60 * 1000;
  const count = await deps.rateLimits.hit(`funnel-house:${deps.session.ip}`, hour);
  if (count.hits > FUNNEL_HOUSES_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
    throw new RateLimitedError(
      'Je hebt al een paar woningen toegevoegd. Log in of probeer het later opnieuw.',
      seconds,
    );
  }
}

/**
 * Saving without an id creates the house (spec §4): owned by the viewer, or ownerless when a
 * visitor starts in the seller funnel (assignHouse gives it an owner after sign-up). Not submitted yet.
 */
export async function addHouse(deps: AddHouseDeps, raw: unknown): Promise<number> {
  const input = parseHouseInput(raw);
  if (!deps.viewer.user) await countFunnelHouse(deps);
  const address = await resolveAddress(deps, input, null);
  if (!address) throw new InputError({ postal_code: ['Vul een postcode in.'] });
  const typeRef = input.house_type !== undefined ? input.house_type : input.house_type_id;
  const { prisma } = deps;
  return prisma.$transaction(async (tx) => {
    const houseTypeId = typeRef !== undefined ? await resolveHouseType(tx, typeRef) : null;
    const tagIds = (await resolveTags(tx, input, [])) ?? [];
    const facilityList = input.house_facilities ?? input.facilities;
    const facilityIds = facilityList ? await resolveFacilities(tx, facilityList) : [];
    const { data, status, reason } = scalarData(input, NEW_HOUSE);
    const house = await tx.house.create({
      data: {
        ...(data as Prisma.HouseUncheckedCreateInput),
        ...address,
        slug: await uniqueSlug(tx, address),
        ownerUserId: deps.viewer.user?.id ?? null,
        claimTokenHash: deps.viewer.user ? null : claimHashForNewRow(deps.session),
        houseTypeId,
        houseStatus: status,
        statusReason: reason,
        statusUpdatedAt: new Date(),
        moderationStatus: 'new',
        tags: { create: tagIds.map((tagId) => ({ tagId })) },
        facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
        statusHistory: { create: { status, reason } },
      },
    });
    return house.id;
  });
}

/**
 * Saves one or more steps of the wizard. Afterwards, a house not yet submitted whose address, offer
 * and type are complete is submitted (spec §4 "House moderation").
 */
export async function updateHouse(deps: HouseDeps, key: string | number, raw: unknown): Promise<number> {
  const { prisma, viewer } = deps;
  // Rights before validation: a visitor hears 401, a stranger 403/404, whatever they sent.
  const current = await findOwnHouse(prisma, viewer, key, { tags: true });
  const input = parseHouseInput(raw);
  // The lookup may go over the network: before the transaction, not inside it.
  const address = await resolveAddress(deps, input, current);
  const typeRef = input.house_type !== undefined ? input.house_type : input.house_type_id;
  await prisma.$transaction(async (tx) => {
    const { data, statusChanged, status, reason } = scalarData(input, current);
    if (typeRef !== undefined) data.houseTypeId = await resolveHouseType(tx, typeRef);
    const tagIds = await resolveTags(tx, input, current.tags);
    const facilityList = input.house_facilities ?? input.facilities;
    const facilityIds = facilityList ? await resolveFacilities(tx, facilityList) : undefined;
    // updatedAt always moves: "Klopt!" in the status-update modal saves without changes (spec §4).
    await tx.house.update({ where: { id: current.id }, data: { ...data, ...address, updatedAt: new Date() } });
    if (tagIds) {
      await tx.houseTag.deleteMany({ where: { houseId: current.id } });
      await tx.houseTag.createMany({ data: tagIds.map((tagId) => ({ houseId: current.id, tagId })) });
    }
    if (facilityIds) {
      await tx.houseFacility.deleteMany({ where: { houseId: current.id } });
      await tx.houseFacility.createMany({
        data: facilityIds.map((facilityId) => ({ houseId: current.id, facilityId })),
      });
    }
    if (statusChanged) await tx.houseStatusChange.create({ data: { houseId: current.id, status, reason } });
    const fresh = await tx.house.findUniqueOrThrow({ where: { id: current.id }, include: completionInclude });
    if (!isSubmitted(fresh) && isReadyForSubmission(fresh)) {
      await tx.house.update({
        where: { id: current.id },
        data: { moderationStatus: 'submitted', submittedAt: new Date() },
      });
    }
  });
  return current.id;
}

/** POST /submit: sends the house in when address, offer and type are complete; again is a no-op. */
export async function submitHouse(deps: HouseDeps, key: string | number): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, completionInclude);
  if (isSubmitted(house)) return house.id;
  const c = houseCompletion(house);
  const missing: Record<string, string[]> = {};
  if (!c.address) missing.address = ['Vul het adres van de woning in.'];
  if (!c.type) missing.house_type = ['Kies het type woning.'];
  if (!c.offer) missing.price = ['Vul een vraagprijs in, of een minimum- en maximumprijs.'];
  if (Object.keys(missing).length)
    throw new InputError(missing, 'Vul eerst het adres, het aanbod en het type woning in.');
  await deps.prisma.house.update({
    where: { id: house.id },
    data: { moderationStatus: 'submitted', submittedAt: new Date() },
  });
  return house.id;
}

/** A submitted house that people like or made an offer on or asked to view is not deleted without `force`. */
export class HouseDeletionNeedsConfirmationError extends ConflictError {
  constructor(readonly interested: { likes: number; offers: number; viewings: number }) {
    const n = interested.likes;
    super(
      n > 0
        ? `Deze woning is door ${n} ${n === 1 ? 'persoon' : 'mensen'} bewaard. Weet je zeker dat je hem wilt verwijderen?`
        : 'Er zijn al biedingen of bezichtigingen voor deze woning. Weet je zeker dat je hem wilt verwijderen?',
    );
  }
}

/**
 * DELETE with `{force}`: without force, a submitted house with likes, offers or viewings answers
 * 409 (the client asks "Weet je het zeker?" and repeats with force); with force, or when nobody
 * showed interest yet, the house and its photo files are removed.
 */
export async function deleteHouse(deps: HouseDeps, key: string | number, opts: { force?: boolean }): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, {
    assets: { include: { asset: true } },
    _count: { select: { offers: true, viewings: true } },
  });
  const interested = { likes: house.likingUsersCount, offers: house._count.offers, viewings: house._count.viewings };
  if (!opts.force && isSubmitted(house) && interested.likes + interested.offers + interested.viewings > 0)
    throw new HouseDeletionNeedsConfirmationError(interested);
  const assets = house.assets.map((a) => a.asset);
  await deps.prisma.$transaction([
    deps.prisma.asset.deleteMany({ where: { id: { in: assets.map((a) => a.id) } } }),
    deps.prisma.house.delete({ where: { id: house.id } }),
  ]);
  await deleteAssetFiles(deps.storage, assets);
  return house.id;
}

/**
 * POST /assign_user: a house a visitor created in the seller funnel gets the logged-in user as owner.
 * Only ownerless houses, only from the browser that made it and within the claim window
 * (funnel/claims.ts); anyone else gets the 404 of a house they cannot see. The owner assigning
 * again is a no-op.
 */
export async function assignHouse(
  deps: Pick<HouseDeps, 'prisma' | 'viewer'> & Pick<RequestContext, 'session'>,
  key: string | number,
  now = new Date(),
): Promise<number> {
  const user = requireUser(deps.viewer);
  const house = await deps.prisma.house.findFirst({ where: houseKeyWhere(String(key)) });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  if (house.ownerUserId === user.id) return house.id;
  if (house.ownerUserId !== null) notYours(house);
  if (!canClaim(deps.session, house, now)) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  // Conditional update: of two people claiming at once, one wins.
  const claimed = await deps.prisma.house.updateMany({
    where: { id: house.id, ownerUserId: null },
    data: { ownerUserId: user.id, claimTokenHash: null },
  });
  if (claimed.count === 0) throw new DomainError('Deze woning heeft al een eigenaar.', 409);
  return house.id;
}
