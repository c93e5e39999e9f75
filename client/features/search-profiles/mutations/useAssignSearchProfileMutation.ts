import { graphql } from 'react-relay';
import type {
  useAssignSearchProfileMutation as T,
  useAssignSearchProfileMutation$data,
} from '../../../__generated__/useAssignSearchProfileMutation.graphql';
import { type MutationOutcome, outcomeOf, type PayloadOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAssignSearchProfileMutation($input: AssignSearchProfileInput!, $connections: [ID!]!) {
    assignSearchProfile(input: $input) {
      __typename
      ... on AssignSearchProfilePayload {
        searchProfile @prependNode(connections: $connections, edgeTypeName: "SearchProfileEdge") {
          id
          slug
          query
          ...SearchProfileCard_searchProfile
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type Payload = PayloadOf<useAssignSearchProfileMutation$data['assignSearchProfile']>;

/** The logged-in viewer takes along a profile this browser made in the searcher funnel (after logging in). */
export function useAssignSearchProfileMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const assign = async (
    searchProfileId: string,
    connections: readonly string[],
  ): Promise<MutationOutcome<Payload['searchProfile']>> => {
    const { assignSearchProfile: result } = await run({ input: { searchProfileId }, connections: [...connections] });
    const outcome = outcomeOf(result, 'AssignSearchProfilePayload');
    return outcome.ok ? { ok: true, data: outcome.data.searchProfile } : outcome;
  };
  return [assign, busy] as const;
}
