import type { RequestContext } from '../context.js';
import type { AuthenticatedApiKey } from '../domain/accounts/api-keys/authenticate.js';

/** What every /api handler finds on its Hono context: the request context the router made. */
export type RestEnv = { Variables: { ctx: RequestContext; apiKey?: AuthenticatedApiKey } };
