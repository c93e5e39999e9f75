import { encodeGlobalID } from '@pothos/plugin-relay';
import { RateLimitedError } from '../../domain/errors.js';
import { addHouse } from '../../domain/houses/adding.js';
import { assignHouse } from '../../domain/houses/assignment.js';
import { deleteHouse, HouseDeletionNeedsConfirmationError } from '../../domain/houses/deletion.js';
import { HOUSE_STATUSES, STATUS_REASONS } from '../../domain/houses/statuses.js';
import { submitHouse } from '../../domain/houses/submission.js';
import { updateHouse } from '../../domain/houses/updating.js';
import { builder } from '../builder.js';
import { HOUSE_ID, houseIdInput, houseKey, houseMutation } from '../house-mutation.js';
import { ErrorInterface } from './errors.js';

// The owner's house wizard: adding, saving steps, submitting, claiming a funnel house and
// deleting. Resolvers pass the GraphQL input to the domain (its fields are the command's).

const HouseStatusKey = builder.enumType('HouseStatusKey', {
  values: Object.fromEntries(
    HOUSE_STATUSES.map((s) => [s.key.toUpperCase(), { value: s.key, description: s.label }]),
  ) as Record<string, { value: string; description: string }>,
});
const HouseStatusReason = builder.enumType('HouseStatusReason', {
  description: 'Why an owner is open for offers (spec §4).',
  values: Object.fromEntries(
    STATUS_REASONS.map((r) => [r.key.toUpperCase(), { value: r.key, description: r.label }]),
  ) as Record<string, { value: string; description: string }>,
});

type InputT = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const wizardFields = (t: InputT) => ({
  isOwner: t.boolean({ description: 'bevestigen: the seller owns the house' }),
  movingMonths: t.int({ description: 'verhuistermijn: 0, 1, 3, 6, 12 or 24' }),
  houseType: t.string({ description: 'kenmerken / type: house type key (see houseTypes)' }),
  houseStatus: t.field({ type: HouseStatusKey, description: 'aanbod' }),
  statusReason: t.field({ type: HouseStatusReason, description: 'aanbod: required for OPEN_FOR_OFFERS' }),
  price: t.int({ description: 'aanbod: asking price in euro' }),
  minPrice: t.int(),
  maxPrice: t.int(),
  numberRooms: t.int({ description: 'eigenschappen (default 1)' }),
  numberBedrooms: t.int({ description: 'kenmerken / eigenschappen (default 1)' }),
  numberBathrooms: t.int(),
  numberToilets: t.int(),
  numberStories: t.int(),
  constructionYear: t.int(),
  livingM2: t.int({ description: 'afmetingen' }),
  plotM2: t.int(),
  volumeM3: t.int(),
  energyLabel: t.string({ description: 'afmetingen: A++++, A+++, A++, A+, A, B, C, D, E, F or G; null = unknown' }),
  shortDescription: t.string({ description: 'omschrijving (max 300 characters)' }),
  factualDescription: t.string(),
  personalDescription: t.string(),
  tags: t.stringList({ description: 'all tag keys (replaces every tag)' }),
  buildingStyleTags: t.stringList({ description: 'bouwstijl: tag keys of category 1 (replaces those)' }),
  locationTags: t.stringList({ description: 'ligging: tag keys of category 3 (replaces those)' }),
  facilities: t.stringList({ description: 'faciliteiten: facility keys (replaces them)' }),
});

const AddHouseInput = builder.inputType('AddHouseInput', {
  description:
    'A new house: the address from the lookup (ngrAddressId, or postalCode + streetNumber when that finds one address), optionally more wizard fields.',
  fields: (t) => ({
    ngrAddressId: t.string({ description: 'id of the chosen address (addressLookup / address)' }),
    postalCode: t.string(),
    streetNumber: t.string(),
    ...wizardFields(t),
  }),
});

const UpdateHouseInput = builder.inputType('UpdateHouseInput', {
  description: 'Saves one or more wizard steps: only the fields given change (null clears an optional one).',
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    ngrAddressId: t.string(),
    postalCode: t.string(),
    streetNumber: t.string(),
    ...wizardFields(t),
  }),
});

const SubmitHouseInput = houseIdInput('SubmitHouseInput', 'Sends the house in for moderation.');
const AssignHouseInput = houseIdInput(
  'AssignHouseInput',
  'Claims a house created in the seller funnel before sign-up.',
);

const DeleteHouseInput = builder.inputType('DeleteHouseInput', {
  fields: (t) => ({
    houseId: t.id({ required: true, description: HOUSE_ID }),
    force: t.boolean({
      description:
        'Without force, a submitted house with likes, offers or viewings is not deleted (HouseDeletionNeedsConfirmationError: ask its message, then repeat with force).',
    }),
  }),
});

houseMutation(
  'addHouse',
  'Saving without an id creates the house (owner = viewer; ownerless for a visitor in the funnel).',
  AddHouseInput,
  (ctx, input) => addHouse(ctx, input),
  // Visitors' funnel houses are counted per IP.
  [RateLimitedError],
);
houseMutation(
  'updateHouse',
  'Saves wizard steps; a house not yet submitted is submitted once its address, offer and type are complete.',
  UpdateHouseInput,
  (ctx, input) => updateHouse(ctx, houseKey(ctx, input), input),
);
houseMutation(
  'submitHouse',
  'Sends the house in for moderation (address, offer and type must be complete).',
  SubmitHouseInput,
  (ctx, input) => submitHouse(ctx, houseKey(ctx, input)),
);
houseMutation(
  'assignHouse',
  'The logged-in user becomes the owner of an ownerless (funnel) house.',
  AssignHouseInput,
  (ctx, input) => assignHouse(ctx, houseKey(ctx, input)),
);
const HouseInterest = builder.objectRef<HouseDeletionNeedsConfirmationError['interested']>('HouseInterest').implement({
  description: 'How many people showed interest in a house.',
  fields: (t) => ({
    likes: t.exposeInt('likes'),
    offers: t.exposeInt('offers'),
    viewings: t.exposeInt('viewings'),
  }),
});

builder.objectType(HouseDeletionNeedsConfirmationError, {
  name: 'HouseDeletionNeedsConfirmationError',
  description: 'People are interested in this house: ask `message` as a question, then repeat with `force: true`.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ interested: t.field({ type: HouseInterest, resolve: (e) => e.interested }) }),
});

builder.mutationField('deleteHouse', (t) =>
  t.id({
    description: 'Deletes the house and its photos. See `force`.',
    args: { input: t.arg({ type: DeleteHouseInput, required: true }) },
    errors: {
      types: [HouseDeletionNeedsConfirmationError],
      result: { name: 'DeleteHousePayload' },
      union: { name: 'DeleteHouseResult' },
      dataField: { name: 'deletedHouseId', description: 'Global id of the deleted house (for @deleteRecord).' },
    },
    resolve: async (_root, { input }, ctx) =>
      encodeGlobalID('House', await deleteHouse(ctx, houseKey(ctx, input), { force: input.force ?? false })),
  }),
);
