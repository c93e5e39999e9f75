/**
 * All client routes of spec §2 (history mode). Routes that later issues fill render the shared
 * 'Deze pagina is nog niet beschikbaar' page. The product slug comes from config (PRODUCT_SLUG).
 * Server-rendered pages (/voorwaarden, /privacy, /contact) are not client routes: link them with <a href>.
 */
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { GlobalMessages } from './components/GlobalMessages';
import { Footer } from './components/layout/Footer';
import { Logo } from './components/layout/Logo';
import { NotAvailablePage, type RouteHandle } from './components/NotAvailablePage';
import { RouteError } from './components/RouteError';
import { NotFoundPage } from './components/StatusPage';
import { PRODUCT_NAME } from './config';
import { ACCOUNT_DASHBOARD_CHILDREN, ACCOUNT_FUNNEL_CHILDREN, accountRoutes } from './features/account/routes';
import { advisorProfileRoutes } from './features/advisor-profile/routes';
import { CHECKIN_DASHBOARD_CHILDREN, checkinRoutes } from './features/checkins/routes';
import { HomePage, homeLoader } from './features/home/HomePage';
import { HOUSE_FUNNEL_CHILDREN, HOUSE_OWNER_DASHBOARD_CHILDREN, houseOwnerRoutes } from './features/house-owner/routes';
import { HousePage, houseLoader, housePageHead } from './features/houses/HousePage';
import { AppLayout, appLayoutLoader } from './features/layout/AppLayout';
import { ListingPage, listingLoader } from './features/listing/ListingPage';
import { listingHead } from './features/listing/listingHead';
import { MESSAGES_DASHBOARD_CHILDREN, messagesRoutes } from './features/messages/routes';
import {
  SEARCH_PROFILE_DASHBOARD_CHILDREN,
  SEARCHER_FUNNEL_CHILDREN,
  searchProfileRoutes,
} from './features/search-profiles/routes';
import { PROFILE_STEP_KEYS } from './features/search-profiles/sections';
import { SUBSCRIPTIONS_DASHBOARD_CHILDREN, subscriptionsRoutes } from './features/subscriptions/routes';
import { DASHBOARD } from './paths';
import { lazyRoute } from './relay/lazyRoute';
import { homeHead, notFoundHead } from './ssr/staticHeads';

const FUNNEL_CHILDREN = [
  'huis/adres',
  'huis/bevestiging',
  'huis/kansen',
  'huis/meedoen',
  'huis/registreren',
  'zoek/basis',
  'zoek/kansen',
  'zoek/meedoen',
  'zoek/registreren',
  'zoek/maximale-hypotheek',
  'zoek/wat-zoek-je',
  'zoek/snel-registreren',
];

const HOUSE_EDIT_SECTIONS = [
  'bevestigen',
  'verhuistermijn',
  'kenmerken',
  'aanbod',
  'type',
  'bouwstijl',
  'ligging',
  'eigenschappen',
  'faciliteiten',
  'fotos',
  'afmetingen',
  'omschrijving',
];

/** Dashboard children of /mijn-{product} (spec §2), relative paths. */
const DASHBOARD_CHILDREN = [
  'klaar',
  'status-bijwerken',
  'profiel',
  'profiel/bewerken',
  ...['persoonlijke-gegevens', 'wachtwoord', 'profielfoto', 'bio'].map((s) => `profiel/bewerken/${s}`),
  'woningen/toevoegen',
  'woningen/:houseId/bewerken',
  ...HOUSE_EDIT_SECTIONS.map((s) => `woningen/:houseId/bewerken/${s}`),
  'woningen/:houseId/:section?',
  'zoekprofielen',
  'zoekprofielen/toevoegen',
  'zoekprofielen/toevoegen/start',
  'zoekprofielen/toevoegen/kansen',
  'zoekprofielen/:searchQueryId/bewerken',
  ...PROFILE_STEP_KEYS.map((s) => `zoekprofielen/:searchQueryId/bewerken/${s}`),
  'zoekprofielen/:searchQueryId/:section?',
  'berichten',
  'berichten/inbox',
  'berichten/:threadId',
  'account',
  'instellingen',
  'instellingen/geblokkeerde-gebruikers',
  'zoeker/en-nu',
  'verkoper/en-nu',
];

/** Routes filled by later issues: the shared 'nog niet beschikbaar' page. */
function later(section: string, paths: string[]): RouteObject[] {
  const handle: RouteHandle = { section };
  return paths.map((path) => ({ path, element: <NotAvailablePage />, handle }));
}

