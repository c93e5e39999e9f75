// The API keys' limits and Dutch texts.

import { READ_ONLY_KEY_MESSAGE } from '../../kernel/viewer.js';
import type { RequestApiKey } from '../../ports/index.js';

export const API_KEY_SCOPES = ['read', 'act'] as const satisfies readonly RequestApiKey['scope'][];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export type { RequestApiKey };

export const MAX_LIVE_KEYS = 10;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_MESSAGES = {
  invalid: 'Deze API-sleutel is ongeldig of ingetrokken.',
  readOnly: READ_ONLY_KEY_MESSAGE,
  sessionOnly: 'Dit kan alleen ingelogd op de website, niet met een API-sleutel.',
  tooMany: `Je hebt al ${MAX_LIVE_KEYS} actieve API-sleutels. Trek er eerst een in.`,
  nameRequired: 'Geef de sleutel een naam.',
  nameTooLong: `De naam mag maximaal ${API_KEY_NAME_MAX} tekens bevatten.`,
  scope: 'Kies een bereik: alleen lezen of namens mij handelen.',
  notFound: 'Deze API-sleutel bestaat niet.',
} as const;
