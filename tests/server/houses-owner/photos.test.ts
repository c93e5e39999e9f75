import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_OPERATION_MAX_BYTES, GRAPHQL_UPLOAD_MAX_BYTES } from '../../../server/graphql/body-limit.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import type { createMemoryStorage } from '../../helpers/memory-storage.js';
import { cookieFor, type Json, restClient } from './setup.js';

// House photos: several at once, type and size checks with Dutch messages, variants through the
// storage, reorder, main photo, delete (files too); REST multipart and the GraphQL File scalar.

let t: TestApp;
let api: ReturnType<typeof restClient>;
let files: ReturnType<typeof createMemoryStorage>['files'];
let ownerCookie: string;
let otherCookie: string;
let houseId: number;

const png = (color: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const file = async (name: string, color = '#88aacc') => new File([await png(color)], name, { type: 'image/png' });

const upload = async (id: number | string, list: File[], cookie?: string, field = 'photos[]') => {
  const form = new FormData();
  for (const f of list) form.append(field, f);
  const res = await t.request(`/api/houses/${id}/photos`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
};

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  files = (t.services.storage as ReturnType<typeof createMemoryStorage>).files;
  const owner = await createUser(t.db.prisma);
  ownerCookie = await cookieFor(t, owner.id);
  otherCookie = await cookieFor(t, (await createUser(t.db.prisma)).id);
  houseId = (await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new' })).id;
});
afterAll(() => t.close());

describe('REST photos', () => {
  let photoIds: number[];

  it('uploads several photos at once, in the chosen order, the first as main photo, with variants', async () => {
    const before = files.size;
    const res = await upload(
      houseId,
      [await file('voorgevel.png', '#aa0000'), await file('keuken.png'), await file('tuin.png')],
      ownerCookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.house_assets).toHaveLength(3);
    expect(res.body.house_assets.map((a: Json) => [a.position, a.is_main])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    photoIds = res.body.house_assets.map((a: Json) => a.asset.id);
    expect(res.body.main_house_asset.asset.id).toBe(photoIds[0]);
    expect(res.body.main_house_asset.asset.medium_url).toMatch(/^\/uploads\/assets\/house_photo\/.+\/medium\.webp$/);
    // original + thumb + medium + medium2x per photo
    expect(files.size - before).toBe(12);
    const variant = files.get(res.body.house_assets[0].asset.thumb_url.replace('/uploads/', ''));
    expect(variant?.contentType).toBe('image/webp');
    expect(res.body.completion.photos).toBe(false);
    const more = await upload(houseId, [await file('a.png'), await file('b.png')], ownerCookie, 'photos');
    expect(more.body.house_assets).toHaveLength(5);
    expect(more.body.completion.photos).toBe(true);
    expect(more.body.house_assets.filter((a: Json) => a.is_main)).toHaveLength(1);
    photoIds = more.body.house_assets.map((a: Json) => a.asset.id);
  });

  it('refuses files that are not images, too large or unreadable, with Dutch messages, and keeps nothing', async () => {
    const before = files.size;
    const rows = await t.db.prisma.asset.count();
    const text = new File(['hallo'], 'notities.txt', { type: 'text/plain' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const res = await upload(houseId, [text, svg], ownerCookie);
    expect(res.status).toBe(422);
    expect(res.body.errors.photos).toEqual([
      "'notities.txt' is geen foto. Kies een JPG-, PNG-, WebP-, GIF- of HEIC-bestand.",
      "'logo.svg' is geen foto. Kies een JPG-, PNG-, WebP-, GIF- of HEIC-bestand.",
    ]);
    const big = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'groot.jpg', { type: 'image/jpeg' });
    expect((await upload(houseId, [big], ownerCookie)).body.errors.photos).toEqual([
      "'groot.jpg' is groter dan 15 MB.",
    ]);
    // A good photo with a broken one: all or nothing.
    const broken = new File([new Uint8Array(2000).fill(7)], 'kapot.jpg', { type: 'image/jpeg' });
    const mixed = await upload(houseId, [await file('goed.png'), broken], ownerCookie);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.photos).toEqual(["'kapot.jpg' is geen afbeelding die we kunnen lezen."]);
    expect((await upload(houseId, [], ownerCookie)).body.errors.photos).toEqual(["Kies een of meer foto's."]);
    expect(files.size).toBe(before);
    expect(await t.db.prisma.asset.count()).toBe(rows);
  });

  it('reorders and chooses the main photo', async () => {
    const reversed = [...photoIds].reverse();
    const res = await api.put(`/api/houses/${houseId}/photos`, { photo_ids: reversed }, ownerCookie);
    expect(res.status).toBe(200);
    expect(res.body.house_assets.map((a: Json) => a.asset.id)).toEqual(reversed);
    const partial = await api.put(`/api/houses/${houseId}/photos`, { photo_ids: reversed.slice(1) }, ownerCookie);
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual({ photo_ids: ["Geef de nieuwe volgorde van alle foto's van deze woning."] });
    const main = await api.post(`/api/houses/${houseId}/photos/${photoIds[2]}/main`, undefined, ownerCookie);
    expect(main.body.main_house_asset.asset.id).toBe(photoIds[2]);
    expect(main.body.house_assets.filter((a: Json) => a.is_main).map((a: Json) => a.asset.id)).toEqual([photoIds[2]]);
    expect((await api.post(`/api/houses/${houseId}/photos/999999/main`, undefined, ownerCookie)).status).toBe(404);
  });

  it('deletes a photo with its files; the main photo passes to the first remaining one', async () => {
    const asset = await t.db.prisma.asset.findUniqueOrThrow({ where: { id: photoIds[2] } });
    const res = await api.del(`/api/houses/${houseId}/photos/${photoIds[2]}`, undefined, ownerCookie);
    expect(res.status).toBe(200);
    expect(res.body.house_assets).toHaveLength(4);
    expect(res.body.house_assets.map((a: Json) => a.position)).toEqual([0, 1, 2, 3]);
    expect(res.body.house_assets[0].is_main).toBe(true);
    expect(files.has(asset.path)).toBe(false);
    expect(await t.db.prisma.asset.count({ where: { id: asset.id } })).toBe(0);
    expect((await api.del(`/api/houses/${houseId}/photos/${photoIds[2]}`, undefined, ownerCookie)).status).toBe(404);
  });

  it('only for the owner', async () => {
    expect((await upload(houseId, [await file('x.png')])).status).toBe(401);
    expect((await upload(houseId, [await file('x.png')], otherCookie)).status).toBe(404);
    expect((await api.del(`/api/houses/${houseId}/photos/${photoIds[0]}`, undefined, otherCookie)).status).toBe(404);
    expect((await api.post(`/api/houses/${houseId}/photos/${photoIds[0]}/main`)).status).toBe(401);
  });

  it('deleting the house removes its photo files', async () => {
    const paths = (await t.db.prisma.houseAsset.findMany({ where: { houseId }, include: { asset: true } })).map(
      (a) => a.asset.path,
    );
    expect(paths.length).toBe(4);
    expect((await api.del(`/api/houses/${houseId}`, { force: true }, ownerCookie)).status).toBe(204);
    for (const p of paths) expect(files.has(p)).toBe(false);
    expect([...files.keys()].filter((k) => k.startsWith('assets/house_photo/'))).toEqual([]);
  });
});

describe('GraphQL photos (multipart request)', () => {
  it('uploads, reorders, chooses and removes through mutations', async () => {
    const owner = await createUser(t.db.prisma);
    const cookie = await cookieFor(t, owner.id);
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id });
    const { data } = await t.graphql<Json>(`query($slug: String!) { house(slug: $slug) { id } }`, { slug: house.slug });
    const id = data.house.id;

    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation($input: UploadHousePhotosInput!) { uploadHousePhotos(input: $input) {
          __typename ... on UploadHousePhotosPayload { house { photos { id } mainPhoto { id } completion { photos } } }
          ... on InputError { fieldErrors { field messages } } } }`,
        variables: { input: { houseId: id, photos: [null, null] } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.photos.0'], 1: ['variables.input.photos.1'] }));
    form.append('0', await file('een.png'));
    form.append('1', await file('twee.png', '#00aa00'));
    const res = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      body: form,
    });
    const body = (await res.json()) as Json;
    expect(body.errors).toBeUndefined();
    const photos = body.data.uploadHousePhotos.house.photos.map((p: Json) => p.id);
    expect(photos).toHaveLength(2);
    expect(body.data.uploadHousePhotos.house.mainPhoto.id).toBe(photos[0]);

    const reorder = await t.graphql<Json>(
      `mutation($input: ReorderHousePhotosInput!) { reorderHousePhotos(input: $input) {
        ... on ReorderHousePhotosPayload { house { photos { id } } } ... on InputError { message } } }`,
      { input: { houseId: id, photoIds: [photos[1], photos[0]] } },
      { cookie },
    );
    expect(reorder.data.reorderHousePhotos.house.photos.map((p: Json) => p.id)).toEqual([photos[1], photos[0]]);
    const main = await t.graphql<Json>(
      `mutation($input: SetMainHousePhotoInput!) { setMainHousePhoto(input: $input) {
        ... on SetMainHousePhotoPayload { house { mainPhoto { id } } } } }`,
      { input: { houseId: id, photoId: photos[1] } },
      { cookie },
    );
    expect(main.data.setMainHousePhoto.house.mainPhoto.id).toBe(photos[1]);
    const removed = await t.graphql<Json>(
      `mutation($input: RemoveHousePhotoInput!) { removeHousePhoto(input: $input) {
        __typename ... on RemoveHousePhotoPayload { house { photos { id } mainPhoto { id } } } ... on Error { message } } }`,
      { input: { houseId: id, photoId: photos[1] } },
      { cookie },
    );
    expect(removed.data.removeHousePhoto.house).toEqual({ photos: [{ id: photos[0] }], mainPhoto: { id: photos[0] } });
    const stranger = await t.graphql<Json>(
      `mutation($input: RemoveHousePhotoInput!) { removeHousePhoto(input: $input) { __typename ... on Error { message } } }`,
      { input: { houseId: id, photoId: photos[0] } },
      { cookie: otherCookie },
    );
    expect(stranger.data.removeHousePhoto).toEqual({
      __typename: 'ForbiddenError',
      message: 'Alleen de eigenaar van deze woning kan dit doen.',
    });
  });

  it('refuses a File argument that is no file (text in the JSON, a part without filename), and saves nothing', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: (await createUser(t.db.prisma)).id });
    const cookie = await cookieFor(t, house.ownerUserId!);
    const houseGid = Buffer.from(`House:${house.id}`).toString('base64');
    const upload = 'mutation($input: UploadHousePhotosInput!) { uploadHousePhotos(input: $input) { __typename } }';
    const avatar = 'mutation($input: UploadProfilePhotoInput!) { uploadProfilePhoto(input: $input) { __typename } }';
    const asText = await t.graphql<Json>(
      upload,
      { input: { houseId: houseGid, photos: ['geen-bestand'] } },
      { cookie },
    );
    expect(asText.errors?.[0].message).toContain('Dit is geen bestand');
    const avatarAsText = await t.graphql<Json>(avatar, { input: { file: { name: 'x.png' } } }, { cookie });
    expect(avatarAsText.errors?.[0].message).toContain('Dit is geen bestand');

    // A multipart part without a filename reaches Yoga as a string (the fuzz test found a 500 here).
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: upload, variables: { input: { houseId: houseGid, photos: [null] } } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.photos.0'] }));
    form.append('0', new File([await png('#000000')], '', { type: 'image/png' }));
    const res = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as Json).errors?.[0].message).toContain('Dit is geen bestand');
    expect(await t.db.prisma.houseAsset.count({ where: { houseId: house.id } })).toBe(0);
  });

  it('refuses an oversized body before reading it, and while it streams in, with a 413', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: (await createUser(t.db.prisma)).id });
    const before = await t.db.prisma.houseAsset.count({ where: { houseId: house.id } });
    // Announced too large: answered from Content-Length, the body is never read.
    const announced = await t.request('/graphql', {
      method: 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        cookie: ownerCookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(GRAPHQL_UPLOAD_MAX_BYTES + 1),
      },
      body: '--x--',
    });
    expect(announced.status).toBe(413);
    expect(((await announced.json()) as Json).errors[0]).toEqual({
      message: 'De bestanden zijn samen te groot.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });

    // Streamed without a length: cut off once it passes the limit for operations without files.
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * GRAPHQL_OPERATION_MAX_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as Json).errors[0].message).toBe('Het verzoek is te groot.');
    expect(sent).toBeLessThan(2 * GRAPHQL_OPERATION_MAX_BYTES);
    expect(await t.db.prisma.houseAsset.count({ where: { houseId: house.id } })).toBe(before);

    // Within the limits GraphQL answers as before.
    const { data } = await t.graphql<Json>(`query($slug: String!) { house(slug: $slug) { slug } }`, {
      slug: house.slug,
    });
    expect(data.house.slug).toBe(house.slug);
  });
});
