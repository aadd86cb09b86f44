import type { Leadership } from './ports';

/** The lock the syncing tab holds; every tab of the app asks for the same one. */
export const SYNC_LOCK_NAME = 'bulktrade-sync';

/** The part of the Web Locks API the engine uses (navigator.locks in windows and workers). */
export type LockManagerLike = {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
};

/**
 * Leadership through Web Locks: exactly one tab holds the lock and syncs; when its tab
 * closes the browser releases the lock and the next waiting tab takes over.
 * @example webLocksLeadership(navigator.locks)
 */
export function webLocksLeadership(locks: LockManagerLike): Leadership {
  return {
    async request(name, options, holder) {
      await locks.request(name, { signal: options.signal }, holder);
    },
  };
}

/** Without Web Locks (old browsers) every engine leads: one tab is the common case there. */
export function soleLeadership(): Leadership {
  return {
    async request(_name, options, holder) {
      if (options.signal.aborted) throw new DOMException('The request was aborted', 'AbortError');
      await holder();
    },
  };
}

type Waiter = { holder: () => Promise<void>; signal: AbortSignal; settle: (error?: unknown) => void };

/**
 * Locks shared by engines in one process, the way tabs share Web Locks: tests run two
 * engines on them to see one lead and the other take over when the first stops.
 * @example const locks = memoryLocks(); createSyncEngine({ ...ports, leadership: locks })
 */
export function memoryLocks(): Leadership {
  const queues = new Map<string, Waiter[]>();
  const held = new Set<string>();

  function next(name: string): void {
    if (held.has(name)) return;
    const queue = queues.get(name) ?? [];
    const waiter = queue.shift();
    if (waiter === undefined) return;
    held.add(name);
    void waiter
      .holder()
      .then(
        () => waiter.settle(),
        (error: unknown) => waiter.settle(error),
      )
      .finally(() => {
        held.delete(name);
        next(name);
      });
  }

  return {
    request(name, options, holder) {
      return new Promise<void>((resolve, reject) => {
        if (options.signal.aborted) return reject(new DOMException('The request was aborted', 'AbortError'));
        const waiter: Waiter = {
          holder,
          signal: options.signal,
          settle: (error) => (error === undefined ? resolve() : reject(error)),
        };
        const queue = queues.get(name) ?? [];
        queue.push(waiter);
        queues.set(name, queue);
        options.signal.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('The request was aborted', 'AbortError'));
          }
        });
        next(name);
      });
    },
  };
}
