import { userRoute } from '../domain/kernel/viewer.js';
import type { Storage } from '../domain/ports/storage.js';
import type { Prisma } from '../generated/prisma/client.js';
import { avatarJson } from './user-card-json.js';

// Spec §3 "Advisor" in snake_case: the shape of GET /api/advisors/{id} and of every answer that
// carries an advisor (lists, suggestions, the user's advisors). Load the row with ADVISOR_JSON_INCLUDE.

export const ADVISOR_JSON_INCLUDE = {
  user: { include: { avatar: true } },
  organisationOffice: { include: { organisation: true } },
  expertises: { include: { expertise: true }, orderBy: { expertiseId: 'asc' } },
  certificates: {
    include: {
      certificate: { include: { expertises: { include: { expertise: true }, orderBy: { expertiseId: 'asc' } } } },
    },
    orderBy: { certificateId: 'asc' },
  },
  languages: { include: { language: true }, orderBy: { languageId: 'asc' } },
} satisfies Prisma.AdvisorInclude;

export type AdvisorJsonRow = Prisma.AdvisorGetPayload<{ include: typeof ADVISOR_JSON_INCLUDE }>;
export type OfficeJsonRow = Prisma.OrganisationOfficeGetPayload<{ include: { organisation: true } }>;

export const expertiseJson = (e: { id: number; key: string; name: string }) => ({ id: e.id, key: e.key, name: e.name });

export const languageJson = (l: { id: number; code: string; name: string }) => ({
  id: l.id,
  code: l.code,
  name: l.name,
});

export function certificateJson(c: {
  id: number;
  name: string;
  expertises: { expertise: Parameters<typeof expertiseJson>[0] }[];
}) {
  return { id: c.id, name: c.name, expertises: c.expertises.map((link) => expertiseJson(link.expertise)) };
}

/** An office with its organisation: a published business address, exact for everybody. */
export function officeJson(o: OfficeJsonRow) {
  return {
    id: o.id,
    name: o.name,
    street: o.street,
    street_number: o.streetNumber,
    postal_code: o.postalCode,
    city: o.city,
    city_code: o.cityCode,
    ngr_address_id: o.ngrAddressId,
    latitude: o.latitude,
    longitude: o.longitude,
    organisation: { id: o.organisation.id, name: o.organisation.name },
  };
}

export function advisorJson(storage: Storage, a: AdvisorJsonRow) {
  return {
    id: a.id,
    // An advisor is known by their full name (notification data of spec §3 names user.full_name).
    user: {
      id: a.user.id,
      slug: a.user.slug,
      first_name: a.user.firstName,
      full_name: `${a.user.firstName} ${a.user.lastName}`.trim(),
      route: userRoute(a.user),
      asset_id: a.user.avatarAssetId,
      asset: avatarJson(storage, a.user.avatar),
      bio: a.user.bio,
    },
    organisation_office: a.organisationOffice ? officeJson(a.organisationOffice) : null,
    expertises: a.expertises.map((link) => expertiseJson(link.expertise)),
    certificates: a.certificates.map((link) => certificateJson(link.certificate)),
    languages: a.languages.map((link) => languageJson(link.language)),
    is_available_officehours: a.isAvailableOfficehours,
    is_available_evenings: a.isAvailableEvenings,
    is_available_weekends: a.isAvailableWeekends,
    // Work area radius in metres around the office (1000–15000).
    range: a.range,
    accept_terms: a.acceptTerms,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
