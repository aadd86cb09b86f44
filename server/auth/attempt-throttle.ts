import {
  isForgotten,
  memoryAttemptCounts,
  type AttemptCounts,
  type AttemptRule,
} from '../store/attempt-counts';

/**
 * Growing waits after repeated failures, per key (an account, a client address): the first
 * `freeFailures` cost nothing, then each further failure locks the key for twice as long as
 * the one before, from `firstLockMs` up to `maxLockMs`. The counts live in the store
 * (attempt-counts.ts), so every service process over one database counts the same failures;
 * time comes from the clock given.
 */
export type ThrottleRule = AttemptRule;

export type ThrottleCheck = { ok: true } | { ok: false; retryAfterMs: number };

export type AttemptThrottle = {
  /** Whether an attempt for every key may go ahead now; if not, how long until all may. */
  check(keys: readonly string[]): Promise<ThrottleCheck>;
  /** Counts a failure against each key. */
  fail(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures (a successful sign-in clears its account, never its address). */
  clear(key: string): Promise<void>;
  /** The failures a key has on record now (0 once forgotten). */
  failures(key: string): Promise<number>;
};

/**
 * @example
 * const throttle = createAttemptThrottle({ freeFailures: 5, firstLockMs: 1000, maxLockMs: 900_000, forgetAfterMs: 86_400_000 }, () => Date.now(), store, 'sign-in');
 * await throttle.fail(['user:sam@acme.test']); await throttle.check(['user:sam@acme.test']) // { ok: true }
 */
export function createAttemptThrottle(
  rule: ThrottleRule,
  now: () => number,
  counts: AttemptCounts = memoryAttemptCounts(),
  kind = 'attempts',
): AttemptThrottle {
  // One table holds every throttle's keys: the kind keeps an address's sign-ins and sign-ups apart
  // (no | in a kind: the store reads the kind of a key as its text before the first one).
  const stored = (key: string) => `${kind}|${key}`;
  const storedKeys = (keys: readonly string[]) => [...new Set(keys.map(stored))].sort();
  return {
    async check(keys) {
      const at = now();
      let until = at;
      for (const count of (await counts.attemptCounts(storedKeys(keys))).values())
        if (!isForgotten(count, rule, at)) until = Math.max(until, count.lockedUntil);
      return until > at ? { ok: false, retryAfterMs: until - at } : { ok: true };
    },
    // Sorted, so two processes counting the same keys take their rows in one order.
    fail: (keys) => counts.countFailures(storedKeys(keys), rule, now()),
    clear: (key) => counts.clearAttempts(stored(key)),
    async failures(key) {
      const count = (await counts.attemptCounts([stored(key)])).get(stored(key));
      return count === undefined || isForgotten(count, rule, now()) ? 0 : count.failures;
    },
  };
}

/**
 * How long to wait, in words a person reads on the sign-in page.
 * @example waitInWords(90_000) // '2 minutes'
 */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
