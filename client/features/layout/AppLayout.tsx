import { lazy, Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import type { AppLayoutQuery as AppLayoutQueryType } from '../../__generated__/AppLayoutQuery.graphql';
import { GlobalMessages } from '../../components/GlobalMessages';
import { Footer } from '../../components/layout/Footer';
import { Header } from '../../components/layout/Header';
import { PageLoading } from '../../components/PageLoading';
import { ScrollToTop } from '../../components/ScrollToTop';
import { preloadRouteQuery, useRouteQueryRef } from '../../relay/routeQuery';
import { DashboardGuard } from '../account/DashboardGuard';
import { HeaderAccount } from '../account/HeaderAccount';
import { NotificationWidget } from '../account/NotificationWidget';
import { parseListingLocation } from '../listing/filters';
import { HomeSearchBar } from '../search/HomeSearchBar';
import { lastPlace, rememberPlace } from '../search/lastPlace';
import { isCheckoutReturn } from '../subscriptions/plans';

export const AppLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      ...HeaderAccount_viewer
      ...NotificationWidget_viewer
      ...StatusUpdateModal_viewer
    }
  }
`;

export function appLayoutLoader() {
  return preloadRouteQuery<AppLayoutQueryType>('layout', AppLayoutQuery, {});
}

const isListingPath = (pathname: string) => pathname === '/huizen/aanbod' || pathname.startsWith('/huizen/aanbod/');

/** The current listing place, to prefill the header search bar on listing pages. */
function useCurrentPlace() {
  const location = useLocation();
  const matches = useMatches();
  if (!isListingPath(location.pathname)) return undefined;
  const place = parseListingLocation(matches[matches.length - 1]?.params ?? {});
  if (!place.type || !place.query || place.latitude === undefined || place.longitude === undefined) return undefined;
  return {
    type: place.type,
    code: place.code ?? null,
    weergavenaam: place.query,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * The place for the header search bar: the listing's own place on listing pages; elsewhere (a
 * house page, the dashboard ...) the place of the last listing seen in this tab.
 */
function useHeaderPlace() {
  const location = useLocation();
  const currentPlace = useCurrentPlace();
  const remembered = currentPlace ? JSON.stringify(currentPlace) : null;
  useEffect(() => {
    if (remembered) rememberPlace(JSON.parse(remembered));
  }, [remembered]);
  if (isListingPath(location.pathname)) return currentPlace;
  return lastPlace();
}

/** Only a logged-in user can have something to confirm: its own chunk, with the status pages. */
const StatusUpdateModal = lazy(() =>
  import('../checkins/StatusUpdatePages').then((m) => ({ default: m.StatusUpdateModal })),
);
/** Only someone back from a checkout needs it: its own chunk. */
const AfterSubscribeModal = lazy(() =>
  import('../subscriptions/AfterSubscribeModal').then((m) => ({ default: m.AfterSubscribeModal })),
);

/** The shell: header (logo, search bar except on home, account, notifications), page, footer. */
export function AppLayout() {
  const data = usePreloadedQuery<AppLayoutQueryType>(AppLayoutQuery, useRouteQueryRef<AppLayoutQueryType>());
  const location = useLocation();
  const isHome = location.pathname === '/';
  const currentPlace = useHeaderPlace();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <Header
        searchBar={
          isHome ? undefined : (
            <HomeSearchBar key={currentPlace?.weergavenaam ?? ''} variant="compact" initialPlace={currentPlace} />
          )
        }
        notifications={<NotificationWidget viewer={data.viewer} />}
        account={<HeaderAccount viewer={data.viewer} />}
      />
      <main id="main" className="site-main">
        <Suspense fallback={<PageLoading />}>
          <DashboardGuard loggedIn={data.viewer != null}>
            <Outlet />
          </DashboardGuard>
        </Suspense>
      </main>
      <Footer />
      <GlobalMessages />
      {data.viewer && (
        <Suspense fallback={null}>
          <StatusUpdateModal viewer={data.viewer} />
        </Suspense>
      )}
      {isCheckoutReturn(location.search) && (
        <Suspense fallback={null}>
          <AfterSubscribeModal />
        </Suspense>
      )}
    </>
  );
}
