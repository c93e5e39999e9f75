import type { PothosValidationError } from '@pothos/core';
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';

const UNKNOWN_ID = 'Deze id bestaat niet of hoort bij iets anders.';

/**
 * An argument Pothos refused (a global id of the wrong type or no global id at all, a bad cursor
 * or page size): the client's mistake, said in Dutch with BAD_USER_INPUT instead of masked.
 */
export function argumentError(
  original: PothosValidationError,
  options: Pick<GraphQLErrorOptions, 'nodes' | 'path'> = {},
) {
  const aboutId = /global ID|is not of type|loading by id/.test(original.message);
  return new GraphQLError(aboutId ? UNKNOWN_ID : original.message, {
    ...options,
    extensions: { code: 'BAD_USER_INPUT' },
  });
}
