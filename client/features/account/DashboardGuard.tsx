import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DASHBOARD, paths } from '../../paths';
import { arrivedAt, isLeavingAccount } from './session';

/** True for /mijn-huiskans and everything under it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD || pathname.startsWith(`${DASHBOARD}/`);
}

/**
 * Visitors of /mijn-huiskans/** go to the login (/meedoen/email) and come back afterwards. Covers
 * every dashboard route, also those of other areas, because the layout wraps them all.
 */
export function DashboardGuard({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const location = useLocation();
  useEffect(() => arrivedAt(location.pathname), [location.pathname]);
  if (!loggedIn && isDashboardPath(location.pathname)) {
    if (isLeavingAccount(location.pathname)) return null;
    return <Navigate to={paths.loginWithRedirect(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
