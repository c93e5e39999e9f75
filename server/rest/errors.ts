import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InputError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthenticatedError,
} from '../domain/errors.js';
import { PaymentRequestError } from '../domain/ports/payment-errors.js';
import { currentRequestId } from '../http/request-id.js';
import { isStoreUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/unavailable.js';
import { wireFields } from './wire.js';

// biome-ignore lint/suspicious/noExplicitAny: error classes take different constructor arguments
type ErrorClass = abstract new (...args: any[]) => DomainError;

/**
 * The HTTP status of each domain failure: the one place that knows. A subclass answers its
 * parent's status unless it has its own row (HouseDeletionNeedsConfirmationError is a 409 because
 * it is a ConflictError).
 */
const HTTP_STATUS = new Map<ErrorClass, ContentfulStatusCode>([
  [InputError, 422],
  [PaymentRequestError, 422],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [RateLimitedError, 429],
  [ServiceUnavailableError, 503],
]);

/** The status of a domain failure, or null for anything else (a bug: a masked 500). */
export function httpStatusOf(err: unknown): ContentfulStatusCode | null {
  for (let proto = err == null ? null : Object.getPrototypeOf(err); proto; proto = Object.getPrototypeOf(proto)) {
    const status = HTTP_STATUS.get(proto.constructor);
    if (status) return status;
  }
  return null;
}

/**
 * Domain failures in Laravel's JSON shapes (`{message}`, 422 with `errors`, 429 with Retry-After),
 * and a database out of reach as a 503; null for anything else. Field errors carry REST's
 * snake_case names.
 */
export function errorResponse(c: Context, err: unknown) {
  if (isStoreUnavailable(err)) {
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ message: UNAVAILABLE_MESSAGE, request_id: currentRequestId() }, 503);
  }
  const status = httpStatusOf(err);
  if (status === null) return null;
  const message = (err as DomainError).message;
  if (err instanceof InputError) return c.json({ message, errors: wireFields(err.fields) }, status);
  if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
  return c.json({ message }, status);
}
