import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';
import { cookieFor, demoHouses, type Json, makeSubscriber } from './setup.js';

// The same domain through GraphQL: verb-first mutations with one input, ...Payload { house } or a
// typed error (InputError with field paths, an Error type per failure), owner-only fields.

let t: TestApp;
let sellerCookie: string;
let otherCookie: string;
let subscriberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  await demoHouses(t);
  sellerCookie = await cookieFor(t, (await createUser(t.db.prisma, { firstName: 'Sanne' })).id);
  otherCookie = await cookieFor(t, (await createUser(t.db.prisma)).id);
  const sub = await createUser(t.db.prisma);
  await makeSubscriber(t, sub.id);
  subscriberCookie = await cookieFor(t, sub.id);
});
afterAll(() => t.close());

const HOUSE = `id slug streetNumber postalCode ngrAddressId moderationStatus submitted viewerIsOwner isOwner movingMonths
  houseStatus statusReason currentHouseStatus { label descriptionLabel } price minPrice maxPrice numberRooms numberBedrooms
  houseType { key } tags { key } facilities { key }
  completion { address type characteristics measurements properties buildingStyle location facilities photos description confirmation offer complete }`;
const ADD = `mutation($input: AddHouseInput!) { addHouse(input: $input) {
  __typename ... on AddHousePayload { house { ${HOUSE} } }
  ... on InputError { message fieldErrors { field messages } } ... on Error { message } } }`;
const UPDATE = `mutation($input: UpdateHouseInput!) { updateHouse(input: $input) {
  __typename ... on UpdateHousePayload { house { ${HOUSE} } }
  ... on InputError { message fieldErrors { field messages } } ... on Error { message } } }`;

const add = async (input: Json, cookie = sellerCookie) =>
  (await t.graphql<Json>(ADD, { input }, { cookie })).data.addHouse;
const update = async (input: Json, cookie = sellerCookie) =>
  (await t.graphql<Json>(UPDATE, { input }, { cookie })).data.updateHouse;

