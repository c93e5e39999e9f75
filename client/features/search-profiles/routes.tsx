/**
 * Routes of search profiles: the list, adding (location, start, kansen), the ten-step
 * wizard (named route my-huiskans-search-queries-edit = paths.searchQueryEdit), the profile view,
 * and the searcher funnel's zoek/basis, wat-zoek-je, maximale-hypotheek and kansen (zoek/meedoen,
 * registreren and snel-registreren are the accounts area's). client/routes.tsx mounts them.
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';
import { PROFILE_STEP_KEYS } from './sections';

export const SEARCH_PROFILE_DASHBOARD_CHILDREN = [
  'zoekprofielen',
  'zoekprofielen/toevoegen',
  'zoekprofielen/toevoegen/start',
  'zoekprofielen/toevoegen/kansen',
  'zoekprofielen/:searchQueryId/bewerken',
  ...PROFILE_STEP_KEYS.map((s) => `zoekprofielen/:searchQueryId/bewerken/${s}`),
  'zoekprofielen/:searchQueryId/:section?',
] as const;

/** Searcher funnel children these routes fill. */
export const SEARCHER_FUNNEL_CHILDREN = [
  'zoek/basis',
  'zoek/wat-zoek-je',
  'zoek/maximale-hypotheek',
  'zoek/kansen',
] as const;

const D = DASHBOARD.slice(1);

const searcherFunnel = () => import('./funnel/SearcherFunnelPages');
const addProfile = () => import('./AddSearchProfilePages');

function funnelRoutes(prefix: string): RouteObject[] {
  return [
    { path: `${prefix}/zoek/basis`, ...lazyRoute(searcherFunnel, (m) => ({ Component: m.FunnelBasisPage })) },
    {
      path: `${prefix}/zoek/wat-zoek-je`,
      ...lazyRoute(searcherFunnel, (m) => ({ loader: m.searcherFunnelLoader, Component: m.FunnelWhatPage })),
    },
    {
      path: `${prefix}/zoek/maximale-hypotheek`,
      ...lazyRoute(searcherFunnel, (m) => ({ loader: m.searcherFunnelLoader, Component: m.FunnelMortgagePage })),
    },
    {
      path: `${prefix}/zoek/kansen`,
      ...lazyRoute(searcherFunnel, (m) => ({ loader: m.searcherFunnelLoader, Component: m.FunnelChancesPage })),
    },
  ];
}

export const searchProfileRoutes: RouteObject[] = [
  {
    path: `${D}/zoekprofielen`,
    ...lazyRoute(
      () => import('./SearchProfilesPage'),
      (m) => ({ loader: m.searchProfilesLoader, Component: m.SearchProfilesPage }),
    ),
  },
  { path: `${D}/zoekprofielen/toevoegen`, ...lazyRoute(addProfile, (m) => ({ Component: m.AddSearchProfilePage })) },
  {
    path: `${D}/zoekprofielen/toevoegen/start`,
    ...lazyRoute(addProfile, (m) => ({ loader: m.addedProfileLoader, Component: m.AddSearchProfileStartPage })),
  },
  {
    path: `${D}/zoekprofielen/toevoegen/kansen`,
    ...lazyRoute(addProfile, (m) => ({ loader: m.addedProfileLoader, Component: m.AddSearchProfileChancesPage })),
  },
  {
    // bewerken without a step goes to the first step (the page redirects).
    path: `${D}/zoekprofielen/:searchQueryId/bewerken/:step?`,
    ...lazyRoute(
      () => import('./wizard/SearchProfileWizardPage'),
      (m) => ({
        loader: m.searchProfileWizardLoader,
        shouldRevalidate: m.searchProfileWizardShouldRevalidate,
        Component: m.SearchProfileWizardPage,
      }),
    ),
  },
  {
    path: `${D}/zoekprofielen/:searchQueryId/:section?`,
    ...lazyRoute(
      () => import('./SearchProfilePage'),
      (m) => ({ loader: m.searchProfileLoader, Component: m.SearchProfilePage }),
    ),
  },
  ...funnelRoutes('f/:funnelType'),
  ...funnelRoutes('l/:landingUid/:funnelType'),
];
