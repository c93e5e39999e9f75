/**
 * Routes of subscriptions (spec §2): /mijn-huiskans/account, the current plan, payments, swap,
 * cancel and resume. client/routes.tsx mounts them. (The after-subscribe modal is not a route:
 * the layout shows it on any page the checkout returns to.)
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';

/** Dashboard children (relative to /mijn-huiskans) this area fills. */
export const SUBSCRIPTIONS_DASHBOARD_CHILDREN = ['account'] as const;

export const subscriptionsRoutes: RouteObject[] = [
  {
    path: `${DASHBOARD.slice(1)}/account`,
    ...lazyRoute(
      () => import('./AccountPage'),
      (m) => ({ loader: m.accountLoader, Component: m.AccountPage }),
    ),
  },
];
