import type { Prisma } from '../../generated/prisma/client.js';
import { InputError } from '../errors.js';
import { resolveAddress } from '../houses/house-address.js';
import type { HouseDeps } from '../houses/house-deps.js';
import { ADVISOR_MESSAGES, type AdvisorInput } from './command.js';

// An advisor's organisation and office. The office address comes from the address lookup, as a
// house's does. Advisors who name the same organisation share it, and the same office when they
// work at the same address under the same office name; an office (and then an organisation) that
// no advisor works at any more is removed.

export type OfficeRow = Prisma.OrganisationOfficeGetPayload<{ include: { organisation: true } }>;

export interface OfficeChoice {
  organisationName: string;
  officeName: string;
  address: {
    ngrAddressId: string | null;
    street: string | null;
    streetNumber: string | null;
    postalCode: string | null;
    city: string | null;
    cityCode: string | null;
    latitude: number | null;
    longitude: number | null;
  };
}

const officeAddress = (o: OfficeRow): OfficeChoice['address'] => ({
  ngrAddressId: o.ngrAddressId,
  street: o.street,
  streetNumber: o.streetNumber,
  postalCode: o.postalCode,
  city: o.city,
  cityCode: o.cityCode,
  latitude: o.latitude,
  longitude: o.longitude,
});

/**
 * The office the command asks for (undefined: unchanged), or the errors of its fields: a new
 * profile (or a new office) needs an organisation name and an address.
 */
export async function chooseOffice(
  deps: Pick<HouseDeps, 'geocoder'>,
  input: AdvisorInput,
  current: OfficeRow | null,
  creating: boolean,
): Promise<{ office?: OfficeChoice; errors: Record<string, string[]> }> {
  const addressSent = input.ngrAddressId != null || input.postalCode != null || input.streetNumber != null;
  const touched = addressSent || input.organisationName !== undefined || input.officeName !== undefined;
  if (!creating && !touched) return { errors: {} };
  const errors: Record<string, string[]> = {};
  const organisationName = input.organisationName === undefined ? current?.organisation.name : input.organisationName;
  if (!organisationName) errors.organisationName = [ADVISOR_MESSAGES.organisationName];
  if (!current && !addressSent) errors.postalCode = [ADVISOR_MESSAGES.address];
  if (!organisationName || errors.postalCode) return { errors };
  let looked: Awaited<ReturnType<typeof resolveAddress>>;
  if (addressSent || !current) {
    try {
      looked = await resolveAddress(deps, input, current);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      return { errors: err.fields };
    }
  }
  const address = looked
    ? {
        ngrAddressId: looked.ngrAddressId,
        street: looked.street,
        streetNumber: looked.streetNumber,
        postalCode: looked.postalCode,
        city: looked.city,
        cityCode: looked.cityCode,
        latitude: looked.latitude,
        longitude: looked.longitude,
      }
    : officeAddress(current!);
  const officeName =
    input.officeName !== undefined ? (input.officeName ?? organisationName) : (current?.name ?? organisationName);
  return { office: { organisationName, officeName, address }, errors: {} };
}

/** The id of the office `choice` names: found (same organisation name, address and office name) or made. */
export async function officeFor(tx: Prisma.TransactionClient, choice: OfficeChoice): Promise<number> {
  const organisation =
    (await tx.organisation.findFirst({
      where: { name: { equals: choice.organisationName, mode: 'insensitive' } },
      orderBy: { id: 'asc' },
    })) ?? (await tx.organisation.create({ data: { name: choice.organisationName } }));
  const same = await tx.organisationOffice.findFirst({
    where: {
      organisationId: organisation.id,
      name: choice.officeName,
      ngrAddressId: choice.address.ngrAddressId,
      postalCode: choice.address.postalCode,
      streetNumber: choice.address.streetNumber,
    },
    orderBy: { id: 'asc' },
  });
  if (same) return same.id;
  const made = await tx.organisationOffice.create({
    data: { organisationId: organisation.id, name: choice.officeName, ...choice.address },
  });
  return made.id;
}

/** Removes the office when no advisor works there any more, and then its organisation when it has no office left. */
export async function removeIfUnused(tx: Prisma.TransactionClient, officeId: number | null): Promise<void> {
  if (officeId === null) return;
  const office = await tx.organisationOffice.findUnique({
    where: { id: officeId },
    select: { organisationId: true, _count: { select: { advisors: true } } },
  });
  if (!office || office._count.advisors > 0) return;
  await tx.organisationOffice.delete({ where: { id: officeId } });
  await tx.organisation.deleteMany({ where: { id: office.organisationId, offices: { none: {} } } });
}
