import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NotificationWidget_viewer$key } from '../../__generated__/NotificationWidget_viewer.graphql';
import { BellIcon } from '../../components/icons';
import { paths } from '../../paths';

/**
 * Header notification widget (spec §2). For now a bell linking to the messages of a logged-in
 * viewer; the unread badge and the dropdown (max height 75vh) come with the messaging issue.
 */
export function NotificationWidget({ viewer }: { viewer: NotificationWidget_viewer$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment NotificationWidget_viewer on User {
        id
      }
    `,
    viewer,
  );
  if (!data) return null;
  return (
    <Link to={paths.messages()} className="notification-bell" aria-label="Berichten en meldingen">
      <BellIcon size={22} />
    </Link>
  );
}
