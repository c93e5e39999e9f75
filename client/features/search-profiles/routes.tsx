/**
 * Routes of search profiles (issue 12): the list, adding (location, start, kansen), the ten-step
 * wizard (named route my-huiskans-search-queries-edit = paths.searchQueryEdit), the profile view,
 * and the searcher funnel's zoek/basis, wat-zoek-je, maximale-hypotheek and kansen (zoek/meedoen,
 * registreren and snel-registreren are the accounts area's). client/routes.tsx mounts them.
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import {
  AddSearchProfileChancesPage,
  AddSearchProfilePage,
  AddSearchProfileStartPage,
  addedProfileLoader,
} from './AddSearchProfilePages';
import {
  FunnelBasisPage,
  FunnelChancesPage,
  FunnelMortgagePage,
  FunnelWhatPage,
  searcherFunnelLoader,
} from './funnel/SearcherFunnelPages';
import { SearchProfilePage, searchProfileLoader } from './SearchProfilePage';
import { SearchProfilesPage, searchProfilesLoader } from './SearchProfilesPage';
import { PROFILE_STEP_KEYS } from './sections';
import {
  SearchProfileWizardPage,
  searchProfileWizardLoader,
  searchProfileWizardShouldRevalidate,
} from './wizard/SearchProfileWizardPage';

/** Dashboard children (relative to /mijn-huiskans, spec §2) these routes fill. */
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

function funnelRoutes(prefix: string): RouteObject[] {
  return [
    { path: `${prefix}/zoek/basis`, element: <FunnelBasisPage /> },
    { path: `${prefix}/zoek/wat-zoek-je`, loader: searcherFunnelLoader, element: <FunnelWhatPage /> },
    { path: `${prefix}/zoek/maximale-hypotheek`, loader: searcherFunnelLoader, element: <FunnelMortgagePage /> },
    { path: `${prefix}/zoek/kansen`, loader: searcherFunnelLoader, element: <FunnelChancesPage /> },
  ];
}

export const searchProfileRoutes: RouteObject[] = [
  { path: `${D}/zoekprofielen`, loader: searchProfilesLoader, element: <SearchProfilesPage /> },
  { path: `${D}/zoekprofielen/toevoegen`, element: <AddSearchProfilePage /> },
  { path: `${D}/zoekprofielen/toevoegen/start`, loader: addedProfileLoader, element: <AddSearchProfileStartPage /> },
  { path: `${D}/zoekprofielen/toevoegen/kansen`, loader: addedProfileLoader, element: <AddSearchProfileChancesPage /> },
  {
    // bewerken without a step goes to the first step (the page redirects).
    path: `${D}/zoekprofielen/:searchQueryId/bewerken/:step?`,
    loader: searchProfileWizardLoader,
    shouldRevalidate: searchProfileWizardShouldRevalidate,
    element: <SearchProfileWizardPage />,
  },
  { path: `${D}/zoekprofielen/:searchQueryId/:section?`, loader: searchProfileLoader, element: <SearchProfilePage /> },
  ...funnelRoutes('f/:funnelType'),
  ...funnelRoutes('l/:landingUid/:funnelType'),
];
