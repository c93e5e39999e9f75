export { createDatabaseSessionStore, type SessionStore } from '../../domain/accounts/sessions.js';
export { createRedisSessionStore } from './redis.js';
