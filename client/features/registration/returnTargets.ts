import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';

export interface ReturnTarget {
  path: string;
  /** The button label on the success screen. */
  label: string;
}

/** Spec §2: the default return after login or registration, 'Ga naar Mijn {product}'. */
export const DEFAULT_RETURN: ReturnTarget = { path: paths.dashboard(), label: `Ga naar Mijn ${PRODUCT_NAME}` };

/**
 * Where a funnel's registration child returns to (spec §2): huis/registreren → the seller's
 * sign-up chat, zoek/registreren → the searcher's; everything else the dashboard.
 */
export function registrationReturnTarget(child: string): ReturnTarget {
  if (child === 'huis/registreren') return { path: paths.signUpChat('verkoper'), label: 'Verder' };
  if (child === 'zoek/registreren') return { path: paths.signUpChat('zoeker'), label: 'Verder' };
  return DEFAULT_RETURN;
}

/** The house / search profile the funnel created, from the query string or the navigation state. */
export function funnelSlugs(
  search: URLSearchParams,
  state: unknown,
): { houseSlug: string | null; searchQuerySlug: string | null } {
  const s = (state ?? {}) as { houseSlug?: unknown; searchQuerySlug?: unknown };
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    houseSlug: str(search.get('house_slug')) ?? str(s.houseSlug),
    searchQuerySlug: str(search.get('search_query_slug')) ?? str(s.searchQuerySlug),
  };
}