describe('addHouse / updateHouse', () => {
  let id: string;

  it('adds a house from the address lookup', async () => {
    const lookup = await t.graphql<Json>(
      `{ addressLookup(postalCode: "3526KP", streetNumber: "93") { ... on AddressLookupSuccess { addresses { id } } } }`,
    );
    const result = await add({ ngrAddressId: lookup.data.addressLookup.addresses[0].id });
    expect(result.__typename).toBe('AddHousePayload');
    expect(result.house).toMatchObject({
      streetNumber: '93',
      postalCode: '3526KP',
      ngrAddressId: 'adr-demo-3526KP-93',
      moderationStatus: 'new',
      submitted: false,
      viewerIsOwner: true,
      numberRooms: 1,
      numberBedrooms: 1,
      completion: { address: true, offer: true, type: false, complete: false },
    });
    id = result.house.id;
  });

  it('reports invalid input as an InputError with the field names of its input', async () => {
    const missing = await add({});
    expect(missing).toEqual({
      __typename: 'InputError',
      message: 'Opslaan mislukt, check de invoer',
      fieldErrors: [
        { field: 'postalCode', messages: ['Vul een postcode in.'] },
        { field: 'streetNumber', messages: ['Vul een huisnummer in.'] },
      ],
    });
    const bad = await update({ houseId: id, numberBathrooms: -1, minPrice: 5, maxPrice: 4 });
    expect(bad.__typename).toBe('InputError');
    expect(bad.fieldErrors).toEqual([
      { field: 'numberBathrooms', messages: ['Het aantal badkamers mag niet negatief zijn.'] },
    ]);
    const crossed = await update({ houseId: id, minPrice: 5, maxPrice: 4 });
    expect(crossed.fieldErrors).toEqual([
      { field: 'maxPrice', messages: ['De maximumprijs mag niet lager zijn dan de minimumprijs.'] },
    ]);
  });

  it('saves steps with a partial input; null clears; submitted once address, offer and type are complete', async () => {
    const step1 = await update({ houseId: id, isOwner: true, movingMonths: 6 });
    expect(step1.house).toMatchObject({
      isOwner: true,
      movingMonths: 6,
      completion: { confirmation: true },
      submitted: false,
    });
    const step2 = await update({
      houseId: id,
      houseStatus: 'OPEN_FOR_OFFERS',
      statusReason: 'NEW_HOUSE',
      price: 500_000,
    });
    expect(step2.house).toMatchObject({
      houseStatus: 'open_for_offers',
      statusReason: 'new_house',
      currentHouseStatus: { label: 'Open voor biedingen', descriptionLabel: 'Als ik een woning vind' },
      price: 500_000,
      moderationStatus: 'new',
    });
    const history = `query($id: ID!) { node(id: $id) { ... on House { statusHistory { status label reasonLabel } } } }`;
    expect((await t.graphql<Json>(history, { id }, { cookie: sellerCookie })).data.node.statusHistory).toEqual([
      { status: 'selling', label: 'Te koop', reasonLabel: null },
      { status: 'open_for_offers', label: 'Open voor biedingen', reasonLabel: 'Als ik een woning vind' },
    ]);
    // Not submitted yet: others cannot even open it.
    expect((await t.graphql<Json>(history, { id }, { cookie: otherCookie })).data.node).toBeNull();
    const step3 = await update({
      houseId: id,
      houseType: 'hoekwoning',
      numberBedrooms: 2,
      buildingStyleTags: ['jaren_30'],
      locationTags: ['aan_een_park'],
      facilities: ['tuin'],
    });
    expect(step3.house).toMatchObject({
      houseType: { key: 'hoekwoning' },
      moderationStatus: 'submitted',
      submitted: true,
      completion: { type: true, characteristics: true, buildingStyle: true, location: true, facilities: true },
    });
    expect(step3.house.tags.map((x: Json) => x.key).sort()).toEqual(['aan_een_park', 'jaren_30']);
    expect((await t.graphql<Json>(history, { id }, { cookie: otherCookie })).data.node).toEqual({
      statusHistory: null,
    });
    const cleared = await update({ houseId: id, price: null, minPrice: 450_000, maxPrice: 520_000 });
    expect(cleared.house).toMatchObject({
      price: null,
      minPrice: 450_000,
      maxPrice: 520_000,
      completion: { offer: true },
    });
  });

  it('only the owner: another user DomainError 403 (listed) / 404 (unlisted), a visitor 401', async () => {
    expect(await update({ houseId: id, numberRooms: 2 }, otherCookie)).toEqual({
      __typename: 'ForbiddenError',
      message: 'Alleen de eigenaar van deze woning kan dit doen.',
    });
    const unlisted = (await add({ ngrAddressId: 'adr-demo-3526KP-93A' })).house.id;
    expect((await update({ houseId: unlisted, numberRooms: 2 }, otherCookie)).__typename).toBe('NotFoundError');
    const visitor = (await t.graphql<Json>(UPDATE, { input: { houseId: id, numberRooms: 2 } })).data.updateHouse;
    expect(visitor).toMatchObject({ __typename: 'UnauthenticatedError' });
  });

  it('keeps the exact address, the address id and moderation details from others (subscribers see the address)', async () => {
    const q = `query($id: ID!) { node(id: $id) { ... on House { streetNumber postalCode ngrAddressId moderationStatus submitted locationIsExact completion { complete } } } }`;
    expect((await t.graphql<Json>(q, { id }, { cookie: otherCookie })).data.node).toEqual({
      streetNumber: null,
      postalCode: null,
      ngrAddressId: null,
      moderationStatus: null,
      submitted: null,
      locationIsExact: false,
      completion: { complete: false },
    });
    expect((await t.graphql<Json>(q, { id }, { cookie: subscriberCookie })).data.node).toMatchObject({
      streetNumber: '93',
      postalCode: '3526KP',
      moderationStatus: null,
    });
  });
});

