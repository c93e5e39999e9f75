/**
 * Routes of the accounts area (issue 3): funnel start, two-step login, registration children of
 * the funnels, sign-up chat, password reset, dashboard, profile, settings. (The e-mail verification
 * link /email/verify is a server route that redirects to /mijn-huiskans?verified=1 or =0.)
 * client/routes.tsx mounts them and keeps the 'nog niet beschikbaar' page for the other children.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { DASHBOARD } from '../../paths';
import { JoinPage } from '../auth/JoinPage';
import { LoginPage } from '../auth/LoginPage';
import { PasswordResetPage } from '../auth/PasswordResetPage';
import { DashboardPage, dashboardLoader } from '../dashboard/DashboardPage';
import { NextStepsPage } from '../dashboard/NextStepsPage';
import { BioSection } from '../profile/BioForm';
import { PasswordSection } from '../profile/PasswordForm';
import { PersonalDetailsSection } from '../profile/PersonalDetailsForm';
import { ProfileEditLayout, profileEditLoader } from '../profile/ProfileEditLayout';
import { ProfilePage, profileLoader } from '../profile/ProfilePage';
import { ProfilePhotoSection } from '../profile/ProfilePhotoForm';
import { type FunnelHandle, FunnelLoginPage, FunnelRegistrationPage } from '../registration/FunnelPages';
import { SignUpChatPage } from '../registration/SignUpChatPage';
import { BlockedUsersPage, blockedUsersLoader } from '../settings/BlockedUsersPage';
import { SettingsPage, settingsLoader } from '../settings/SettingsPage';

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

export const accountRoutes: RouteObject[] = [
  { path: 'meedoen', element: <JoinPage /> },
  { path: 'meedoen/email', element: <LoginPage /> },
  { path: 'password/reset', element: <PasswordResetPage /> },
  { path: 'aanmelden/:funnelType?', element: <SignUpChatPage /> },
  ...funnelRoutes('f/:funnelType'),
  ...funnelRoutes('l/:landingUid/:funnelType'),
  { path: D, loader: dashboardLoader, element: <DashboardPage /> },
  { path: `${D}/klaar`, loader: dashboardLoader, element: <DashboardPage done /> },
  { path: `${D}/profiel`, loader: profileLoader, element: <ProfilePage /> },
  {
    path: `${D}/profiel/bewerken`,
    loader: profileEditLoader,
    element: <ProfileEditLayout />,
    children: [
      { index: true, element: <Navigate to="persoonlijke-gegevens" replace /> },
      { path: 'persoonlijke-gegevens', element: <PersonalDetailsSection /> },
      { path: 'wachtwoord', element: <PasswordSection /> },
      { path: 'profielfoto', element: <ProfilePhotoSection /> },
      { path: 'bio', element: <BioSection /> },
    ],
  },
  { path: `${D}/instellingen`, loader: settingsLoader, element: <SettingsPage /> },
  { path: `${D}/instellingen/geblokkeerde-gebruikers`, loader: blockedUsersLoader, element: <BlockedUsersPage /> },
  { path: `${D}/zoeker/en-nu`, element: <NextStepsPage who="zoeker" /> },
  { path: `${D}/verkoper/en-nu`, element: <NextStepsPage who="verkoper" /> },
];
