import { encodeGlobalID } from '@pothos/plugin-relay';
import type { RequestContext } from '../../context.js';
import { visibleAdvisorWhere } from '../../domain/advisors/access.js';
import { createAdvisorProfile, deleteAdvisorProfile, updateAdvisorProfile } from '../../domain/advisors/profile.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { builder } from '../builder.js';
import { rowIdOf } from '../global-ids.js';
import { rowMutation } from '../row-mutation.js';
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
  // node(id:) of an unknown or deleted advisor (or an unpublished one of someone else) is null, not an error.
  nullable: true,
  findUnique: (id, ctx) => ({ id: rowIdOrNone(id), AND: [visibleAdvisorWhere(ctx.viewer)] }),
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

// ───────────── the viewer's advisor profile: create, update, delete ─────────────

type InputT = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const profileFields = (t: InputT) => ({
  organisationName: t.string({ description: 'Required for a new profile; advisors naming the same one share it.' }),
  officeName: t.string({ description: "The office's name (default: the organisation's)." }),
  ngrAddressId: t.string({
    description: 'Office address: the id of the chosen address lookup result (addressLookup).',
  }),
  postalCode: t.string({ description: 'Office address by postcode + number, when that finds exactly one.' }),
  streetNumber: t.string(),
  expertises: t.stringList({ description: 'Expertise keys or ids, at least one (replaces them).' }),
  certificates: t.stringList({
    description: 'Certificate names or ids, each for one of the expertises (replaces them).',
  }),
  languages: t.stringList({ description: 'Language codes or ids, at least one (replaces them).' }),
  isAvailableOfficehours: t.boolean({ description: 'Default true.' }),
  isAvailableEvenings: t.boolean({ description: 'Default false.' }),
  isAvailableWeekends: t.boolean({ description: 'Default false.' }),
  range: t.int({ description: 'Work area radius in metres, 1000–15000 (default 15000).' }),
  acceptTerms: t.boolean({ description: 'Must be true to create (publish) the profile; cannot be withdrawn.' }),
});
const ADVISOR_ID = 'Global id of the Advisor.';

const CreateAdvisorProfileInput = builder.inputType('CreateAdvisorProfileInput', {
  description: "The viewer's advisor profile (one per user).",
  fields: (t) => profileFields(t),
});
const UpdateAdvisorProfileInput = builder.inputType('UpdateAdvisorProfileInput', {
  description: 'Fields left out stay as they are.',
  fields: (t) => ({ advisorId: t.id({ required: true, description: ADVISOR_ID }), ...profileFields(t) }),
});
const DeleteAdvisorProfileInput = builder.inputType('DeleteAdvisorProfileInput', {
  fields: (t) => ({ advisorId: t.id({ required: true, description: ADVISOR_ID }) }),
});

/** The advisor an input names; a wrong id names none (the domain answers after its rights check). */
const advisorKey = (input: { advisorId?: unknown }) => {
  const id = rowIdOf(input.advisorId, 'Advisor');
  return Number.isNaN(id) ? 0 : id;
};

const advisorMutation = <Input>(
  name: string,
  description: string,
  // biome-ignore lint/suspicious/noExplicitAny: the input ref's type parameter differs per mutation.
  input: any,
  run: (ctx: RequestContext, input: Input) => Promise<number>,
) =>
  rowMutation({
    name,
    description,
    input,
    run,
    type: Advisor,
    dataField: 'advisor',
    load: (ctx, query, id) => ctx.prisma.advisor.findUniqueOrThrow({ ...query, where: { id } }),
  });

advisorMutation(
  'createAdvisorProfile',
  "Creates the viewer's advisor profile. Visitor: UnauthenticatedError; already one: ConflictError; InputError per field (Dutch).",
  CreateAdvisorProfileInput,
  (ctx, input) => createAdvisorProfile(ctx, input),
);
advisorMutation(
  'updateAdvisorProfile',
  "Changes the viewer's advisor profile. Another user's: ForbiddenError; unknown: NotFoundError.",
  UpdateAdvisorProfileInput,
  (ctx, input: { advisorId?: unknown }) => updateAdvisorProfile(ctx, advisorKey(input), input),
);

builder.mutationField('deleteAdvisorProfile', (t) =>
  t.id({
    description: "Deletes the viewer's advisor profile (and its office when nobody else works there).",
    args: { input: t.arg({ type: DeleteAdvisorProfileInput, required: true }) },
    errors: {
      result: { name: 'DeleteAdvisorProfilePayload' },
      union: { name: 'DeleteAdvisorProfileResult' },
      dataField: { name: 'deletedAdvisorId', description: 'Global id of the deleted advisor (for @deleteRecord).' },
    },
    resolve: async (_root, { input }, ctx) =>
      encodeGlobalID('Advisor', await deleteAdvisorProfile(ctx, advisorKey(input))),
  }),
);
