/**
 * At most `maxRunning` password hashes at a time, with at most `maxWaiting` more queued:
 * PBKDF2 at 600,000 rounds takes a core for a while, and a flood of sign-ins must not take
 * every core from the rest of the API. A hash beyond the queue is refused at once.
 */
export type HashingGate = {
  /** Runs `work` when a slot is free; `{ ok: false }` (without running it) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }>;
  /** Hashes running and waiting now. */
  load(): { running: number; waiting: number };
};

/**
 * @example const gate = createHashingGate({ maxRunning: 1, maxWaiting: 16 });
 * await gate.run(() => verifyPassword(password, hash)) // { ok: true, value: true }
 */
export function createHashingGate(limits: { maxRunning: number; maxWaiting: number }): HashingGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  }

  return {
    async run(work) {
      if (running >= limits.maxRunning) {
        if (waiting.length >= limits.maxWaiting) return { ok: false };
        // The slot passes straight to the waiter, so `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return { ok: true, value: await work() };
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
