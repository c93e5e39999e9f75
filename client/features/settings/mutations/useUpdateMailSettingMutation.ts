import { graphql } from 'react-relay';
import type {
  MailCategory,
  useUpdateMailSettingMutation as T,
} from '../../../__generated__/useUpdateMailSettingMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUpdateMailSettingMutation($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on UpdateSettingsPayload {
        user {
          id
          settings {
            mail {
              category
              label
              enabled
            }
          }
        }
      }
    }
  }
`;

export interface MailSetting {
  readonly category: MailCategory;
  readonly label: string;
  readonly enabled: boolean;
}

/** Turns one kind of notification e-mail on or off; the switch moves at once (optimistic) and reverts on failure. */
export function useUpdateMailSettingMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const setMail = async (
    userId: string,
    current: readonly MailSetting[],
    category: MailCategory,
    enabled: boolean,
  ): Promise<MutationOutcome<null>> => {
    const mail = current.map((m) => (m.category === category ? { ...m, enabled } : m));
    const { updateSettings: result } = await run(
      { input: { mail: [{ category, enabled }] } },
      {
        optimisticResponse: {
          updateSettings: { __typename: 'UpdateSettingsPayload', user: { id: userId, settings: { mail } } },
        },
      },
    );
    return doneOrError(result, 'UpdateSettingsPayload');
  };
  return [setMail, busy] as const;
}
