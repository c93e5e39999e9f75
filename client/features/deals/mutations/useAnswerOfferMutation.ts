import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAnswerOfferMutation as T } from '../../../__generated__/useAnswerOfferMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAnswerOfferMutation($input: AnswerOfferInput!) {
    answerOffer(input: $input) {
      __typename
      ... on AnswerOfferPayload {
        offer {
          id
          ...OfferState_offer
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** The owner accepts, rejects or counters; the offer updates wherever it is shown. */
export function useAnswerOfferMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const answer = useCallback(
    async (input: T['variables']['input']) => outcomeOf((await commit({ input })).answerOffer, 'AnswerOfferPayload'),
    [commit],
  );
  return [answer, busy] as const;
}
