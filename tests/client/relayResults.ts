import type { mutations_errors$data } from '../../client/__generated__/mutations_errors.graphql';

/**
 * An error member of a result union as Relay hands it to the client: the `mutations_errors`
 * fragment spread with `@alias(as: "error")` (an @inline fragment: its data under `__fragments`).
 */
export function errorResult(data: Omit<mutations_errors$data, ' $fragmentType'>) {
  return {
    __typename: data.__typename,
    error: { __fragments: { mutations_errors: data } } as never,
  };
}
