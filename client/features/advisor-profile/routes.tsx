/**
 * The advisor-profile editor: /mijn-huiskans/adviesprofiel. client/routes.tsx mounts it;
 * the dashboard layout's guard sends visitors to the login first.
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';

export const advisorProfileRoutes: RouteObject[] = [
  {
    path: paths.advisorProfile().slice(1),
    ...lazyRoute(
      () => import('./AdvisorProfilePage'),
      (m) => ({ loader: m.advisorProfileLoader, Component: m.AdvisorProfilePage }),
    ),
  },
];
