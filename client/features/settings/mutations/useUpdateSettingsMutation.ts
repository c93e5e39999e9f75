import { graphql } from 'react-relay';
import type {
  MatchAlerts,
  useUpdateSettingsMutation as T,
} from '../../../__generated__/useUpdateSettingsMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdateSettingsMutation($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on UpdateSettingsPayload {
        user {
          id
          settings {
            matchAlerts
          }
        }
      }
    }
  }
`;

/** Saves how new matching houses are announced; the choice shows at once (optimistic) and reverts on failure. */
export function useUpdateSettingsMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const setMatchAlerts = async (userId: string, matchAlerts: MatchAlerts): Promise<MutationOutcome<null>> => {
    const { updateSettings: result } = await run(
      { input: { matchAlerts } },
      {
        optimisticResponse: {
          updateSettings: { __typename: 'UpdateSettingsPayload', user: { id: userId, settings: { matchAlerts } } },
        },
      },
    );
    return doneOrError(result, 'UpdateSettingsPayload');
  };
  return [setMatchAlerts, busy] as const;
}
