import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql';
import { PRODUCT_NAME } from '../../config';
import { formatDateTime } from '../../format';
import { paths } from '../../paths';
import { TakeOnCoachee } from '../advisor-coaching/TakeOnCoachee';
import { Avatar } from '../profile/Avatar';
import { NotificationContent } from './NotificationContent';
import { formatMessageTime } from './time';

/** One entry of the notifications list: who, what (rendered from its type and data), when, read or not. */
export function NotificationItem({
  notification,
  onMarkRead,
  busy,
}: {
  notification: NotificationItem_notification$key;
  onMarkRead: (id: string) => void;
  busy: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        ...NotificationContent_notification
        ...TakeOnCoachee_notification
        createdAt
        readAt
        sender {
          firstName
          avatarUrl
        }
        thread {
          slug
          fullName
        }
      }
    `,
    notification,
  );
  const name = data.thread?.fullName ?? data.sender?.firstName ?? PRODUCT_NAME;
  const createdAt = String(data.createdAt);
  const unread = data.readAt == null;
  return (
    <li className={`notification-item${unread ? ' notification-item--unread' : ''}`} data-testid="notification-item">
      <Avatar url={data.sender?.avatarUrl} name={name} size={40} />
      <div className="notification-item__body">
        <p className="notification-item__head">
          <strong>{name}</strong>
          <time dateTime={createdAt} title={formatDateTime(createdAt)}>
            {formatMessageTime(createdAt)}
          </time>
        </p>
        <NotificationContent notification={data} />
        <TakeOnCoachee notification={data} />
        <p className="notification-item__actions">
          {data.thread ? <Link to={paths.notificationsThread(data.thread.slug)}>Naar het gesprek</Link> : null}
          {unread ? (
            <button type="button" className="link-button" disabled={busy} onClick={() => onMarkRead(data.id)}>
              Markeer als gelezen
            </button>
          ) : null}
        </p>
      </div>
    </li>
  );
}
