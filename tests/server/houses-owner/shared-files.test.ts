import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import type { createMemoryStorage } from '../../helpers/memory-storage.js';
import { cookieFor, type Json, restClient } from './setup.js';

// The demo houses share photos (one asset linked to several houses, or
// several asset rows naming the same files). removeHousePhoto on House 1 took Photo 36 from House 5
// and its file answered 404 (served from the storage). A photo link goes alone; an asset row only when no house photo or
// avatar refers to it; a file only when no asset row names it. REST and GraphQL, houses and avatars.

let t: TestApp;
let api: ReturnType<typeof restClient>;
let files: ReturnType<typeof createMemoryStorage>['files'];
let seq = 0;

const keysOf = (base: string) => [`${base}.webp`, `${base}-thumb.webp`, `${base}-medium.webp`];

/** An asset row naming the files of `base` (put in the storage), linked to the given houses. */
async function asset(base: string, houseIds: number[] = [], kind = 'house_photo') {
  for (const key of keysOf(base)) await t.services.storage.put(key, Buffer.from(key), 'image/webp');
  const [path, thumb, medium] = keysOf(base);
  const row = await t.db.prisma.asset.create({
    data: {
      kind,
      mimeType: 'image/webp',
      width: 640,
      height: 480,
      path,
      variants: { thumb: { path: thumb, width: 320, height: 240 }, medium: { path: medium, width: 640, height: 480 } },
    },
  });
  for (const houseId of houseIds)
    await t.db.prisma.houseAsset.create({ data: { houseId, assetId: row.id, position: seq++ } });
  return row;
}

const stored = (base: string) => keysOf(base).map((k) => files.has(k));
const ALL = [true, true, true];
const NONE = [false, false, false];

