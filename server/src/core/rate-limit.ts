/**
 * Rate limits: what a service asks for (a named limit of points per duration) and the limiter in
 * memory a service alone counts with. The limits counted across instances are opened by the
 * application over its shared store (db/shared-limits.ts).
 */
import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimitOptions {
  /** Names the limit; keys of different limits never meet. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export interface SharedLimits {
  limiter(options: LimitOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Makes a named limit; the application passes its shared store's, a service alone counts in memory. */
export type LimiterFactory = (options: LimitOptions) => RateLimiterAbstract;
export const inMemory: LimiterFactory = (o) => new RateLimiterMemory(o);
