/**
 * After logging in, registering, logging out or deleting the account the viewer changes: every
 * record in the Relay store may now be out of date (private fields, address details), so the
 * store is invalidated (later loaders refetch) and the layout's viewer is loaded again at once,
 * which re-renders the header and the dashboard guard.
 */
import { fetchQuery } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import AppLayoutQuery from '../../__generated__/AppLayoutQuery.graphql';
import { environment } from '../../relay/environment';

/** The store proxy of commitUpdate has invalidateStore at runtime; the types only know it on the selector proxy. */
function invalidate(store: RecordSourceProxy) {
  (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore();
}

export async function reloadViewer(): Promise<void> {
  environment.commitUpdate((store) => {
    invalidate(store);
  });
  await fetchQuery(environment, AppLayoutQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}

/**
 * Logged out: the viewer is gone at once (no flash of the old header) and everything else in the
 * store is stale. No request is needed: the session is known to be over.
 */
export function forgetViewer(): void {
  environment.commitUpdate((store) => {
    store.getRoot().setValue(null, 'viewer');
    invalidate(store);
  });
}

let leavingFrom: string | null = null;

/**
 * True on the page where logging out or deleting the account began, until the browser has left
 * it: the dashboard guard then waits instead of redirecting. The way home may wait for the home
 * page's code, and the page stays in view meanwhile.
 */
export function isLeavingAccount(pathname: string): boolean {
  return leavingFrom === pathname;
}

/** The browser is on `pathname`: a leave that began elsewhere is over. */
export function arrivedAt(pathname: string): void {
  if (leavingFrom !== pathname) leavingFrom = null;
}

/**
 * Logged out or deleted: the viewer is forgotten and the browser goes to the home page. Meanwhile
 * the dashboard guard waits (it would otherwise send the fresh visitor from a dashboard page to
 * the login).
 */
export async function leaveAccount(goHome: () => Promise<void> | void): Promise<void> {
  leavingFrom = window.location.pathname;
  // Forget first, then navigate: the home page's loader then fetches against the invalidated
  // store (invalidating while its query is in flight would make Relay fetch it twice).
  forgetViewer();
  await goHome();
}
