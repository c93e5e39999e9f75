import { graphql, useFragment } from 'react-relay';
import type { BlockButton_user$key } from '../../__generated__/BlockButton_user.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useBlockUserMutation } from '../settings/mutations/useBlockUserMutation';
import { useUnblockUserMutation } from '../settings/mutations/useUnblockUserMutation';

/** Block or unblock someone from their public page; the list lives in instellingen/geblokkeerde-gebruikers. */
export function BlockButton({ user, viewerId }: { user: BlockButton_user$key; viewerId: string | null }) {
  const data = useFragment(
    graphql`
      fragment BlockButton_user on User {
        id
        firstName
        blocked
      }
    `,
    user,
  );
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  if (!viewerId || viewerId === data.id) return null;
  if (data.blocked) {
    return (
      <button type="button" className="button button--secondary" disabled={unblocking} onClick={() => unblock(data.id)}>
        Deblokkeren
      </button>
    );
  }
  return (
    <ConfirmButton
      variant="secondary"
      busy={blocking}
      question={`${data.firstName} blokkeren? Jullie kunnen elkaar dan geen berichten meer sturen.`}
      onConfirm={() => block(data.id)}
    >
      Blokkeren
    </ConfirmButton>
  );
}
