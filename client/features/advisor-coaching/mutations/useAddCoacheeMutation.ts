import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAddCoacheeMutation as T } from '../../../__generated__/useAddCoacheeMutation.graphql';
import { doneOrError, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAddCoacheeMutation($input: AddCoacheeInput!) {
    addCoachee(input: $input) {
      __typename
      ... on AddCoacheePayload {
        coaching {
          # The user in the store learns it: every request of theirs now reads 'Je bent coach van …'.
          user {
            id
            isMyCoachee
          }
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** The viewer (an advisor) takes on a user who asked them for contact as coachee, about that request's expertise. */
export function useAddCoacheeMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const add = useCallback(
    async (input: T['variables']['input']) => doneOrError((await commit({ input })).addCoachee, 'AddCoacheePayload'),
    [commit],
  );
  return [add, busy] as const;
}
