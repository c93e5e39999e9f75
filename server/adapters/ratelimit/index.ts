export { createDatabaseRateLimitStore } from './database.js';
export { createRedisRateLimitStore } from './redis.js';
export type { RateLimitCount, RateLimitStore } from './types.js';
