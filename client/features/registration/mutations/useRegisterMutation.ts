import { graphql } from 'react-relay';
import type { RegisterInput, useRegisterMutation as T } from '../../../__generated__/useRegisterMutation.graphql';
import { outcomeOf, type UserError, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on RegisterPayload {
        viewer {
          id
          firstName
        }
      }
    }
  }
`;

export type { RegisterInput };

/** Creates the account (and logs it in). */
export function useRegisterMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const register = async (
    input: RegisterInput,
  ): Promise<{ ok: true; firstName: string } | { ok: false; error: UserError }> => {
    const { register: result } = await run({ input });
    const outcome = outcomeOf(result, 'RegisterPayload');
    return outcome.ok ? { ok: true, firstName: outcome.data.viewer.firstName } : outcome;
  };
  return [register, busy] as const;
}
