import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestAdvisorAppointmentMutation as T } from '../../../__generated__/useRequestAdvisorAppointmentMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRequestAdvisorAppointmentMutation($input: RequestAdvisorAppointmentInput!) {
    requestAdvisorAppointment(input: $input) {
      __typename
      ... on RequestAdvisorAppointmentPayload {
        request {
          promise
          created
          # The request is the contact a review needs: the advisor page's review form appears
          # without a reload because the advisor record in the store learns it here.
          advisor {
            id
            viewerCanReview
          }
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** Asks an advisor for contact about one of their expertises (e-mail and phone default to the account's). */
export function useRequestAdvisorAppointmentMutation() {
  const [commit, busy] = usePromiseMutation<T>(mutation);
  const request = useCallback(
    async (input: T['variables']['input']) =>
      outcomeOf((await commit({ input })).requestAdvisorAppointment, 'RequestAdvisorAppointmentPayload'),
    [commit],
  );
  return [request, busy] as const;
}
