import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../../server/domain/assets/images.js';
import { GRAPHQL_OPERATION_MAX_BYTES, UPLOAD_NEEDS_LOGIN } from '../../server/graphql/body-limit.js';
import { BODY_TOO_LARGE, REST_BODY_MAX_BYTES } from '../../server/rest/router.js';
import { AVATAR_UPLOAD_MAX_BYTES, PHOTO_BATCH_MAX_BYTES } from '../../server/rest/uploads.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser } from '../helpers/fixtures.js';
import { pngBomb } from '../helpers/png-bomb.js';
import { cookieFor, type Json } from '../server/houses-owner/setup.js';

// An upload is read only after the sender is known to be allowed to send it,
// bodies are capped while they stream in on every route, and images are capped in pixels.

let t: TestApp;
let ownerCookie: string;
let strangerCookie: string;
let listedHouse: number;
let newHouse: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db.prisma);
  ownerCookie = await cookieFor(t, owner.id);
  strangerCookie = await cookieFor(t, (await createUser(t.db.prisma)).id);
  listedHouse = (await createHouse(t.db.prisma, { ownerUserId: owner.id })).id;
  newHouse = (await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new' })).id;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A request body of `total` bytes that counts how much of it the server pulled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return {
    stream,
    get sent() {
      return sent;
    },
  };
}

async function send(path: string, body: ReturnType<typeof countingBody>, headers: Record<string, string>) {
  const res = await t.request(path, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as Json };
}

const multipart = { 'content-type': 'multipart/form-data; boundary=grens' };
/** Nothing but what a stream buffers before anyone reads (one or two chunks) left the client. */
const UNREAD = 2 * CHUNK;

describe('a 280 MB upload is refused before its body is read', () => {
  it('from a visitor: REST house photos and profile photo answer 401', async () => {
    for (const path of [`/api/houses/${listedHouse}/photos`, '/api/user/avatar']) {
      const body = countingBody(280 * MB);
      expect((await send(path, body, multipart)).status, path).toBe(401);
      expect(body.sent, path).toBeLessThanOrEqual(UNREAD);
    }
  });

  it("from a logged-in stranger: someone else's house answers 403 (listed) or 404 (not listed)", async () => {
    for (const [id, status] of [
      [listedHouse, 403],
      [newHouse, 404],
      [2_000_000, 404],
    ]) {
      const body = countingBody(280 * MB);
      const res = await send(`/api/houses/${id}/photos`, body, { ...multipart, cookie: strangerCookie });
      expect(res.status, String(id)).toBe(status);
      expect(body.sent).toBeLessThanOrEqual(UNREAD);
    }
  });

  it('from a visitor over GraphQL multipart: 401 before Yoga parses it', async () => {
    for (const cookie of [undefined, 'huiskans_session=verzonnen']) {
      const body = countingBody(280 * MB);
      const res = await send('/graphql', body, { ...multipart, ...(cookie ? { cookie } : {}) });
      expect(res).toEqual({
        status: 401,
        body: { errors: [{ message: UPLOAD_NEEDS_LOGIN, extensions: { code: 'UNAUTHENTICATED' } }] },
      });
      expect(body.sent).toBeLessThanOrEqual(UNREAD);
    }
  });

  it('from the owner, announced larger than a batch of photos: 413 from the header, unread', async () => {
    const body = countingBody(280 * MB);
    const res = await send(`/api/houses/${listedHouse}/photos`, body, {
      ...multipart,
      cookie: ownerCookie,
      'content-length': String(PHOTO_BATCH_MAX_BYTES + 1),
    });
    expect(res).toEqual({
      status: 413,
      body: { message: 'Opslaan mislukt, check de invoer', errors: { photos: ["De foto's zijn samen te groot."] } },
    });
    expect(body.sent).toBeLessThanOrEqual(UNREAD);
  });
});

describe('bodies are capped while they stream in (no Content-Length), on every route', () => {
  it('the profile photo at its own size', async () => {
    const body = countingBody(40 * MB);
    const res = await send('/api/user/avatar', body, { ...multipart, cookie: ownerCookie });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ file: ['De foto mag maximaal 10 MB groot zijn.'] });
    expect(body.sent).toBeLessThanOrEqual(AVATAR_UPLOAD_MAX_BYTES + 2 * CHUNK);
  });

  it('JSON routes at a small size, logged in or not', async () => {
    for (const [path, cookie] of [
      [`/api/houses/${listedHouse}/submit`, ownerCookie],
      ['/api/auth/login', undefined],
      ['/api/send_message', undefined],
      ['/api/user/blocked_users/1', ownerCookie],
    ] as [string, string | undefined][]) {
      const body = countingBody(40 * MB);
      const res = await send(path, body, { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });
      expect(res, path).toEqual({ status: 413, body: { message: BODY_TOO_LARGE } });
      expect(body.sent, path).toBeLessThanOrEqual(REST_BODY_MAX_BYTES + 2 * CHUNK);
    }
  });

  it('GraphQL operations at 1 MB', async () => {
    const body = countingBody(40 * MB);
    const res = await send('/graphql', body, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(body.sent).toBeLessThanOrEqual(GRAPHQL_OPERATION_MAX_BYTES + 2 * CHUNK);
  });
});

describe('images are capped in pixels', () => {
  const LIMIT_MP = MAX_INPUT_PIXELS / 1_000_000;

  it(`refuses more than ${LIMIT_MP} MP with a Dutch 422, for each photo of a batch, storing nothing`, async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const form = new FormData();
    for (let i = 1; i <= 20; i++)
      form.append('photos[]', new File([new Uint8Array(bomb)], `bom-${i}.png`, { type: 'image/png' }));
    const assets = await t.db.prisma.asset.count();
    const res = await t.request(`/api/houses/${listedHouse}/photos`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: ownerCookie },
      body: form,
    });
    expect(res.status).toBe(422);
    const photos = ((await res.json()) as Json).errors.photos as string[];
    expect(photos).toHaveLength(20);
    expect(photos[0]).toBe(`De foto 'bom-1.png' is te groot: maximaal ${LIMIT_MP} megapixel.`);
    expect(await t.db.prisma.asset.count()).toBe(assets);
  });

  it('just over the limit too, and for the profile photo over GraphQL', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS + 1));
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($file: File!) { uploadProfilePhoto(input: { file: $file }) { __typename ... on InputError { message fieldErrors { field messages } } } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([new Uint8Array(pngBomb(side, side))], 'portret.png', { type: 'image/png' }));
    const res = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: ownerCookie },
      body: form,
    });
    const json = (await res.json()) as Json;
    expect(json.data.uploadProfilePhoto).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [
        {
          field: 'file',
          messages: [`De foto is te groot: maximaal ${LIMIT_MP} megapixel. Verklein hem en probeer het opnieuw.`],
        },
      ],
    });
  });
});
