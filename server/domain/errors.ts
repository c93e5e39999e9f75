/**
 * Business failures the domain reports to both surfaces: GraphQL turns them into typed user errors,
 * REST into Laravel-shaped 4xx answers. Messages are the Dutch texts users see.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 401 | 403 | 404 | 409 | 422 | 429 | 503,
  ) {
    super(message);
  }
}

/** Invalid input; `fields` maps a snake_case field name to its messages (Laravel's `errors`). */
export class InputError extends DomainError {
  constructor(
    readonly fields: Record<string, string[]>,
    message = 'Opslaan mislukt, check de invoer',
  ) {
    super(message, 422);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Niet gevonden.') {
    super(message, 404);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Je hebt geen toegang tot deze gegevens.') {
    super(message, 403);
  }
}

/** The request clashes with the current state (e.g. deleting a house people are interested in without `force`). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

/** An outside service (PDOK ...) is down or too slow; the request may be retried later. */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'Er ging iets mis. Probeer het later opnieuw.') {
    super(message, 503);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Je bent niet ingelogd.') {
    super(message, 401);
  }
}

/** Turns a zod error into an InputError keyed by the first path segment (snake_case names). */
export function inputErrorFromIssues(issues: { path: PropertyKey[]; message: string }[]): InputError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'input');
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return new InputError(fields);
}

/** Too many attempts; REST answers 429 with Retry-After, GraphQL a RateLimitedError. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}
