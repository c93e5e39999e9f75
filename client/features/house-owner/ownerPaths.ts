/**
 * Paths of the owner's house screens. The house's slug is the `{houseId}` segment of spec §2
 * (the spec's own links use /mijn-{product}/woningen/{slug}/bewerken/aanbod).
 */
import { DASHBOARD, paths } from '../../paths';
import type { HouseStep } from './sections';

export type OwnerSection = 'interesse' | 'geschiedenis';

export const ownerPaths = {
  add: () => paths.houseAdd(),
  /** my-{product}-houses-edit */
  edit: (slug: string, step: HouseStep = 'bevestigen') => paths.houseEdit(slug, step),
  /** The owner's view, /mijn-huiskans/woningen/{slug}/{section?}. */
  view: (slug: string, section?: OwnerSection) =>
    `${DASHBOARD}/woningen/${encodeURIComponent(slug)}${section ? `/${section}` : ''}`,
  delete: (slug: string) => paths.houseDelete(slug),
  /** Seller funnel children under /f/{funnelType} or /l/{landingUid}/{funnelType}. */
  funnel: (
    base: string,
    child: 'huis/adres' | 'huis/bevestiging' | 'huis/kansen' | 'huis/meedoen' | 'huis/registreren',
  ) => `${base}/${child}`,
};
