import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '../domain/houses/photos.js';

// Yoga buffers a request whole before parsing it, so /graphql refuses oversized bodies here, from
// Content-Length or while the body streams in: the biggest upload is a full batch of house photos
// (what REST /houses/{id}/photos allows); operations without files are small.
export const GRAPHQL_UPLOAD_MAX_BYTES = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 1024 * 1024;
export const GRAPHQL_OPERATION_MAX_BYTES = 1024 * 1024;

const tooLarge = (message: string) => (c: Context) =>
  c.json({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, 413);

const uploads = bodyLimit({
  maxSize: GRAPHQL_UPLOAD_MAX_BYTES,
  onError: tooLarge('De bestanden zijn samen te groot.'),
});
const operations = bodyLimit({ maxSize: GRAPHQL_OPERATION_MAX_BYTES, onError: tooLarge('Het verzoek is te groot.') });

export const graphqlBodyLimit: MiddlewareHandler = (c, next) =>
  (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ? uploads : operations)(c, next);
