import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from '../context.js';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '../domain/houses/photos.js';
import { sessionToken } from '../http/request-context.js';

// Yoga buffers a request whole before parsing it, so /graphql refuses bodies here, before Yoga sees
// them: from Content-Length or while the body streams in. The biggest upload is a full batch of
// house photos (what REST /houses/{id}/photos allows); operations without files are small. Only
// logged-in users upload, so a multipart request without a valid session is refused unread (which
// house a file is for is inside the body: the owner check follows in the resolver).
export const GRAPHQL_UPLOAD_MAX_BYTES = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 1024 * 1024;
export const GRAPHQL_OPERATION_MAX_BYTES = 1024 * 1024;
export const UPLOAD_NEEDS_LOGIN = 'Log in om bestanden te uploaden.';

const refuse = (message: string, code: string, status: 401 | 413) => (c: Context) =>
  c.json({ errors: [{ message, extensions: { code } }] }, status);

const uploads = bodyLimit({
  maxSize: GRAPHQL_UPLOAD_MAX_BYTES,
  onError: refuse('De bestanden zijn samen te groot.', 'PAYLOAD_TOO_LARGE', 413),
});
const operations = bodyLimit({
  maxSize: GRAPHQL_OPERATION_MAX_BYTES,
  onError: refuse('Het verzoek is te groot.', 'PAYLOAD_TOO_LARGE', 413),
});

export function graphqlBodyLimit(services: Pick<Services, 'sessions'>): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return operations(c, next);
    if (!(await services.sessions.findUser(sessionToken(c)))) {
      return refuse(UPLOAD_NEEDS_LOGIN, 'UNAUTHENTICATED', 401)(c);
    }
    return uploads(c, next);
  };
}
