import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAnswerViewingMutation as T } from '../../../__generated__/useAnswerViewingMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAnswerViewingMutation($input: AnswerViewingInput!) {
    answerViewing(input: $input) {
      __typename
      ... on AnswerViewingPayload {
        viewing {
          id
          ...ViewingState_viewing
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Accepts, declines or proposes another slot; the viewing updates wherever it is shown. */
export function useAnswerViewingMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const answer = useCallback(
    async (input: T['variables']['input']) =>
      outcomeOf((await commit({ input })).answerViewing, 'AnswerViewingPayload'),
    [commit],
  );
  return [answer, busy] as const;
}
