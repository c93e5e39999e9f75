/** Routes of the status check-ins (spec §2): /mijn-huiskans/status-bijwerken. The modal lives in the layout. */
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../paths';
import { StatusUpdatePage, statusUpdateLoader } from './StatusUpdatePages';

export const CHECKIN_DASHBOARD_CHILDREN = ['status-bijwerken'] as const;

export const checkinRoutes: RouteObject[] = [
  { path: paths.statusUpdate().slice(1), loader: statusUpdateLoader, element: <StatusUpdatePage /> },
];
