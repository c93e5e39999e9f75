export { createDatabaseSessionStore } from '../../domain/accounts/sessions.js';
export { createRedisSessionStore } from './redis.js';
