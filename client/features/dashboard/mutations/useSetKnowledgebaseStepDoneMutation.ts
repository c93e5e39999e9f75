import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetKnowledgebaseStepDoneMutation as T } from '../../../__generated__/useSetKnowledgebaseStepDoneMutation.graphql';
import { type MutationOutcome, outcomeOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useSetKnowledgebaseStepDoneMutation($input: SetKnowledgebaseStepDoneInput!) {
    setKnowledgebaseStepDone(input: $input) {
      __typename
      ... on SetKnowledgebaseStepDonePayload {
        step {
          id
          completed
        }
      }
      # The dashboard shows only the message of a refusal.
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/**
 * Marks a knowledgebase step done or not done. The check shows at once (optimistic response);
 * Relay takes it back by itself when the request fails (the promise rejects, the global error
 * display says why) or the server answers with a typed error (which carries no step).
 */
export function useSetKnowledgebaseStepDoneMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const setDone = useCallback(
    async (stepId: string, done: boolean): Promise<MutationOutcome<unknown>> => {
      const { setKnowledgebaseStepDone: result } = await run(
        { input: { stepId, done } },
        {
          optimisticResponse: {
            setKnowledgebaseStepDone: {
              __typename: 'SetKnowledgebaseStepDonePayload',
              step: { id: stepId, completed: done },
            },
          },
        },
      );
      return outcomeOf(result, 'SetKnowledgebaseStepDonePayload');
    },
    [run],
  );
  return [setDone, busy] as const;
}
