/** Dutch labels of PDOK place types (design.md: woonplaats, gemeente, adres, postcode, weg). */
const PLACE_TYPE_LABELS: Record<string, string> = {
  woonplaats: 'Plaats',
  gemeente: 'Gemeente',
  adres: 'Adres',
  postcode: 'Postcode',
  weg: 'Straat',
  provincie: 'Provincie',
};

export function placeTypeLabel(type: string): string {
  return PLACE_TYPE_LABELS[type] ?? type;
}
