import { publicAdvisorWhere } from '../../domain/advisors/access.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { builder } from '../builder.js';
import { Certificate, Expertise, Language } from './reference-data.js';
import { self, User } from './users.js';

// Advisors (makelaars, hypotheekadviseurs, taxateurs ..., spec §3 "Advisor"): the Advisor node with
// its organisation office and reference data. Other advisor work (search, contact, reviews) adds
// fields with builder.prismaObjectFields(Advisor, ...).

export const Organisation = builder.prismaObject('Organisation', {
  fields: (t) => ({ name: t.exposeString('name') }),
});

export const OrganisationOffice = builder.prismaObject('OrganisationOffice', {
  description:
    "An advisor's office: a business address the advisor publishes, so its location is exact for everybody (unlike a house's).",
  fields: (t) => ({
    name: t.exposeString('name'),
    street: t.exposeString('street', { nullable: true }),
    streetNumber: t.exposeString('streetNumber', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    cityCode: t.exposeString('cityCode', { nullable: true, description: 'CBS code of the place.' }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    organisation: t.relation('organisation'),
  }),
});

export const Advisor = builder.prismaNode('Advisor', {
  id: { field: 'id' },
  // node(id:) of an unknown, unpublished or deleted advisor is null, not an error.
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id), ...publicAdvisorWhere }),
  description:
    'An advisor profile (makelaar, hypotheekadviseur, taxateur ...): one per user. The work area is a circle of `range` metres around the office.',
  fields: (t) => ({
    user: t.relation('user'),
    fullName: t.string({
      description: "The advisor's full name: an advisor is known by it (the user's own fullName stays private).",
      select: { user: { select: { firstName: true, lastName: true } } },
      resolve: (a) => `${a.user.firstName} ${a.user.lastName}`.trim(),
    }),
    organisationOffice: t.relation('organisationOffice', { nullable: true }),
    expertises: t.field({
      type: [Expertise],
      select: { expertises: { select: { expertise: true }, orderBy: { expertiseId: 'asc' } } },
      resolve: (a) => a.expertises.map((link) => link.expertise),
    }),
    certificates: t.field({
      type: [Certificate],
      select: { certificates: { select: { certificate: true }, orderBy: { certificateId: 'asc' } } },
      resolve: (a) => a.certificates.map((link) => link.certificate),
    }),
    languages: t.field({
      type: [Language],
      select: { languages: { select: { language: true }, orderBy: { languageId: 'asc' } } },
      resolve: (a) => a.languages.map((link) => link.language),
    }),
    isAvailableOfficehours: t.exposeBoolean('isAvailableOfficehours'),
    isAvailableEvenings: t.exposeBoolean('isAvailableEvenings'),
    isAvailableWeekends: t.exposeBoolean('isAvailableWeekends'),
    range: t.exposeInt('range', { description: 'Work area radius in metres (1000–15000).' }),
    acceptTerms: t.exposeBoolean('acceptTerms'),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  advisorProfile: t.relation('advisor', {
    ...self,
    description: "The viewer's own advisor profile (null when they have none; null for other users).",
  }),
}));
