import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { useLogOutMutation as T } from '../../../__generated__/useLogOutMutation.graphql';
import { paths } from '../../../paths';
import { usePromiseMutation } from '../../../relay/mutations';
import { leaveAccount } from '../../account/session';

const mutation = graphql`
  mutation useLogOutMutation {
    logOut {
      __typename
    }
  }
`;

/**
 * Logs out (the server revokes the session), goes to the home page first (so no dashboard page
 * sends the fresh visitor to the login) and then forgets the viewer in the client.
 */
export function useLogOutMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const navigate = useNavigate();
  const logOut = async () => {
    await run({});
    await leaveAccount(() => navigate(paths.home()));
  };
  return [logOut, busy] as const;
}
