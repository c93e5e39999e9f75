import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The product slug: the dashboard lives at /mijn-{product}, plain messages are {Product}Message. */
export const PRODUCT = { slug: 'huiskans', name: 'Huiskans', supportEmail: 'support@huiskans.nl' } as const;

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `moet beginnen met ${protocols.map((p) => `${p}://`).join(' of ')}`,
    });
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Comma-separated origins (scheme://host[:port]), e.g. of partner sites that read GraphQL in a browser. */
const originList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o), {
    message:
      'moet een lijst van origins zijn, gescheiden door komma’s (bijv. https://partner.example,https://ander.example)',
  });

/** `address/bits` (IPv4 or IPv6; a bare address is one host), comma-separated. */
const cidrList = z
  .string()
  .default('127.0.0.1/8,::1/128')
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every(isCidr), {
    message: 'moet een lijst van netwerken zijn, gescheiden door komma’s (bijv. 10.0.0.0/8,127.0.0.1/32,::1/128)',
  });

function isCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : -1;
  if (max < 0 || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl(['http', 'https']),
  /**
   * More names the server answers to besides APP_URL's host (comma-separated `host[:port]`, e.g. the
   * address a health check uses); every other Host header is refused (DNS rebinding).
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every(isHostAndPort), {
      message: 'moet een lijst van host of host:poort zijn, gescheiden door komma’s (zonder http://)',
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** A streaming replica of DATABASE_URL: visitors' reads go there while it keeps up (docs/operations.md). */
  DATABASE_REPLICA_URL: optionalUrl(['postgres', 'postgresql']),
  /** Replay lag beyond which the replica is left alone and reads go to the primary. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Key prefix in Redis (sessions, rate limits, pub/sub channels), so that several apps or test runs can share one server. */
  REDIS_PREFIX: z.string().default('huiskans:'),
  /** Behind a reverse proxy: take the client IP (rate limits) from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Networks whose peers may read /metrics (docs/operations.md); everyone else gets 404. */
  METRICS_ALLOW: cidrList,
  /** After SIGTERM: how long requests in flight and a running job may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The demo (four accounts with a published password, 1,200 houses) on an empty database: `auto`
   * only on a laptop (see demoSeedWanted), `always` also on a PostgreSQL server, `never`.
   */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Partner sites allowed to call /graphql and /api from a browser, without the user's cookies. */
  CORS_PARTNER_ORIGINS: originList,
  /** A GraphQL query still running after this many milliseconds is answered with an error. */
  GRAPHQL_TIME_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(5_000),
  /**
   * Status check-ins (spec §2/§4): days after the last confirmation at which the moving wish, a house
   * status or a search profile counts as outdated and the status-update modal asks about it.
   */
  STATUS_CHECKIN_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days without a confirmed house status after which the house leaves the listing as 'status onbekend'. */
  HOUSE_STATUS_UNKNOWN_DAYS: z.coerce.number().int().min(2).max(3650).default(90),
  /** How long a message mail waits for more messages (one mail) or for the message to be read (none). */
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Local time (HH:MM) of the daily digest of match alerts, or `off` (another instance or a cron sends it). */
  DIGEST_TIME: z
    .string()
    .trim()
    .default('08:00')
    .refine((v) => v === 'off' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), {
      message: 'moet HH:MM zijn (bijv. 08:00) of off',
    }),
  /** Time zone of DIGEST_TIME (IANA name). */
  DIGEST_TIME_ZONE: z
    .string()
    .trim()
    .default('Europe/Amsterdam')
    .refine(isTimeZone, { message: 'moet een tijdzone zijn, bijv. Europe/Amsterdam' }),
  // outside services (design.md): each is off or offline until configured
  PDOK_URL: optionalUrl(['http', 'https']),
  /** Mollie's API key (`test_…` or `live_…`); without it payments go through the local test checkout. */
  MOLLIE_API_KEY: optionalString.refine((v) => v === undefined || /^(test|live)_[A-Za-z0-9]+$/.test(v), {
    message: 'moet een Mollie API-sleutel zijn (begint met test_ of live_)',
  }),
  MOLLIE_API_URL: optionalUrl(['http', 'https']),
  /** How long one call to Mollie may take before the user is told to try again (nothing is charged twice). */
  MOLLIE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: optionalUrl(['http', 'https']),
  GOOGLE_MAPS_KEY: optionalString,
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Huiskans <noreply@huiskans.nl>'),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `name`, `name:port`, `1.2.3.4:port` or `[::1]:port`: exactly what a Host header carries. */
function isHostAndPort(value: string): boolean {
  try {
    const url = new URL(`http://${value}`);
    return url.host === value || url.host === value.replace(/:80$/, '');
  } catch {
    return false;
  }
}

/** Names of this machine a browser can use: the only Host names a local request may carry. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
export const isLoopbackName = (hostname: string) => LOOPBACK_NAMES.includes(hostname.toLowerCase());

/** APP_URL on this machine only (http://localhost:3000 ...): `npm start` on a laptop, not a public site. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackName(new URL(url).hostname);
}

type Issue = { path: string; message: string };

/** Rules between variables, each reported on the variable to change. */
function crossChecks(c: Config): Issue[] {
  const issues: Issue[] = [];
  if (c.MOLLIE_API_URL && !c.MOLLIE_API_KEY) {
    issues.push({ path: 'MOLLIE_API_URL', message: 'werkt alleen samen met MOLLIE_API_KEY' });
  }
  // Without a key every payment goes through the local test checkout, where anyone can pick
  // "Betaald": fine on a laptop, never on a public site.
  if (c.NODE_ENV === 'production' && !c.MOLLIE_API_KEY && !isLoopbackUrl(c.APP_URL)) {
    issues.push({
      path: 'MOLLIE_API_KEY',
      message: `is nodig in productie op ${c.APP_URL}: zonder sleutel kan iedereen op de testbetaalpagina "Betaald" kiezen`,
    });
  }
  if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL) {
    issues.push({
      path: 'DATABASE_REPLICA_URL',
      message: 'werkt alleen samen met DATABASE_URL (de primaire database)',
    });
  }
  if (c.HOUSE_STATUS_UNKNOWN_DAYS <= c.STATUS_CHECKIN_DAYS) {
    issues.push({
      path: 'HOUSE_STATUS_UNKNOWN_DAYS',
      message: `moet groter zijn dan STATUS_CHECKIN_DAYS (${c.STATUS_CHECKIN_DAYS}): eerst vragen we de eigenaar, pas daarna verdwijnt de woning`,
    });
  }
  return issues;
}

export type Config = Omit<z.infer<typeof schema>, 'APP_URL' | 'DATA_DIR'> & { APP_URL: string; DATA_DIR: string };

export class ConfigError extends Error {
  constructor(issues: Issue[]) {
    super(`Ongeldige configuratie:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`);
  }
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  const c = parsed.data;
  const config = {
    ...c,
    DATA_DIR: resolve(c.DATA_DIR),
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
  const issues = crossChecks(config);
  if (issues.length) throw new ConfigError(issues);
  return config;
}
