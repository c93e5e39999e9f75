import { type UserError, userErrorOf } from '../../../relay/mutations';

export type MutationOutcome<T> = { ok: true; data: T } | { ok: false; error: UserError };

const UNKNOWN: UserError = { kind: 'other', message: 'Er ging iets mis. Probeer het later opnieuw.', code: null };

/**
 * The payload of a house mutation result union (`XPayload`), or its typed user error
 * (InputError, DomainError, RateLimitedError) normalised by `userErrorOf`.
 */
export function outcomeOf<R extends { readonly __typename: string }, P extends R>(
  result: R,
  payloadTypename: P['__typename'],
): MutationOutcome<P> {
  if (result.__typename === payloadTypename) return { ok: true, data: result as P };
  return { ok: false, error: userErrorOf(result as Parameters<typeof userErrorOf>[0]) ?? UNKNOWN };
}
