/**
 * Routes of the accounts area: funnel start, two-step login, registration children of
 * the funnels, sign-up chat, password reset, dashboard, profile, settings. (The e-mail verification
 * link /email/verify is a server route that redirects to /mijn-huiskans?verified=1 or =0.)
 * client/routes.tsx mounts them and keeps the 'nog niet beschikbaar' page for the other children.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { lazyRoute } from '../../relay/lazyRoute';
import { JoinPage } from '../auth/JoinPage';
import { LoginPage } from '../auth/LoginPage';
import { PasswordResetPage } from '../auth/PasswordResetPage';
import { type FunnelHandle, FunnelLoginPage, FunnelRegistrationPage } from '../registration/FunnelPages';
import { SignUpChatPage } from '../registration/SignUpChatPage';

/** Funnel children (spec §2) this area fills: the login and registration steps. */
export const ACCOUNT_FUNNEL_CHILDREN = [
  'huis/meedoen',
  'zoek/meedoen',
  'huis/registreren',
  'zoek/registreren',
  'zoek/snel-registreren',
] as const;

/** Dashboard children (relative to /mijn-huiskans) this area fills; '' is the dashboard itself. */
export const ACCOUNT_DASHBOARD_CHILDREN = [
  '',
  'klaar',
  'profiel',
  'profiel/bewerken',
  'profiel/bewerken/persoonlijke-gegevens',
  'profiel/bewerken/wachtwoord',
  'profiel/bewerken/profielfoto',
  'profiel/bewerken/bio',
  'instellingen',
  'instellingen/geblokkeerde-gebruikers',
  'zoeker/en-nu',
  'verkoper/en-nu',
] as const;

function funnelRoutes(prefix: string): RouteObject[] {
  return ACCOUNT_FUNNEL_CHILDREN.map((child) => {
    const handle: FunnelHandle = { section: 'Meedoen', funnelChild: child };
    const element = child.endsWith('/meedoen') ? (
      <FunnelLoginPage key={child} />
    ) : (
      <FunnelRegistrationPage key={child} />
    );
    return { path: `${prefix}/${child}`, element, handle };
  });
}

const D = DASHBOARD.slice(1);
const dashboard = () => import('../dashboard/DashboardPage');
const nextSteps = () => import('../dashboard/NextStepsPage');

export const accountRoutes: RouteObject[] = [
  { path: 'meedoen', element: <JoinPage /> },
  { path: 'meedoen/email', element: <LoginPage /> },
  { path: 'password/reset', element: <PasswordResetPage /> },
  { path: 'aanmelden/:funnelType?', element: <SignUpChatPage /> },
  ...funnelRoutes('f/:funnelType'),
  ...funnelRoutes('l/:landingUid/:funnelType'),
  { path: D, ...lazyRoute(dashboard, (m) => ({ loader: m.dashboardLoader, Component: m.DashboardPage })) },
  {
    path: `${D}/klaar`,
    ...lazyRoute(dashboard, (m) => ({ loader: m.dashboardLoader, element: <m.DashboardPage done /> })),
  },
  {
    path: `${D}/profiel`,
    ...lazyRoute(
      () => import('../profile/ProfilePage'),
      (m) => ({ loader: m.profileLoader, Component: m.ProfilePage }),
    ),
  },
  {
    path: `${D}/profiel/bewerken`,
    ...lazyRoute(
      () => import('../profile/ProfileEditLayout'),
      (m) => ({ loader: m.profileEditLoader, Component: m.ProfileEditLayout }),
    ),
    children: [
      { index: true, element: <Navigate to="persoonlijke-gegevens" replace /> },
      {
        path: 'persoonlijke-gegevens',
        ...lazyRoute(
          () => import('../profile/PersonalDetailsForm'),
          (m) => ({ Component: m.PersonalDetailsSection }),
        ),
      },
      {
        path: 'wachtwoord',
        ...lazyRoute(
          () => import('../profile/PasswordForm'),
          (m) => ({ Component: m.PasswordSection }),
        ),
      },
      {
        path: 'profielfoto',
        ...lazyRoute(
          () => import('../profile/ProfilePhotoForm'),
          (m) => ({ Component: m.ProfilePhotoSection }),
        ),
      },
      {
        path: 'bio',
        ...lazyRoute(
          () => import('../profile/BioForm'),
          (m) => ({ Component: m.BioSection }),
        ),
      },
    ],
  },
  {
    path: `${D}/instellingen`,
    ...lazyRoute(
      () => import('../settings/SettingsPage'),
      (m) => ({ loader: m.settingsLoader, Component: m.SettingsPage }),
    ),
  },
  {
    path: `${D}/instellingen/geblokkeerde-gebruikers`,
    ...lazyRoute(
      () => import('../settings/BlockedUsersPage'),
      (m) => ({ loader: m.blockedUsersLoader, Component: m.BlockedUsersPage }),
    ),
  },
  {
    path: `${D}/zoeker/en-nu`,
    ...lazyRoute(nextSteps, (m) => ({ element: <m.NextStepsPage who="zoeker" /> })),
  },
  {
    path: `${D}/verkoper/en-nu`,
    ...lazyRoute(nextSteps, (m) => ({ element: <m.NextStepsPage who="verkoper" /> })),
  },
];
