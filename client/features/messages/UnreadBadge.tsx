import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { UnreadBadge_viewer$key } from '../../__generated__/UnreadBadge_viewer.graphql';
import './messages.css';
import type { UnreadBadgeViewerQuery } from '../../__generated__/UnreadBadgeViewerQuery.graphql';

/** The badge's text: the count, '99+' beyond that. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The viewer's unread count (spec §2) as a badge; nothing when all is read. The live subscription
 * (in the header's widget) updates `unreadCount` on the viewer record, so every badge follows it.
 */
export function UnreadBadge({
  viewer,
  className,
  testId,
  label,
}: {
  viewer: UnreadBadge_viewer$key;
  className: string;
  testId?: string;
  /** Read out after the number, where nothing around the badge says what it counts. */
  label?: string;
}) {
  const { unreadCount } = useFragment(
    graphql`
      fragment UnreadBadge_viewer on User {
        unreadCount
      }
    `,
    viewer,
  );
  const count = unreadCount ?? 0;
  if (count <= 0) return null;
  return (
    <span className={`unread-badge ${className}`} data-testid={testId}>
      {badgeText(count)}
      {label ? <span className="visually-hidden"> {label}</span> : null}
    </span>
  );
}

/**
 * The badge where no query hands down the viewer (the tabs of Mijn Huiskans): the layout's query
 * has already put the viewer in the store, so this reads it from there without a request.
 */
export function ViewerUnreadBadge({ className }: { className: string }) {
  const { viewer } = useLazyLoadQuery<UnreadBadgeViewerQuery>(
    graphql`
      query UnreadBadgeViewerQuery {
        viewer {
          ...UnreadBadge_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return viewer ? <UnreadBadge viewer={viewer} className={className} label="ongelezen" /> : null;
}
