/**
 * What the sign-in throttles remember (server/auth/attempt-throttle.ts, sign-in-limits.ts): the
 * failures counted against each key, and when an account last signed in from an address. They
 * live in the store, so every service process behind one load balancer counts the same failures
 * and knows the same familiar addresses; a key is a throttle's kind and its own key.
 */
export type AttemptRule = {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait, after failure freeFailures + 1. */
  firstLockMs: number;
  /** The longest wait. */
  maxLockMs: number;
  /** A key without a failure for this long starts again from nothing. */
  forgetAfterMs: number;
};

/** The failures on record for one key; times are ms since the epoch. */
export type AttemptCount = { failures: number; lockedUntil: number; lastFailure: number };

/** The part of the store the throttles use. Not part of any transaction: a rollback keeps a failure. */
export type AttemptCounts = {
  /** The counts on record for the keys (forgotten ones may still be there: see isForgotten). */
  attemptCounts(keys: readonly string[]): Promise<ReadonlyMap<string, AttemptCount>>;
  /** Counts a failure at `at` against each key, by the rule (nextAttemptCount), atomically. */
  countFailures(keys: readonly string[], rule: AttemptRule, at: number): Promise<void>;
  /** Forgets a key's failures. */
  clearAttempts(key: string): Promise<void>;
  /** When the key (an account and an address) was last remembered; null if never. */
  familiarSince(key: string): Promise<number | null>;
  /** Remembers the key at `at`; keys not seen for keepMs may be forgotten meanwhile. */
  rememberFamiliar(key: string, at: number, keepMs: number): Promise<void>;
};

/**
 * The wait after a key's nth failure: nothing for the free ones, then twice the one before, from
 * firstLockMs up to maxLockMs.
 * @example lockFor({ freeFailures: 5, firstLockMs: 2000, maxLockMs: 900_000, forgetAfterMs: 86_400_000 }, 7) // 4000
 */
export function lockFor(rule: AttemptRule, failures: number): number {
  const beyond = failures - rule.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(rule.firstLockMs * 2 ** Math.min(beyond - 1, 40), rule.maxLockMs);
}

/**
 * Whether a count is over: quiet for forgetAfterMs and not locked.
 * @example isForgotten({ failures: 3, lockedUntil: 0, lastFailure: 0 }, rule, 86_400_000) // true
 */
export function isForgotten(count: AttemptCount, rule: AttemptRule, at: number): boolean {
  return at - count.lastFailure >= rule.forgetAfterMs && count.lockedUntil <= at;
}

/**
 * A key's count after one more failure at `at` (a forgotten count starts again from nothing).
 * @example nextAttemptCount(undefined, rule, 1000) // { failures: 1, lockedUntil: 1000, lastFailure: 1000 }
 */
export function nextAttemptCount(
  current: AttemptCount | undefined,
  rule: AttemptRule,
  at: number,
): AttemptCount {
  const failures = current === undefined || isForgotten(current, rule, at) ? 1 : current.failures + 1;
  return { failures, lockedUntil: at + lockFor(rule, failures), lastFailure: at };
}

/** Keys a memory store keeps of each kind; beyond it the longest-quiet key is forgotten (a flood). */
export const MEMORY_ATTEMPT_KEYS = 50_000;

// Re-inserted on each change, so a map's order runs from longest-quiet to latest.
function touch<V>(map: Map<string, V>, key: string, value: V, maxKeys: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxKeys) {
    const oldest = map.keys().next();
    if (oldest.done === true) break;
    map.delete(oldest.value);
  }
}

/**
 * The counts in this process's memory (the memory store: training mode, tests).
 * @example const counts = memoryAttemptCounts(); await counts.countFailures(['sign-in|account:sam'], rule, Date.now());
 */
export function memoryAttemptCounts(maxKeys = MEMORY_ATTEMPT_KEYS): AttemptCounts {
  const counts = new Map<string, AttemptCount>();
  const familiar = new Map<string, number>();
  return {
    async attemptCounts(keys) {
      const found = new Map<string, AttemptCount>();
      for (const key of keys) {
        const count = counts.get(key);
        if (count !== undefined) found.set(key, count);
      }
      return found;
    },
    async countFailures(keys, rule, at) {
      for (const key of keys) touch(counts, key, nextAttemptCount(counts.get(key), rule, at), maxKeys);
    },
    async clearAttempts(key) {
      counts.delete(key);
    },
    async familiarSince(key) {
      return familiar.get(key) ?? null;
    },
    async rememberFamiliar(key, at) {
      touch(familiar, key, Math.max(at, familiar.get(key) ?? at), maxKeys);
    },
  };
}
