/**
 * Routes of the owner's side of houses (issue 4): add a house, the wizard, the owner's view, the
 * delete link and the seller funnel's address, confirmation and chances steps. client/routes.tsx
 * mounts them and leaves these children out of its 'nog niet beschikbaar' pages.
 * (huis/meedoen and huis/registreren are the accounts area's login and registration pages.)
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { AddHousePage } from './AddHousePage';
import { FunnelAddressPage, FunnelChancesPage, FunnelConfirmPage } from './funnel/SellerFunnelPages';
import { HouseDeletePage, houseDeleteLoader } from './HouseDeletePage';
import { HouseOwnerPage, houseOwnerLoader } from './HouseOwnerPage';
import { HOUSE_STEP_KEYS } from './sections';
import { HouseWizardPage, houseWizardLoader, houseWizardShouldRevalidate } from './wizard/HouseWizardPage';

/** Dashboard children (relative to /mijn-huiskans, spec §2) these routes fill. */
export const HOUSE_OWNER_DASHBOARD_CHILDREN = [
  'woningen/toevoegen',
  'woningen/:houseId/bewerken',
  ...HOUSE_STEP_KEYS.map((s) => `woningen/:houseId/bewerken/${s}`),
  'woningen/:houseId/:section?',
] as const;

/** Seller funnel children these routes fill. */
export const HOUSE_FUNNEL_CHILDREN = ['huis/adres', 'huis/bevestiging', 'huis/kansen'] as const;

const D = DASHBOARD.slice(1);

function funnelRoutes(prefix: string): RouteObject[] {
  return [
    { path: `${prefix}/huis/adres`, element: <FunnelAddressPage /> },
    { path: `${prefix}/huis/bevestiging`, element: <FunnelConfirmPage /> },
    { path: `${prefix}/huis/kansen`, element: <FunnelChancesPage /> },
  ];
}

export const houseOwnerRoutes: RouteObject[] = [
  { path: `${D}/woningen/toevoegen`, element: <AddHousePage /> },
  {
    // bewerken without a step goes to the first step (the page redirects).
    path: `${D}/woningen/:houseId/bewerken/:step?`,
    loader: houseWizardLoader,
    shouldRevalidate: houseWizardShouldRevalidate,
    element: <HouseWizardPage />,
  },
  { path: `${D}/woningen/:houseId/:section?`, loader: houseOwnerLoader, element: <HouseOwnerPage /> },
  { path: 'huizen/:slug/verwijderen', loader: houseDeleteLoader, element: <HouseDeletePage /> },
  ...funnelRoutes('f/:funnelType'),
  ...funnelRoutes('l/:landingUid/:funnelType'),
];