// Children filled by the accounts area (features/account/routes.tsx) are not 'later' pages.
// The same for the owner's side of houses (features/house-owner/routes.tsx).
const accountFunnelChildren = new Set<string>([
  ...ACCOUNT_FUNNEL_CHILDREN,
  ...HOUSE_FUNNEL_CHILDREN,
  ...SEARCHER_FUNNEL_CHILDREN,
]);
const accountDashboardChildren = new Set<string>([
  ...ACCOUNT_DASHBOARD_CHILDREN,
  ...HOUSE_OWNER_DASHBOARD_CHILDREN,
  ...MESSAGES_DASHBOARD_CHILDREN,
  ...CHECKIN_DASHBOARD_CHILDREN,
  ...SUBSCRIPTIONS_DASHBOARD_CHILDREN,
  ...SEARCH_PROFILE_DASHBOARD_CHILDREN,
]);

const funnelPaths = (prefix: string) => [
  prefix,
  ...FUNNEL_CHILDREN.filter((child) => !accountFunnelChildren.has(child)).map((child) => `${prefix}/${child}`),
];

export const pageRoutes: RouteObject[] = [
  { index: true, loader: homeLoader, element: <HomePage />, handle: { head: homeHead } },
  {
    path: 'huizen/aanbod/:type?/:code?/:query?/:latitude?/:longitude?',
    loader: listingLoader,
    element: <ListingPage />,
    handle: { head: listingHead },
  },
  { path: 'huizen/:city/:houseSegment', loader: houseLoader, element: <HousePage />, handle: { head: housePageHead } },
  ...houseOwnerRoutes,
  {
    path: 'l/:landingUid',
    ...lazyRoute(
      () => import('./features/landing/LandingPage'),
      (m) => ({ loader: m.landingLoader, Component: m.LandingPage, handle: { head: m.landingHead } }),
    ),
  },
  ...accountRoutes,
  ...messagesRoutes,
  ...checkinRoutes,
  ...subscriptionsRoutes,
  ...searchProfileRoutes,
  ...advisorProfileRoutes,
  ...later('Meedoen', [...funnelPaths('f/:funnelType'), ...funnelPaths('l/:landingUid/:funnelType')]),
  ...later(
    `Mijn ${PRODUCT_NAME}`,
    DASHBOARD_CHILDREN.filter((c) => !accountDashboardChildren.has(c)).map((c) => `${DASHBOARD.slice(1)}/${c}`),
  ),
  {
    path: 'gebruikers/:slug',
    ...lazyRoute(
      () => import('./features/users/UserPage'),
      (m) => ({ loader: m.userLoader, Component: m.UserPage }),
    ),
  },
  {
    path: 'adviseurs/adviseur/:advisorId',
    ...lazyRoute(
      () => import('./features/advisors/AdvisorPage'),
      (m) => ({ loader: m.advisorLoader, Component: m.AdvisorPage }),
    ),
  },
  {
    path: 'adviseurs/:code?/:query?/:latitude?/:longitude?',
    ...lazyRoute(
      () => import('./features/advisors/AdvisorsPage'),
      (m) => ({ loader: m.advisorsLoader, Component: m.AdvisorsPage }),
    ),
  },
  { path: '*', element: <NotFoundPage />, handle: { head: notFoundHead } },
];

/** Shown when the layout itself fails (e.g. the server is down): a minimal shell around the error. */
function RootError() {
  return (
    <>
      <header className="site-header">
        <div className="container site-header__inner">
          <Logo />
        </div>
      </header>
      <main className="site-main">
        <RouteError />
      </main>
      <Footer />
      <GlobalMessages />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: appLayoutLoader,
    // The viewer is loaded once; an explicit router.revalidate() (after login/logout) loads it again.
    shouldRevalidate: ({ currentUrl, nextUrl, formMethod }) => formMethod != null || currentUrl.href === nextUrl.href,
    element: <AppLayout />,
    errorElement: <RootError />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];

/**
 * Route ids as React Router would give them (their place in the tree), but on the route objects
 * themselves: the server's render and the browser's hydration name the same routes (entry-client.tsx).
 */
function withIds(list: RouteObject[], parent: number[] = []): void {
  list.forEach((route, index) => {
    const path = [...parent, index];
    route.id ??= path.join('-');
    if (route.children) withIds(route.children, path);
  });
}
withIds(routes);

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