describe('submitHouse, deleteHouse, assignHouse, viewer.houses', () => {
  it('submitHouse names what is missing as an InputError', async () => {
    const house = (await add({ ngrAddressId: 'adr-demo-3531CD-12' })).house;
    const q = `mutation($input: SubmitHouseInput!) { submitHouse(input: $input) { __typename
      ... on SubmitHousePayload { house { moderationStatus } } ... on InputError { message fieldErrors { field } } } }`;
    const early = (await t.graphql<Json>(q, { input: { houseId: house.id } }, { cookie: sellerCookie })).data
      .submitHouse;
    expect(early).toEqual({
      __typename: 'InputError',
      message: 'Vul eerst het adres, het aanbod en het type woning in.',
      fieldErrors: [{ field: 'houseType' }],
    });
    await update({ houseId: house.id, houseType: 'villa', houseStatus: 'NOT_FOR_SALE' });
    const ok = (await t.graphql<Json>(q, { input: { houseId: house.id } }, { cookie: sellerCookie })).data.submitHouse;
    expect(ok).toEqual({ __typename: 'InputError', message: expect.any(String), fieldErrors: [{ field: 'price' }] });
    await update({ houseId: house.id, price: 900_000 });
    const done = (await t.graphql<Json>(q, { input: { houseId: house.id } }, { cookie: sellerCookie })).data
      .submitHouse;
    expect(done).toEqual({ __typename: 'SubmitHousePayload', house: { moderationStatus: 'submitted' } });
  });

  it('deleteHouse asks first (HouseDeletionNeedsConfirmationError with the counts) when people liked it, deletes with force, and returns the global id', async () => {
    const owner = await createUser(t.db.prisma);
    const cookie = await cookieFor(t, owner.id);
    const row = await createHouse(t.db.prisma, { ownerUserId: owner.id, likingUsersCount: 3 });
    const id = (await t.graphql<Json>(`query($s: String!) { house(slug: $s) { id } }`, { s: row.slug })).data.house.id;
    const q = `mutation($input: DeleteHouseInput!) { deleteHouse(input: $input) { __typename
      ... on DeleteHousePayload { deletedHouseId } ... on Error { message }
      ... on HouseDeletionNeedsConfirmationError { interested { likes offers viewings } } } }`;
    const ask = (await t.graphql<Json>(q, { input: { houseId: id } }, { cookie })).data.deleteHouse;
    expect(ask).toEqual({
      __typename: 'HouseDeletionNeedsConfirmationError',
      message: 'Deze woning is door 3 mensen bewaard. Weet je zeker dat je hem wilt verwijderen?',
      interested: { likes: 3, offers: 0, viewings: 0 },
    });
    expect(
      (await t.graphql<Json>(q, { input: { houseId: id, force: true } }, { cookie: otherCookie })).data.deleteHouse
        .__typename,
    ).toBe('ForbiddenError');
    const done = (await t.graphql<Json>(q, { input: { houseId: id, force: true } }, { cookie })).data.deleteHouse;
    expect(done).toEqual({ __typename: 'DeleteHousePayload', deletedHouseId: id });
    expect(await t.db.prisma.house.count({ where: { id: row.id } })).toBe(0);
  });

  it('assignHouse gives a funnel house to the viewer in the browser that made it', async () => {
    const maker = testBrowser(t);
    const funnel = (await maker.graphql(ADD, { input: { ngrAddressId: 'adr-demo-3531CD-12' } })).data.addHouse;
    expect(funnel.house).toMatchObject({ viewerIsOwner: false, streetNumber: null, moderationStatus: null });
    const q = `mutation($input: AssignHouseInput!) { assignHouse(input: $input) { __typename
      ... on AssignHousePayload { house { viewerIsOwner streetNumber } } ... on Error { message } } }`;
    expect((await maker.graphql(q, { input: { houseId: funnel.house.id } })).data.assignHouse.__typename).toBe(
      'UnauthenticatedError',
    );
    maker.token = otherCookie.split('=')[1]; // the visitor logged in
    const mine = (await maker.graphql(q, { input: { houseId: funnel.house.id } })).data.assignHouse;
    expect(mine).toEqual({ __typename: 'AssignHousePayload', house: { viewerIsOwner: true, streetNumber: '12' } });
    expect(
      (await t.graphql<Json>(q, { input: { houseId: funnel.house.id } }, { cookie: sellerCookie })).data.assignHouse
        .__typename,
    ).toBe('NotFoundError');
  });

  it('viewer.houses lists all own houses (any moderation state); another user sees only listed ones', async () => {
    const q = `{ viewer { houses(first: 20) { totalCount edges { node { moderationStatus viewerIsOwner } } } } }`;
    const mine = (await t.graphql<Json>(q, {}, { cookie: sellerCookie })).data.viewer.houses;
    const states = mine.edges.map((e: Json) => e.node.moderationStatus);
    expect(states).toContain('new');
    expect(states).toContain('submitted');
    expect(mine.totalCount).toBe(states.length);
    expect(mine.edges.every((e: Json) => e.node.viewerIsOwner)).toBe(true);
    const slug = (await t.db.prisma.user.findFirstOrThrow({ where: { firstName: 'Sanne' } })).slug;
    const theirs = await t.graphql<Json>(
      `query($s: String!) { house(slug: $s) { sellerUser { houses(first: 20) { totalCount } } } }`,
      {
        s: (await t.db.prisma.house.findFirstOrThrow({ where: { owner: { slug }, moderationStatus: 'submitted' } }))
          .slug,
      },
      { cookie: otherCookie },
    );
    expect(theirs.data.house.sellerUser.houses.totalCount).toBe(states.filter((s: string) => s !== 'new').length);
  });
});