async function owner() {
  const user = await createUser(t.db.prisma);
  const house = await createHouse(t.db.prisma, { ownerUserId: user.id, moderationStatus: 'new' });
  return { user, house, cookie: await cookieFor(t, user.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  files = (t.services.storage as ReturnType<typeof createMemoryStorage>).files;
});
afterAll(() => t.close());

describe('removing a house photo', () => {
  it('REST: a photo shared with another house stays with that house, and its files stay served', async () => {
    const a = await owner();
    const b = await owner();
    const shared = await asset('shared/rest-36', [a.house.id, b.house.id]);
    const res = await api.del(`/api/houses/${a.house.id}/photos/${shared.id}`, undefined, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body.house_assets).toEqual([]);
    expect(await t.db.prisma.houseAsset.count({ where: { houseId: b.house.id, assetId: shared.id } })).toBe(1);
    expect(stored('shared/rest-36')).toEqual(ALL);
    expect(await t.services.storage.get('shared/rest-36-medium.webp')).not.toBeNull();
    const other = await api.get(`/api/houses/${b.house.id}`, b.cookie);
    expect(other.body.house_assets).toHaveLength(1);
    // The last house lets go: the row and the files go.
    expect((await api.del(`/api/houses/${b.house.id}/photos/${shared.id}`, undefined, b.cookie)).status).toBe(200);
    expect(await t.db.prisma.asset.count({ where: { id: shared.id } })).toBe(0);
    expect(stored('shared/rest-36')).toEqual(NONE);
  });

  it('GraphQL: two asset rows naming the same files keep them until the last row goes', async () => {
    const a = await owner();
    const b = await owner();
    const mine = await asset('shared/gql-7', [a.house.id]);
    const theirs = await asset('shared/gql-7', [b.house.id]);
    const remove = (houseId: number, photoId: number, cookie: string) =>
      t.graphql<Json>(
        `mutation ($i: RemoveHousePhotoInput!) { removeHousePhoto(input: $i) { __typename ... on Error { message } } }`,
        { i: { houseId: encodeGlobalID('House', houseId), photoId: encodeGlobalID('Photo', photoId) } },
        { cookie },
      );
    expect((await remove(a.house.id, mine.id, a.cookie)).data.removeHousePhoto.__typename).toBe(
      'RemoveHousePhotoPayload',
    );
    expect(await t.db.prisma.asset.count({ where: { id: mine.id } })).toBe(0);
    expect(stored('shared/gql-7')).toEqual(ALL);
    expect((await remove(b.house.id, theirs.id, b.cookie)).data.removeHousePhoto.__typename).toBe(
      'RemoveHousePhotoPayload',
    );
    expect(stored('shared/gql-7')).toEqual(NONE);
  });
});

describe('deleting a house', () => {
  it('REST and GraphQL: photos shared with other houses or avatars stay; unshared ones go', async () => {
    const a = await owner();
    const b = await owner();
    const shared = await asset('shared/del-1', [a.house.id, b.house.id]);
    const sameFiles = await asset('shared/del-2', [a.house.id]);
    await asset('shared/del-2', [b.house.id]);
    const own = await asset('shared/del-3', [a.house.id]);
    expect((await api.del(`/api/houses/${a.house.id}`, { force: true }, a.cookie)).status).toBe(204);
    expect(await t.db.prisma.asset.count({ where: { id: shared.id } })).toBe(1);
    expect(await t.db.prisma.houseAsset.count({ where: { houseId: b.house.id } })).toBe(2);
    expect(stored('shared/del-1')).toEqual(ALL);
    expect(await t.db.prisma.asset.count({ where: { id: sameFiles.id } })).toBe(0);
    expect(stored('shared/del-2')).toEqual(ALL);
    expect(await t.db.prisma.asset.count({ where: { id: own.id } })).toBe(0);
    expect(stored('shared/del-3')).toEqual(NONE);

    // An avatar that is also a house photo.
    const c = await owner();
    const avatar = await asset('shared/del-4', [c.house.id], 'avatar');
    await t.db.prisma.user.update({ where: { id: b.user.id }, data: { avatarAssetId: avatar.id } });
    const res = await t.graphql<Json>(
      'mutation ($i: DeleteHouseInput!) { deleteHouse(input: $i) { __typename } }',
      { i: { houseId: encodeGlobalID('House', c.house.id), force: true } },
      { cookie: c.cookie },
    );
    expect(res.data.deleteHouse.__typename).toBe('DeleteHousePayload');
    expect(await t.db.prisma.asset.count({ where: { id: avatar.id } })).toBe(1);
    expect(stored('shared/del-4')).toEqual(ALL);
  });
});

describe('profile photos', () => {
  it('REST: removing an avatar whose files another asset names keeps the files', async () => {
    const a = await owner();
    const avatar = await asset('shared/av-1', [], 'avatar');
    await asset('shared/av-1', [a.house.id]);
    await t.db.prisma.user.update({ where: { id: a.user.id }, data: { avatarAssetId: avatar.id } });
    expect((await api.del('/api/user/avatar', undefined, a.cookie)).status).toBe(200);
    expect(await t.db.prisma.asset.count({ where: { id: avatar.id } })).toBe(0);
    expect(stored('shared/av-1')).toEqual(ALL);
  });

  it("GraphQL: removing an avatar that is also another user's avatar keeps row and files; the last one lets go", async () => {
    const a = await owner();
    const b = await owner();
    const avatar = await asset('shared/av-2', [], 'avatar');
    for (const u of [a.user, b.user])
      await t.db.prisma.user.update({ where: { id: u.id }, data: { avatarAssetId: avatar.id } });
    const remove = (cookie: string) =>
      t.graphql<Json>('mutation { removeProfilePhoto { __typename } }', undefined, { cookie });
    expect((await remove(a.cookie)).data.removeProfilePhoto.__typename).toBe('RemoveProfilePhotoPayload');
    expect(await t.db.prisma.asset.count({ where: { id: avatar.id } })).toBe(1);
    expect(stored('shared/av-2')).toEqual(ALL);
    expect((await remove(b.cookie)).data.removeProfilePhoto.__typename).toBe('RemoveProfilePhotoPayload');
    expect(await t.db.prisma.asset.count({ where: { id: avatar.id } })).toBe(0);
    expect(stored('shared/av-2')).toEqual(NONE);
  });
});
