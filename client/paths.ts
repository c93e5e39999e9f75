import { LOGIN_PATH, loginWithRedirect } from '../server/domain/accounts/login-path';
import { PRODUCT_SLUG } from './config';

/** Every client path in one place. Named routes of spec §2 map to the helpers below. */
export const DASHBOARD = `/mijn-${PRODUCT_SLUG}`;

export const paths = {
  home: () => '/',
  join: () => '/meedoen',
  login: () => LOGIN_PATH,
  /** /meedoen/email, returning to `redirect` after logging in (shared with the server's redirects). */
  loginWithRedirect,
  /** Sign-up chat /aanmelden/{funnelType?}. */
  signUpChat: (funnelType?: string) => (funnelType ? `/aanmelden/${encodeURIComponent(funnelType)}` : '/aanmelden'),
  dashboard: () => DASHBOARD,
  dashboardDone: () => `${DASHBOARD}/klaar`,
  /** The status-update screen (check-ins). */
  statusUpdate: () => `${DASHBOARD}/status-bijwerken`,
  /** Next steps after sign-up: zoeker/en-nu, verkoper/en-nu. */
  nextSteps: (who: 'zoeker' | 'verkoper') => `${DASHBOARD}/${who}/en-nu`,
  profile: () => `${DASHBOARD}/profiel`,
  profileEdit: (section: 'persoonlijke-gegevens' | 'wachtwoord' | 'profielfoto' | 'bio' = 'persoonlijke-gegevens') =>
    `${DASHBOARD}/profiel/bewerken/${section}`,
  searchQueries: () => `${DASHBOARD}/zoekprofielen`,
  /** zoekprofielen/toevoegen with '' (location), start and kansen; the new profile's slug in `?zoekprofiel=`. */
  searchQueryAdd: (child: '' | 'start' | 'kansen' = '', slug?: string) =>
    `${DASHBOARD}/zoekprofielen/toevoegen${child ? `/${child}` : ''}${slug ? `?zoekprofiel=${encodeURIComponent(slug)}` : ''}`,
  /** The profile view, zoekprofielen/{searchQueryId}/{section?} (the slug is the id segment). */
  searchQuery: (slug: string, section?: 'kansen') =>
    `${DASHBOARD}/zoekprofielen/${encodeURIComponent(slug)}${section ? `/${section}` : ''}`,
  houseAdd: () => `${DASHBOARD}/woningen/toevoegen`,
  /** berichten: the notifications list. */
  messages: () => `${DASHBOARD}/berichten`,
  inbox: () => `${DASHBOARD}/berichten/inbox`,
  /** The subscription (plans): account. */
  account: () => `${DASHBOARD}/account`,
  /** my-{product}-notifications-thread */
  notificationsThread: (threadId: string) => `${DASHBOARD}/berichten/${encodeURIComponent(threadId)}`,
  /** The viewer's advisor profile. */
  advisorProfile: () => `${DASHBOARD}/adviesprofiel`,
  /** my-{product}-settings */
  settings: () => `${DASHBOARD}/instellingen`,
  /** my-{product}-settings-blocked-users */
  settingsBlockedUsers: () => `${DASHBOARD}/instellingen/geblokkeerde-gebruikers`,
  /** my-{product}-houses-edit */
  houseEdit: (houseId: string, section = 'aanbod') =>
    `${DASHBOARD}/woningen/${encodeURIComponent(houseId)}/bewerken/${section}`,
  /** my-{product}-search-queries-edit */
  searchQueryEdit: (searchQueryId: string, section = 'locatie') =>
    `${DASHBOARD}/zoekprofielen/${encodeURIComponent(searchQueryId)}/bewerken/${section}`,
  houseDelete: (slug: string) => `/huizen/${encodeURIComponent(slug)}/verwijderen`,
  passwordReset: (email: string) => `/password/reset?email=${encodeURIComponent(email)}`,
  listing: () => '/huizen/aanbod',
  // Server-rendered pages: link with a plain <a href>, never through the client router.
  terms: () => '/voorwaarden',
  privacy: () => '/privacy',
  contact: () => '/contact',
} as const;
