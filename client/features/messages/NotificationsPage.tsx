import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { NotificationsPage_viewer$key } from '../../__generated__/NotificationsPage_viewer.graphql';
import type { NotificationsPageQuery as NotificationsPageQueryType } from '../../__generated__/NotificationsPageQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { showMessage } from '../../errors/errorStore';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { registerNotificationList } from './liveStore';
import { MessagesTabs } from './MessagesTabs';
import { useMarkNotificationReadMutation } from './mutations/useMarkNotificationReadMutation';
import { NotificationItem } from './NotificationItem';
import './messages.css';

const NOTIFICATIONS_PAGE_SIZE = 20;

const NotificationsPageQuery = graphql`
  query NotificationsPageQuery($count: Int!) {
    viewer {
      ...NotificationsPage_viewer @arguments(count: $count)
    }
  }
`;

export function notificationsLoader(): PreloadedQuery<NotificationsPageQueryType> {
  return preloadRouteQuery<NotificationsPageQueryType>(
    'notifications',
    NotificationsPageQuery,
    { count: NOTIFICATIONS_PAGE_SIZE },
    'store-and-network',
  );
}

/** /mijn-huiskans/berichten: every notification, newest first, each rendered from its type (spec §2, §3). */
export function NotificationsPage() {
  useDocumentTitle('Meldingen');
  const { viewer } = usePreloadedQuery<NotificationsPageQueryType>(
    NotificationsPageQuery,
    useLoaderData() as PreloadedQuery<NotificationsPageQueryType>,
  );
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page messages-page">
        <div className="messages-page__head">
          <h1>Berichten</h1>
        </div>
        <MessagesTabs />
        {viewer ? <Notifications viewer={viewer} /> : null}
      </div>
    </>
  );
}

function Notifications({ viewer }: { viewer: NotificationsPage_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NotificationsPage_viewer on User
      @refetchable(queryName: "NotificationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationsPage_notifications") {
          __id
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const connectionId = data.notifications?.__id;
  useEffect(() => (connectionId ? registerNotificationList(connectionId) : undefined), [connectionId]);
  const [markRead, busy] = useMarkNotificationReadMutation();
  const edges = data.notifications?.edges ?? [];
  if (edges.length === 0) {
    return <p className="card messages-empty">Je hebt nog geen meldingen.</p>;
  }
  return (
    <>
      <ul className="notification-list card" aria-label="Meldingen">
        {edges.map(({ node }) => (
          <NotificationItem
            key={node.id}
            notification={node}
            busy={busy}
            onMarkRead={async (id) => {
              try {
                const outcome = await markRead(id);
                if (!outcome.ok) showMessage(outcome.error.message, 'error');
              } catch {
                // shown by the global error display
              }
            }}
          />
        ))}
      </ul>
      <div className="messages-page__more">
        <LoadMoreButton
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadMore={() => loadNext(NOTIFICATIONS_PAGE_SIZE)}
        >
          Meer meldingen
        </LoadMoreButton>
      </div>
    </>
  );
}
