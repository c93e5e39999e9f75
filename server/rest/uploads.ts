import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE, SAVE_FAILED } from '../domain/accounts/messages.js';
import { InputError } from '../domain/errors.js';
import { findOwnHouse } from '../domain/houses/ownership.js';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  type PhotoUpload,
  uploadHousePhotos,
} from '../domain/houses/photos.js';
import { requireUser } from '../domain/kernel/viewer.js';
import { AVATAR_MAX_BYTES, uploadProfilePhoto } from '../domain/users/avatar.js';
import type { RestEnv } from './env.js';
import { houseAnswer } from './house-owner.js';
import { accountJson } from './user-json.js';

// Multipart uploads (house photos, the profile photo). A body is read only after the domain said
// who may send it, and only up to the size one upload can have: a visitor's or a stranger's 280 MB
// is refused from the headers (401/403/404), an oversized body while it streams in (413).

/** Room for the multipart framing around the files. */
const MULTIPART_OVERHEAD = 1024 * 1024;
export const PHOTO_BATCH_MAX_BYTES = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + MULTIPART_OVERHEAD;
export const AVATAR_UPLOAD_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
const PHOTOS_TOO_LARGE = "De foto's zijn samen te groot.";

/** A rights check of the domain, run before anything reads the body. */
const rightsFirst =
  (check: (c: Context<RestEnv>) => unknown): MiddlewareHandler<RestEnv> =>
  async (c, next) => {
    await check(c);
    await next();
  };

const limit = (maxSize: number, field: string, message: string) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ message: SAVE_FAILED, errors: { [field]: [message] } }, 413) });

const isFile = (v: unknown): v is PhotoUpload & File => typeof v === 'object' && v !== null && 'arrayBuffer' in v;

/** The files of a multipart body under any of `fields`; a body that is no form at all is a 422. */
async function formFiles(c: Context<RestEnv>, fields: string[], field: string, message: string) {
  try {
    const form = await c.req.parseBody({ all: true });
    return fields.flatMap((name) => [form[name]].flat()).filter(isFile);
  } catch {
    throw new InputError({ [field]: [message] });
  }
}

export const uploadRoutes = new Hono<RestEnv>()
  // House photos: multipart `photos[]` (or `photos`, `photo`), several at once; only the owner.
  .post(
    '/houses/:id/photos',
    rightsFirst((c) => findOwnHouse(c.get('ctx').prisma, c.get('ctx').viewer, c.req.param('id') ?? '')),
    limit(PHOTO_BATCH_MAX_BYTES, 'photos', PHOTOS_TOO_LARGE),
    async (c) => {
      const files = await formFiles(c, ['photos[]', 'photos', 'photo'], 'photos', "Kies een of meer foto's.");
      return houseAnswer(c, await uploadHousePhotos(c.get('ctx'), c.req.param('id'), files));
    },
  )
  // The profile photo: multipart `file`; only a logged-in user.
  .post(
    '/user/avatar',
    rightsFirst((c) => requireUser(c.get('ctx').viewer)),
    limit(AVATAR_UPLOAD_MAX_BYTES, 'file', PHOTO_TOO_LARGE),
    async (c) => {
      const ctx = c.get('ctx');
      const [file] = await formFiles(c, ['file'], 'file', PHOTO_REQUIRED);
      return c.json(await accountJson(ctx, await uploadProfilePhoto(ctx, file ?? null)));
    },
  );
