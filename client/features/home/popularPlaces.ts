/**
 * Popular places on the home page. Their type, code and coordinates come from the server's place
 * lookup (HomePageQuery), so the links always match the codes the listing filters on.
 */
export const POPULAR_PLACES = [
  { alias: 'amsterdam', label: 'Amsterdam' },
  { alias: 'rotterdam', label: 'Rotterdam' },
  { alias: 'utrecht', label: 'Utrecht' },
  { alias: 'denHaag', label: 'Den Haag' },
  { alias: 'eindhoven', label: 'Eindhoven' },
  { alias: 'groningen', label: 'Groningen' },
  { alias: 'haarlem', label: 'Haarlem' },
  { alias: 'leiden', label: 'Leiden' },
  { alias: 'nijmegen', label: 'Nijmegen' },
  { alias: 'zwolle', label: 'Zwolle' },
] as const;

export type PopularPlaceAlias = (typeof POPULAR_PLACES)[number]['alias'];
