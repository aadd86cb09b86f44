import type { Random } from './ports';

export type BackoffOptions = { baseMs: number; maxMs: number };

/** 1 s doubling up to a minute: a dead network costs at most one request a minute. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 60_000 };

/**
 * The ceiling of the n-th retry (attempt 1 is the first retry): base · 2^(n−1), capped.
 * @example backoffCeiling(3, DEFAULT_BACKOFF) // 4000
 */
export function backoffCeiling(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, attempt - 1);
  // 2 ** 64 is still finite, but cap the exponent so huge attempt counts stay cheap and exact.
  return Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30));
}

/**
 * "Full jitter": a uniformly random delay below the ceiling, so many clients coming back
 * online at once spread out instead of hammering the server together.
 * @example backoffDelay(1, () => 0.5) // 500
 */
export function backoffDelay(
  attempt: number,
  random: Random,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  return Math.floor(random() * backoffCeiling(attempt, options));
}
