/**
 * The advisor-profile editor (issue 14): /mijn-huiskans/adviesprofiel. client/routes.tsx mounts it;
 * the dashboard layout's guard sends visitors to the login first.
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../paths';
import { AdvisorProfilePage, advisorProfileLoader } from './AdvisorProfilePage';

export const advisorProfileRoutes: RouteObject[] = [
  { path: paths.advisorProfile().slice(1), loader: advisorProfileLoader, element: <AdvisorProfilePage /> },
];
