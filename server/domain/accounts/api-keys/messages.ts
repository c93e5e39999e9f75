// The API keys' limits and Dutch texts; a leaf module, so that the viewer can name a key's scope.

export const API_KEY_SCOPES = ['read', 'act'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The key a request came with, as the viewer carries it. */
export interface RequestApiKey {
  id: number;
  scope: ApiKeyScope;
}

export const MAX_LIVE_KEYS = 10;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_MESSAGES = {
  invalid: 'Deze API-sleutel is ongeldig of ingetrokken.',
  readOnly:
    'Deze API-sleutel mag alleen openbare gegevens lezen. Maak een sleutel met het bereik "namens mij handelen".',
  sessionOnly: 'Dit kan alleen ingelogd op de website, niet met een API-sleutel.',
  tooMany: `Je hebt al ${MAX_LIVE_KEYS} actieve API-sleutels. Trek er eerst een in.`,
  nameRequired: 'Geef de sleutel een naam.',
  nameTooLong: `De naam mag maximaal ${API_KEY_NAME_MAX} tekens bevatten.`,
  scope: 'Kies een bereik: alleen lezen of namens mij handelen.',
  notFound: 'Deze API-sleutel bestaat niet.',
} as const;
