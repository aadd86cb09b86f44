/**
 * Growing waits after repeated failures, per key (an account, a client address): the first
 * `freeFailures` cost nothing, then each further failure locks the key for twice as long as
 * the one before, from `firstLockMs` up to `maxLockMs`. Pure: time comes from the clock given.
 */
export type ThrottleRule = {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait, after failure freeFailures + 1. */
  firstLockMs: number;
  /** The longest wait. */
  maxLockMs: number;
  /** A key without a failure for this long starts again from nothing. */
  forgetAfterMs: number;
  /** Most keys kept; beyond it the longest-quiet key is forgotten (bounds memory under a flood). */
  maxKeys?: number;
};

export type ThrottleCheck = { ok: true } | { ok: false; retryAfterMs: number };

export type AttemptThrottle = {
  /** Whether an attempt for every key may go ahead now; if not, how long until all may. */
  check(keys: readonly string[]): ThrottleCheck;
  /** Counts a failure against each key. */
  fail(keys: readonly string[]): void;
  /** Forgets a key's failures (a successful sign-in clears its account, never its address). */
  clear(key: string): void;
  /** The failures a key has on record now (0 once forgotten). */
  failures(key: string): number;
};

type Entry = { failures: number; lockedUntil: number; lastFailure: number };

const DEFAULT_MAX_KEYS = 50_000;

/**
 * @example
 * const throttle = createAttemptThrottle({ freeFailures: 5, firstLockMs: 1000, maxLockMs: 900_000, forgetAfterMs: 86_400_000 }, () => Date.now());
 * throttle.fail(['user:sam@acme.test']); throttle.check(['user:sam@acme.test']) // { ok: true }
 */
export function createAttemptThrottle(rule: ThrottleRule, now: () => number): AttemptThrottle {
  const entries = new Map<string, Entry>();
  const maxKeys = rule.maxKeys ?? DEFAULT_MAX_KEYS;

  function current(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry !== undefined && at - entry.lastFailure >= rule.forgetAfterMs && entry.lockedUntil <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function lockFor(failures: number): number {
    const beyond = failures - rule.freeFailures;
    if (beyond <= 0) return 0;
    return Math.min(rule.firstLockMs * 2 ** Math.min(beyond - 1, 40), rule.maxLockMs);
  }

  return {
    check(keys) {
      const at = now();
      let until = at;
      for (const key of keys) until = Math.max(until, current(key, at)?.lockedUntil ?? at);
      return until > at ? { ok: false, retryAfterMs: until - at } : { ok: true };
    },
    fail(keys) {
      const at = now();
      for (const key of keys) {
        const entry = current(key, at) ?? { failures: 0, lockedUntil: 0, lastFailure: at };
        entry.failures += 1;
        entry.lastFailure = at;
        entry.lockedUntil = at + lockFor(entry.failures);
        // Re-inserted, so the map's order runs from longest-quiet to latest.
        entries.delete(key);
        entries.set(key, entry);
      }
      while (entries.size > maxKeys) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    clear(key) {
      entries.delete(key);
    },
    failures(key) {
      return current(key, now())?.failures ?? 0;
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
