/**
 * At most `maxRunning` password hashes at a time, with at most `maxWaiting` more queued in each
 * priority class: PBKDF2 at 600,000 rounds takes a core for a while, and a flood of sign-ins must
 * not take every core from the rest of the API. A hash beyond its class's queue is refused at once.
 *
 * Classes keep a flood from crowding out the real user: a freed slot goes to the waiter of the
 * most trusted class first, and each class has its own queue, so others' attempts (however many
 * addresses they come from) never fill the queue of a sign-in from a familiar address.
 */
export type HashingGate = {
  /** Runs `work` when a slot is free; `{ ok: false }` (without running it) when its class's queue is full. */
  run<T>(work: () => Promise<T>, priority?: HashingPriority): Promise<{ ok: true; value: T } | { ok: false }>;
  /** Hashes running and waiting now (every class). */
  load(): { running: number; waiting: number };
};

/**
 * Who is asking, most trusted first: an address the account signed in from before (familiar),
 * an address with no failures on record (clean; also sign-ups), one that has failed (failed).
 */
export const HASHING_PRIORITY = { familiar: 0, clean: 1, failed: 2 } as const;
export type HashingPriority = (typeof HASHING_PRIORITY)[keyof typeof HASHING_PRIORITY];

/**
 * @example const gate = createHashingGate({ maxRunning: 1, maxWaiting: 16 });
 * await gate.run(() => verifyPassword(password, hash), HASHING_PRIORITY.familiar) // { ok: true, value: true }
 */
export function createHashingGate(limits: { maxRunning: number; maxWaiting: number }): HashingGate {
  let running = 0;
  // One queue per class, most trusted first.
  const queues: (() => void)[][] = [[], [], []];

  function release(): void {
    const next = queues.find((queue) => queue.length > 0)?.shift();
    if (next === undefined) running -= 1;
    else next();
  }

  return {
    async run(work, priority = HASHING_PRIORITY.clean) {
      if (running >= limits.maxRunning) {
        const queue = queues[priority] ?? [];
        if (queue.length >= limits.maxWaiting) return { ok: false };
        // The slot passes straight to the waiter, so `running` stays the same.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return { ok: true, value: await work() };
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queues.reduce((sum, queue) => sum + queue.length, 0) }),
  };
}
