/** Routes of the status check-ins (spec §2): /mijn-huiskans/status-bijwerken. The modal lives in the layout. */
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';

export const CHECKIN_DASHBOARD_CHILDREN = ['status-bijwerken'] as const;

export const checkinRoutes: RouteObject[] = [
  {
    path: paths.statusUpdate().slice(1),
    ...lazyRoute(
      () => import('./StatusUpdatePages'),
      (m) => ({ loader: m.statusUpdateLoader, Component: m.StatusUpdatePage }),
    ),
  },
];