describe("the owner's house page operation", () => {
  it('runs the same small number of SQL statements for a bare and a full house (no N+1)', async () => {
    const owner = await createUser(t.db.prisma);
    const cookie = await cookieFor(t, owner.id);
    const ref = await withReferenceData(t.db.prisma);
    const bare = await createHouse(t.db.prisma, { ownerUserId: owner.id, photos: 1 });
    const full = await createHouse(t.db.prisma, {
      ownerUserId: owner.id,
      photos: 8,
      tagIds: [ref.tags.jaren_30.id, ref.tags.modern.id, ref.tags.aan_het_water.id],
      facilityIds: [ref.facilities.tuin.id, ref.facilities.balkon.id, ref.facilities.lift.id],
      houseTypeId: ref.types.villa.id,
    });
    for (const [house, fans] of [
      [bare, 1],
      [full, 6],
    ] as const) {
      for (let i = 0; i < fans; i++) {
        const fan = await createUser(t.db.prisma);
        await t.db.prisma.like.create({ data: { userId: fan.id, houseId: house.id } });
      }
    }
    const q = `query($slug: String!) { house(slug: $slug) { ${HOUSE} route formattedAddressLine latitude locationIsExact
      photos { id thumbUrl mediumUrl } mainPhoto { medium2xUrl } sellerUser { firstName avatarUrl }
      likingUsersCount viewerCanLike viewerCanUnlike submittedAt likedBy(first: 10) { totalCount edges { node { firstName avatarUrl } } } } }`;
    const count = async (slug: string) => {
      t.db.resetQueryLog();
      const res = await t.graphql<Json>(q, { slug }, { cookie });
      expect(res.errors).toBeUndefined();
      return { n: t.db.queries.length, house: res.data.house };
    };
    await count(bare.slug); // warm-up
    const small = await count(bare.slug);
    const large = await count(full.slug);
    expect(large.house.photos).toHaveLength(8);
    expect(large.house.likedBy.totalCount).toBe(6);
    expect(large.house.completion).toMatchObject({
      photos: true,
      buildingStyle: true,
      location: true,
      facilities: true,
    });
    expect(large.n).toBe(small.n);
    // Prisma loads each relation with its own statement: session, viewer, house, then one per relation
    // (type, tag links, tags, facility links, facilities, photo links, photos, seller, avatar, the viewer's like),
    // then likedBy: page, count, users, avatars.
    expect(small.n).toBeLessThanOrEqual(17);
  });
});
