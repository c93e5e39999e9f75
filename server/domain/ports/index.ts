// The domain's ports: every service outside it that a use case calls, declared here and implemented
// by server/adapters (chosen from configuration in server/services.ts). The domain imports these
// types, never an adapter, a surface or the request context.
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import type { Captcha } from './captcha.js';
import type { Geocoder } from './geocoder.js';
import type { Mailer } from './mail.js';
import type { PaymentProvider } from './payments.js';
import type { PubSub } from './pubsub.js';
import type { RateLimitStore } from './rate-limits.js';
import type { SessionHandle, SessionStore } from './sessions.js';
import type { Storage } from './storage.js';

export type {
  Captcha,
  Geocoder,
  Mailer,
  PaymentProvider,
  PubSub,
  RateLimitStore,
  SessionHandle,
  SessionStore,
  Storage,
};

/** The API key a bearer request came with (server/domain/accounts/api-keys). */
export interface RequestApiKey {
  id: number;
  scope: 'read' | 'act';
}

/** Who is asking: the logged-in user (or null), with lazily computed rights. */
export interface Viewer {
  user: User | null;
  /** The API key of a bearer request; a `read` key has no user (public data only). */
  apiKey?: RequestApiKey;
  /** can_do_subscriber_actions, computed once per request. */
  isSubscriber(): Promise<boolean>;
}

/** The time of day as a use case reads it: a parameter, so a test or a scheduler can move it. */
export type Clock = () => Date;

export interface Ports {
  mail: Mailer;
  captcha: Captcha;
  /** Throttling counters, shared by every instance (database or Redis). */
  rateLimits: RateLimitStore;
  sessions: SessionStore;
  geocoder: Geocoder;
  storage: Storage;
  payments: PaymentProvider;
  /** Live events (notifications) between the processes: in-process, or Redis with REDIS_URL. */
  pubsub: PubSub;
}

/**
 * What a use case of a request may use: the ports, the database, the configuration, who is asking
 * and their session. Each use case asks for the part it needs (`Pick<RequestDeps, ...>`); the
 * surfaces pass their request context, which has all of it.
 */
export interface RequestDeps extends Ports {
  config: Config;
  prisma: Db;
  viewer: Viewer;
  session: SessionHandle;
}
