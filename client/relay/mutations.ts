/**
 * Mutations as promises: `const [run, busy] = usePromiseMutation(SomeMutation)`, then
 * `const response = await run(variables)`. The promise rejects on a network or HTTP failure
 * (already shown by the global display) and resolves with the payload otherwise; business
 * failures arrive as typed user errors inside the payload (design.md rule 3) and are read
 * with `userErrorOf`, or with `outcomeOf`, which also picks out the payload.
 */
import { useCallback } from 'react';
import { type UseMutationConfig, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, UploadableMap } from 'relay-runtime';
import type { FieldErrorEntry, FieldErrors } from '../errors/errorStore';
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

/** A business failure of a mutation, normalised from the schema's typed errors. */
export type UserError =
  | { kind: 'input'; message: string; fieldErrors: FieldErrors }
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number | null }
  | { kind: 'other'; message: string; code: number | null };

interface TypedError {
  readonly __typename: string;
  readonly message?: string | null;
  readonly fieldErrors?: readonly FieldErrorEntry[] | null;
  readonly retryAfterSeconds?: number | null;
  readonly code?: number | null;
}

/**
 * The user error in a mutation result union (InputError, RateLimitedError, DomainError ...),
 * or null when the result is the success type.
 */
export function userErrorOf(result: TypedError | null | undefined): UserError | null {
  if (!result) return { kind: 'other', message: 'Geen antwoord van de server', code: null };
  switch (result.__typename) {
    case 'InputError':
      return { kind: 'input', message: result.message ?? '', fieldErrors: toFieldErrors(result.fieldErrors ?? []) };
    case 'RateLimitedError':
      return {
        kind: 'rateLimited',
        message: result.message ?? '',
        retryAfterSeconds: result.retryAfterSeconds ?? null,
      };
    default:
      if (typeof result.message === 'string')
        return { kind: 'other', message: result.message, code: result.code ?? null };
      return null;
  }
}

export type MutationOutcome<P> = { ok: true; data: P } | { ok: false; error: UserError };

const UNKNOWN: UserError = { kind: 'other', message: 'Er ging iets mis. Probeer het later opnieuw.', code: null };

/**
 * A mutation's result union as an outcome: the payload (the member named `payloadTypename`) or
 * its user error; `fallback` when the server answers a member this client does not know.
 */
export function outcomeOf<R extends { readonly __typename: string }, N extends R['__typename']>(
  result: R | null | undefined,
  payloadTypename: N,
  fallback: UserError = UNKNOWN,
): MutationOutcome<Extract<R, { readonly __typename: N }>> {
  if (result?.__typename === payloadTypename)
    return { ok: true, data: result as Extract<R, { readonly __typename: N }> };
  return { ok: false, error: userErrorOf(result as TypedError | null | undefined) ?? fallback };
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
