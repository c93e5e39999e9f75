/**
 * Routes of the owner's side of houses: add a house, the wizard, the owner's view, the
 * delete link and the seller funnel's address, confirmation and chances steps. client/routes.tsx
 * mounts them and leaves these children out of its 'nog niet beschikbaar' pages.
 * (huis/meedoen and huis/registreren are the accounts area's login and registration pages.)
 */
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';
import { HOUSE_STEP_KEYS } from './sections';

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

const sellerFunnel = () => import('./funnel/SellerFunnelPages');

function funnelRoutes(prefix: string): RouteObject[] {
  return [
    { path: `${prefix}/huis/adres`, ...lazyRoute(sellerFunnel, (m) => ({ Component: m.FunnelAddressPage })) },
    { path: `${prefix}/huis/bevestiging`, ...lazyRoute(sellerFunnel, (m) => ({ Component: m.FunnelConfirmPage })) },
    { path: `${prefix}/huis/kansen`, ...lazyRoute(sellerFunnel, (m) => ({ Component: m.FunnelChancesPage })) },
  ];
}

export const houseOwnerRoutes: RouteObject[] = [
  {
    path: `${D}/woningen/toevoegen`,
    ...lazyRoute(
      () => import('./AddHousePage'),
      (m) => ({ Component: m.AddHousePage }),
    ),
  },
  {
    // bewerken without a step goes to the first step (the page redirects).
    path: `${D}/woningen/:houseId/bewerken/:step?`,
    ...lazyRoute(
      () => import('./wizard/HouseWizardPage'),
      (m) => ({
        loader: m.houseWizardLoader,
        shouldRevalidate: m.houseWizardShouldRevalidate,
        Component: m.HouseWizardPage,
      }),
    ),
  },
  {
    path: `${D}/woningen/:houseId/:section?`,
    ...lazyRoute(
      () => import('./HouseOwnerPage'),
      (m) => ({ loader: m.houseOwnerLoader, Component: m.HouseOwnerPage }),
    ),
  },
  {
    path: 'huizen/:slug/verwijderen',
    ...lazyRoute(
      () => import('./HouseDeletePage'),
      (m) => ({ loader: m.houseDeleteLoader, Component: m.HouseDeletePage }),
    ),
  },
  ...funnelRoutes('f/:funnelType'),
  ...funnelRoutes('l/:landingUid/:funnelType'),
];
