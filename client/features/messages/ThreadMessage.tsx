import { graphql, useFragment } from 'react-relay';
import type { ThreadMessage_notification$key } from '../../__generated__/ThreadMessage_notification.graphql';
import { formatDateTime } from '../../format';
import { TakeOnCoachee } from '../advisor-coaching/TakeOnCoachee';
import { DealState } from '../deals/DealState';
import { NotificationContent } from './NotificationContent';
import { formatMessageTime } from './time';

/** One notification in a thread: a chat bubble, the viewer's own on the right; scam warnings above a received one. */
export function ThreadMessage({ notification }: { notification: ThreadMessage_notification$key }) {
  const data = useFragment(
    graphql`
      fragment ThreadMessage_notification on Notification {
        id
        ...NotificationContent_notification
        ...DealState_notification
        ...TakeOnCoachee_notification
        createdAt
        readAt
        isFromViewer
        scamWarnings {
          key
          text
        }
      }
    `,
    notification,
  );
  const mine = data.isFromViewer;
  const createdAt = String(data.createdAt);
  const warnings = mine ? [] : (data.scamWarnings ?? []);
  return (
    <li className={`thread-message${mine ? ' thread-message--mine' : ''}`} data-testid="thread-message">
      {warnings.length > 0 ? (
        <aside className="scam-warning" aria-label="Let op">
          {warnings.map((warning) => (
            <p key={warning.key} className="scam-warning__text">
              {warning.text}
            </p>
          ))}
        </aside>
      ) : null}
      <div className="thread-message__bubble">
        <NotificationContent notification={data} />
        <DealState notification={data} />
        <TakeOnCoachee notification={data} />
        <time className="thread-message__time" dateTime={createdAt} title={formatDateTime(createdAt)}>
          {formatMessageTime(createdAt)}
        </time>
      </div>
    </li>
  );
}
