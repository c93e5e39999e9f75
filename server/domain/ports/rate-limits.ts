/** A fixed-window counter: `hits` so far in the window that ends at `resetAt`. */
export interface RateLimitCount {
  hits: number;
  resetAt: Date;
}

/**
 * Counter store for throttling (login, user-exists ...). The database table rate_limit_buckets by
 * default, Redis when REDIS_URL is set; both are shared by every instance of the app.
 */
export interface RateLimitStore {
  /**
   * Adds `amount` hits (one by default; an API key's query cost draws many) to the open window,
   * starting a new window of `windowMs` when none is open, and returns the count.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<RateLimitCount>;
  /** The open window of `key`, or null when there is none. */
  peek(key: string): Promise<RateLimitCount | null>;
  /** Forgets `key` (e.g. after a successful login). */
  clear(key: string): Promise<void>;
}
