/**
 * Business failures the domain reports, as classes with their data and a Dutch message (the text
 * users see). No HTTP status: GraphQL exposes each class as a type behind its `Error` interface
 * (server/graphql/types/errors.ts), REST maps each class to a status (server/rest/errors.ts).
 */
export abstract class DomainError extends Error {}

/**
 * Invalid input. `fields` maps the name of a command field (camelCase, as the domain schema and the
 * GraphQL input name it) to its messages; REST renames them to its snake_case wire names.
 */
export class InputError extends DomainError {
  constructor(
    readonly fields: Record<string, string[]>,
    message = 'Opslaan mislukt, check de invoer',
  ) {
    super(message);
  }
}

type Issue = { path: PropertyKey[]; message: string };

/**
 * Zod issues as field errors, keyed by the first path segment (the command's field), the first
 * failing rule per field: the one message a form shows (spec §8). The one mapping for every command.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'input')] ??= [issue.message];
  return fields;
}

export function inputErrorFromIssues(issues: readonly Issue[]): InputError {
  return new InputError(fieldErrorsFromIssues(issues));
}

/**
 * Parses a domain command with the zod schema that owns it; a refusal is one InputError naming
 * every bad field. Forms whose 422 also carries checks made after parsing (an e-mail that is
 * taken, a wrong password) collect with validateFields (accounts/validation.ts) instead.
 */
export function parseCommand<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } } },
  input: unknown,
): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw inputErrorFromIssues(parsed.error.issues);
  return parsed.data;
}

/** Nobody is logged in, and the action needs someone. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Je bent niet ingelogd.') {
    super(message);
  }
}

/** Logged in, but not allowed to do this to this thing. */
export class ForbiddenError extends DomainError {
  constructor(message = 'Je hebt geen toegang tot deze gegevens.') {
    super(message);
  }
}

/** The thing does not exist, or the viewer may not know that it does. */
export class NotFoundError extends DomainError {
  constructor(message = 'Niet gevonden.') {
    super(message);
  }
}

/** The request clashes with the current state (a house someone else claimed first ...). */
export class ConflictError extends DomainError {}

/**
 * The request is allowed but needs the user's confirmation first (the client asks the message as
 * a question and repeats the request with its confirmation flag). Subclasses carry the data.
 */
export abstract class NeedsConfirmationError extends ConflictError {}

/** Too many attempts; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** An outside service (PDOK, Mollie ...) is down or too slow; the request may be retried later. */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'Er ging iets mis. Probeer het later opnieuw.') {
    super(message);
  }
}
