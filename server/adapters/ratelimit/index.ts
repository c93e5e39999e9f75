export type { RateLimitCount, RateLimitStore } from '../../domain/ports/rate-limits.js';
export { createDatabaseRateLimitStore } from './database.js';
export { createRedisRateLimitStore } from './redis.js';
