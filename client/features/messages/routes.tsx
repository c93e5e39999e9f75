/**
 * Routes of messaging (spec §2): /mijn-huiskans/berichten with '' (notifications), inbox and
 * {threadId} (the thread with the user of that slug: the named route my-huiskans-notifications-thread,
 * `paths.notificationsThread`). client/routes.tsx mounts them.
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { InboxPage, inboxLoader } from './InboxPage';
import { NotificationsPage, notificationsLoader } from './NotificationsPage';
import { ThreadPage, threadLoader } from './ThreadPage';

/** Dashboard children (relative to /mijn-huiskans) this area fills. */
export const MESSAGES_DASHBOARD_CHILDREN = ['berichten', 'berichten/inbox', 'berichten/:threadId'] as const;

const D = DASHBOARD.slice(1);

export const messagesRoutes: RouteObject[] = [
  { path: `${D}/berichten`, loader: notificationsLoader, element: <NotificationsPage /> },
  { path: `${D}/berichten/inbox`, loader: inboxLoader, element: <InboxPage /> },
  { path: `${D}/berichten/:threadId`, loader: threadLoader, element: <ThreadPage /> },
];
