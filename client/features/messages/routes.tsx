/**
 * Routes of messaging (spec §2): /mijn-huiskans/berichten with '' (notifications), inbox and
 * {threadId} (the thread with the user of that slug: the named route my-huiskans-notifications-thread,
 * `paths.notificationsThread`). client/routes.tsx mounts them.
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';

/** Dashboard children (relative to /mijn-huiskans) this area fills. */
export const MESSAGES_DASHBOARD_CHILDREN = ['berichten', 'berichten/inbox', 'berichten/:threadId'] as const;

const D = DASHBOARD.slice(1);

export const messagesRoutes: RouteObject[] = [
  {
    path: `${D}/berichten`,
    ...lazyRoute(
      () => import('./NotificationsPage'),
      (m) => ({ loader: m.notificationsLoader, Component: m.NotificationsPage }),
    ),
  },
  {
    path: `${D}/berichten/inbox`,
    ...lazyRoute(
      () => import('./InboxPage'),
      (m) => ({ loader: m.inboxLoader, Component: m.InboxPage }),
    ),
  },
  {
    path: `${D}/berichten/:threadId`,
    ...lazyRoute(
      () => import('./ThreadPage'),
      (m) => ({ loader: m.threadLoader, Component: m.ThreadPage }),
    ),
  },
];
