import { useEffect, useMemo } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveNotificationsSubscription as T } from '../../__generated__/useLiveNotificationsSubscription.graphql';
import { onReconnect } from '../../relay/environment';
import { reloadInbox } from './CompactInbox';
import { applyIncomingNotification, isOpenThread } from './liveStore';
import { markThreadReadIn } from './mutations/markThreadRead';

const subscription = graphql`
  subscription useLiveNotificationsSubscription {
    notificationAdded {
      # Only the ids of the thread and viewer: their counts move by the §4 rules in the updater.
      notification {
        id
        readAt
        ...NotificationItem_notification
      }
      thread {
        id
      }
    }
  }
`;

/**
 * The viewer's live notifications (spec §4, §6: only for logged-in users), for the whole app:
 * the header holds this once. Each notification updates the store by the §4 rules; an unknown
 * thread or a reconnect (events may have been missed) reloads the thread list.
 */
export function useLiveNotifications(viewerId: string) {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<T>>(() => {
    return {
      subscription,
      variables: {},
      updater: (store, data) => {
        const live = data?.notificationAdded;
        if (!live) return;
        const outcome = applyIncomingNotification(store, {
          viewerId,
          threadId: live.thread?.id ?? null,
          notificationId: live.notification.id,
          notificationEdgeType: 'NotificationEdge',
        });
        if (outcome === 'reload') setTimeout(() => reloadInbox(environment), 0);
      },
      onNext: (data) => {
        const threadId = data?.notificationAdded?.thread?.id;
        // The open thread is being read: mark it so, which lowers the counts again.
        if (threadId && isOpenThread(threadId)) markThreadReadIn(environment, viewerId, threadId);
      },
    };
  }, [environment, viewerId]);
  useSubscription<T>(config);
  useEffect(() => onReconnect(() => reloadInbox(environment)), [environment]);
}
