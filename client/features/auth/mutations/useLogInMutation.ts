import { graphql } from 'react-relay';
import type { useLogInMutation as T } from '../../../__generated__/useLogInMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useLogInMutation($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on LogInPayload {
        viewer {
          id
          firstName
        }
      }
    }
  }
`;

export function useLogInMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const logIn = async (email: string, password: string): Promise<MutationOutcome<null>> => {
    const { logIn: result } = await run({ input: { email, password } });
    return doneOrError(result, 'LogInPayload');
  };
  return [logIn, busy] as const;
}
