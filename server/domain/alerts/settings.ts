import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { parseCommand } from '../errors.js';
import { requireUser } from '../kernel/viewer.js';
import {
  MAIL_CATEGORIES,
  MAIL_CATEGORY_KEYS,
  type MailCategory,
  mailPreferencesOf,
} from '../notifications/mail/categories.js';
import type { Viewer } from '../ports/index.js';

// The account's settings (/mijn-huiskans/instellingen): how new matching houses are announced, and
// which notifications come by e-mail (one switch per category, all on by default). REST (`/api/user/settings`) and GraphQL (`User.settings`, `updateSettings`) both
// read and write through this module.

/** How a searcher hears of a new house that fits a search profile: at once, in the daily digest, or not. */
export type MatchAlerts = 'instant' | 'daily' | 'never';

export const MATCH_ALERT_OPTIONS: readonly { key: MatchAlerts; label: string }[] = [
  { key: 'instant', label: 'Direct' },
  { key: 'daily', label: 'Dagelijks overzicht' },
  { key: 'never', label: 'Nooit' },
];

export const MATCH_ALERT_KEYS = MATCH_ALERT_OPTIONS.map((o) => o.key) as [MatchAlerts, ...MatchAlerts[]];

/** The default of a new account (users.match_alerts). */
export const DEFAULT_MATCH_ALERTS: MatchAlerts = 'daily';

export function isMatchAlerts(value: unknown): value is MatchAlerts {
  return typeof value === 'string' && (MATCH_ALERT_KEYS as readonly string[]).includes(value);
}

export interface MailCategorySetting {
  category: MailCategory;
  label: string;
  enabled: boolean;
}

export interface UserSettings {
  matchAlerts: MatchAlerts;
  /** Every mail category in the order of the settings page, with the user's choice. */
  mail: MailCategorySetting[];
}

/** A partial update: fields left out stay as they are (unknown ones are ignored, as Laravel does). */
export const settingsCommand = z.object({
  matchAlerts: z.enum(MATCH_ALERT_KEYS, { message: 'Kies Direct, Dagelijks overzicht of Nooit.' }).optional(),
  mail: z
    .partialRecord(z.enum(MAIL_CATEGORY_KEYS), z.boolean({ message: 'Kies aan of uit.' }), {
      message: 'Geef per soort e-mail aan of uit.',
    })
    .optional(),
});

export function matchAlertsOf(user: Pick<User, 'matchAlerts'>): MatchAlerts {
  return isMatchAlerts(user.matchAlerts) ? user.matchAlerts : DEFAULT_MATCH_ALERTS;
}

export function settingsOf(user: Pick<User, 'matchAlerts' | 'mailOptOuts'>): UserSettings {
  const mail = mailPreferencesOf(user);
  return {
    matchAlerts: matchAlertsOf(user),
    mail: MAIL_CATEGORIES.map((c) => ({ category: c.key, label: c.label, enabled: mail[c.key] })),
  };
}

/** The viewer's settings; a visitor hears 401. */
export function viewerSettings(viewer: Viewer): UserSettings {
  return settingsOf(requireUser(viewer));
}

/** Changes the viewer's settings (401 before any 422); answers the updated user. */
export async function updateSettings(deps: { prisma: Db; viewer: Viewer }, raw: unknown): Promise<User> {
  const user = requireUser(deps.viewer);
  const command = parseCommand(settingsCommand, raw);
  if (command.matchAlerts === undefined && command.mail === undefined) return user;
  const mail = { ...mailPreferencesOf(user), ...command.mail };
  // updatedAt stays: a setting is not a status confirmation (spec §4 freshness reads users.updated_at).
  const updated = await deps.prisma.user.update({
    where: { id: user.id },
    data: {
      matchAlerts: command.matchAlerts,
      mailOptOuts: MAIL_CATEGORY_KEYS.filter((k) => !mail[k]),
      updatedAt: user.updatedAt,
    },
  });
  deps.viewer.user = updated;
  return updated;
}
