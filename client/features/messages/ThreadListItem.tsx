import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ThreadListItem_thread$key } from '../../__generated__/ThreadListItem_thread.graphql';
import { paths } from '../../paths';
import { Avatar } from '../profile/Avatar';
import { notificationPreview } from './notificationView';
import { formatMessageTime } from './time';

/** One thread in the inbox or the header dropdown: avatar, name, preview, time, unread count. */
export function ThreadListItem({ thread, compact = false }: { thread: ThreadListItem_thread$key; compact?: boolean }) {
  const data = useFragment(
    graphql`
      fragment ThreadListItem_thread on Thread {
        id
        slug
        unreadCount
        blocked
        blockedBy
        fullName
        user {
          avatarUrl
        }
        lastNotification {
          type
          data
          createdAt
        }
      }
    `,
    thread,
  );
  const name = data.fullName;
  const unread = data.unreadCount ?? 0;
  const last = data.lastNotification;
  const item = (
    <Link
      to={paths.notificationsThread(data.slug)}
      className={`thread-item${unread > 0 ? ' thread-item--unread' : ''}${compact ? ' thread-item--compact' : ''}`}
      data-testid="thread-item"
    >
      <Avatar url={data.user?.avatarUrl} name={name} size={compact ? 36 : 44} />
      <span className="thread-item__text">
        <span className="thread-item__top">
          <span className="thread-item__name">{name}</span>
          {last ? (
            <time className="thread-item__time" dateTime={String(last.createdAt)}>
              {formatMessageTime(String(last.createdAt))}
            </time>
          ) : null}
        </span>
        <span className="thread-item__preview">
          {data.blocked || data.blockedBy ? (
            <span className="badge badge--status">Geblokkeerd</span>
          ) : last ? (
            notificationPreview(last.type, last.data)
          ) : (
            'Nog geen berichten'
          )}
        </span>
      </span>
      {unread > 0 ? (
        <span className="thread-item__unread" role="status" aria-label={`${unread} ongelezen`}>
          {unread}
        </span>
      ) : null}
    </Link>
  );
  // Spec §6: blocked by the viewer → the way to undo it (outside the thread's link: no link in a link).
  if (compact || !data.blocked) return item;
  return (
    <div className="thread-item__wrap">
      {item}
      <Link to={paths.settingsBlockedUsers()} className="thread-item__blocked-link">
        Geblokkeerde gebruikers beheren
      </Link>
    </div>
  );
}
