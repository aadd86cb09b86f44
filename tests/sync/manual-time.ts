import type { Clock, TimerHandle, Timers } from '../../sync/ports';

type Pending = { id: number; at: number; callback: () => void };

/** A clock and timers that move only when a test says so. */
export type ManualTime = Clock &
  Timers & {
    /** Delays (ms from now) of the timers still waiting, soonest first. */
    waiting(): number[];
    /** Moves time forward, firing every timer that falls due on the way. */
    advance(ms: number): void;
    /** Jumps to the next timer and fires it; false when none waits. */
    fireNext(): boolean;
  };

/**
 * @example const time = manualTime(); engine = createSyncEngine({ ...ports, clock: time, timers: time }, options); time.advance(60_000);
 */
export function manualTime(start = Date.parse('2026-11-20T00:00:00Z')): ManualTime {
  let now = start;
  let nextId = 1;
  let pending: Pending[] = [];
  const sorted = () => [...pending].sort((a, b) => a.at - b.at || a.id - b.id);
  return {
    now: () => now,
    set(callback, ms): TimerHandle {
      const id = nextId;
      nextId += 1;
      pending.push({ id, at: now + Math.max(0, ms), callback });
      return id;
    },
    clear(handle) {
      pending = pending.filter((timer) => timer.id !== handle);
    },
    waiting: () => sorted().map((timer) => timer.at - now),
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = sorted().find((timer) => timer.at <= target);
        if (due === undefined) break;
        pending = pending.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = target;
    },
    fireNext() {
      const due = sorted()[0];
      if (due === undefined) return false;
      pending = pending.filter((timer) => timer !== due);
      now = Math.max(now, due.at);
      due.callback();
      return true;
    },
  };
}

/** Waits (in real time, briefly) until the condition holds; async work such as a sync round settles meanwhile. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what = 'the condition',
  timeoutMs = 5000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
