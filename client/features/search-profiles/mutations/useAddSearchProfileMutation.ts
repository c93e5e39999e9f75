import { graphql } from 'react-relay';
import type {
  AddSearchProfileInput,
  useAddSearchProfileMutation as T,
  useAddSearchProfileMutation$data,
} from '../../../__generated__/useAddSearchProfileMutation.graphql';
import { type MutationOutcome, outcomeOf, type PayloadOf, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useAddSearchProfileMutation($input: AddSearchProfileInput!, $connections: [ID!]!) {
    addSearchProfile(input: $input) {
      __typename
      ... on AddSearchProfilePayload {
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

type Payload = PayloadOf<useAddSearchProfileMutation$data['addSearchProfile']>;

/**
 * Creates a search profile (a visitor in the searcher funnel gets an ownerless one, claimed at
 * registration); it joins the `connections` of the viewer's profile lists on screen.
 */
export function useAddSearchProfileMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const add = async (
    input: AddSearchProfileInput,
    connections: readonly string[] = [],
  ): Promise<MutationOutcome<Payload['searchProfile']>> => {
    const { addSearchProfile: result } = await run({ input, connections: [...connections] });
    const outcome = outcomeOf(result, 'AddSearchProfilePayload');
    return outcome.ok ? { ok: true, data: outcome.data.searchProfile } : outcome;
  };
  return [add, busy] as const;
}
