/**
 * Mutations as promises: `const [run, busy] = usePromiseMutation(SomeMutation)`, then
 * `const response = await run(variables)`. The promise rejects on a network or HTTP failure
 * (already shown by the global display) and resolves with the payload otherwise; business
 * failures arrive as typed members of the result union (design.md rule 3), selected with the
 * shared `mutations_errors` fragment and read with `outcomeOf`, which also picks out the payload.
 */
import { useCallback } from 'react';
import { graphql, readInlineData, type UseMutationConfig, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, UploadableMap } from 'relay-runtime';
import type { mutations_errors$data, mutations_errors$key } from '../__generated__/mutations_errors.graphql';
import type { FieldErrors } from '../errors/errorStore';
import { toFieldErrors } from '../errors/errorStore';

export interface RunOptions<T extends MutationParameters> {
  uploadables?: UploadableMap;
  updater?: UseMutationConfig<T>['updater'];
  optimisticResponse?: UseMutationConfig<T>['optimisticResponse'];
  optimisticUpdater?: UseMutationConfig<T>['optimisticUpdater'];
}

export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables'], options?: RunOptions<T>) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], options: RunOptions<T> = {}) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          uploadables: options.uploadables,
          updater: options.updater,
          optimisticResponse: options.optimisticResponse,
          optimisticUpdater: options.optimisticUpdater,
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0 && response == null) reject(new Error(errors[0].message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight];
}

/**
 * The error selection of every result union (mutations, and queries that answer one): spread as
 * `...mutations_errors @alias(as: "error")`, so `result.error` is set exactly when the result is
 * one of the `Error` types. It selects the typename to branch on and the data of the errors a
 * client handles generically; a union with its own error type selects that type's data itself.
 */
const errorsFragment = graphql`
  fragment mutations_errors on Error @inline {
    __typename
    message
    ... on InputError {
      fieldErrors {
        field
        messages
      }
    }
    ... on RateLimitedError {
      retryAfterSeconds
    }
  }
`;

/**
 * A business failure, normalised from the schema's error types. `typename` is the GraphQL type
 * (NotFoundError, ForbiddenError, HouseDeletionNeedsConfirmationError ...) to branch on.
 */
export type UserError =
  | { kind: 'input'; message: string; fieldErrors: FieldErrors }
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number }
  | { kind: 'other'; typename: string | null; message: string };

/** The selected error as a UserError. */
export function userErrorFrom(error: mutations_errors$data): UserError {
  switch (error.__typename) {
    case 'InputError':
      return { kind: 'input', message: error.message, fieldErrors: toFieldErrors(error.fieldErrors ?? []) };
    case 'RateLimitedError':
      return { kind: 'rateLimited', message: error.message, retryAfterSeconds: error.retryAfterSeconds ?? 0 };
    default:
      return { kind: 'other', typename: error.__typename, message: error.message };
  }
}

/** A member of a result union that spread the errors fragment. */
interface ResultUnion {
  readonly __typename: string;
  readonly error?: mutations_errors$key | null;
}

/** The user error in a result union, or null when the result is another member (the payload). */
export function userErrorOf(result: ResultUnion | null | undefined): UserError | null {
  if (!result) return NO_ANSWER;
  return result.error ? userErrorFrom(readInlineData(errorsFragment, result.error)) : null;
}

export type MutationOutcome<P> = { ok: true; data: P } | { ok: false; error: UserError };

/** The payload member of a result union: its fields are there (Relay types them as optional). */
export type PayloadOf<R> = Required<Omit<R, 'error' | '__typename'>>;

const NO_ANSWER: UserError = { kind: 'other', typename: null, message: 'Geen antwoord van de server' };
const UNKNOWN: UserError = { kind: 'other', typename: null, message: 'Er ging iets mis. Probeer het later opnieuw.' };

/**
 * A result union as an outcome: the payload (the member named `payloadTypename`) or its user
 * error; `fallback` when the server answers a member this client does not know.
 */
export function outcomeOf<R extends ResultUnion>(
  result: R | null | undefined,
  payloadTypename: string,
  fallback: UserError = UNKNOWN,
): MutationOutcome<PayloadOf<R>> {
  if (result?.__typename === payloadTypename) return { ok: true, data: result as unknown as PayloadOf<R> };
  return { ok: false, error: userErrorOf(result) ?? fallback };
}

/** `outcomeOf` for a caller that needs nothing from the payload. */
export function doneOrError(
  result: ResultUnion | null | undefined,
  payloadTypename: string,
  fallback?: UserError,
): MutationOutcome<null> {
  const outcome = outcomeOf(result, payloadTypename, fallback);
  return outcome.ok ? { ok: true, data: null } : outcome;
}

/** The server's message of a failed request (for 'Er ging iets mis ...' + message), if any. */
export function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: { message?: unknown }[] };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors) && typeof b.errors[0]?.message === 'string') return b.errors[0].message;
  }
  if ('status' in error)
    return `${(error as { status: number }).status} ${(error as { statusText?: string }).statusText ?? ''}`.trim();
  return error.message || undefined;
}
