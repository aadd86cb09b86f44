/**
 * Whether an error is the browser refusing a write because the device's storage is full
 * (IndexedDB's QuotaExceededError, which Dexie may wrap in an AbortError as its `inner`).
 * @example isQuotaExceeded(new DOMException('full', 'QuotaExceededError')) // true
 */
export function isQuotaExceeded(error: unknown): boolean {
  const named = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown } | null)?.inner);
}

/**
 * What the person is told while writes wait for room.
 * @example storageFullMessage(1) // "This device's storage is full: 1 change is kept on this page and saved as soon as there is room. Free some space and keep this page open."
 */
export function storageFullMessage(held: number): string {
  const changes = held === 1 ? '1 change is' : `${held} changes are`;
  return `This device's storage is full: ${changes} kept on this page and saved as soon as there is room. Free some space and keep this page open.`;
}

export type HeldWritesState = {
  /** Writes the storage refused, kept in memory in the order they were made. */
  held: number;
  /** What to tell the person: the storage is full, or a held write could not be saved at all. */
  message: string | null;
};

export type HeldWrites = {
  /**
   * Runs a write. When the storage is full it is kept in memory, in order, and retried (as is
   * every write made while others wait, so their order holds); the caller gets `fallback` at once.
   */
  run<T>(attempt: () => Promise<T>, fallback: T): Promise<T>;
  state(): HeldWritesState;
  subscribe(listener: () => void): () => void;
  /** Tries the held writes again now (a timer does it too). */
  retry(): Promise<void>;
};

export type HeldWritesDeps = {
  timers?: { set(callback: () => void, ms: number): unknown; clear(handle: unknown): void };
  /** Time between retries while the storage is full (10 s). */
  retryMs?: number;
  /** Called when a held write is finally saved (wakes the sync engine). */
  onSaved?: () => void;
  log?: (message: string, error: unknown) => void;
};

/**
 * The write path's answer to a full disk: no write is lost silently. A refused write stays in
 * memory, the person is told, and it is saved, in order, as soon as the storage takes it.
 * @example const held = createHeldWrites({ onSaved: announceOutboxChange }); await held.run(() => mirror.transact(...), true);
 */
export function createHeldWrites(deps: HeldWritesDeps = {}): HeldWrites {
  const timers = deps.timers ?? {
    set: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const retryMs = deps.retryMs ?? 10_000;
  const log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));
  const queue: (() => Promise<unknown>)[] = [];
  const listeners = new Set<() => void>();
  let failure: string | null = null;
  let state: HeldWritesState = { held: 0, message: null };
  let timer: unknown = null;
  let retrying: Promise<void> | null = null;

  function publish(): void {
    const message = queue.length > 0 ? storageFullMessage(queue.length) : failure;
    if (message === state.message && queue.length === state.held) return;
    state = { held: queue.length, message };
    for (const listener of [...listeners]) listener();
  }

  function schedule(): void {
    if (timer !== null) return;
    timer = timers.set(() => {
      timer = null;
      void retry();
    }, retryMs);
  }

  function hold(attempt: () => Promise<unknown>): void {
    queue.push(attempt);
    failure = null;
    publish();
    schedule();
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const next = queue[0];
      if (next === undefined) break;
      try {
        await next();
      } catch (error) {
        if (isQuotaExceeded(error)) {
          schedule();
          return;
        }
        // Not the storage: this write can never be saved; say so rather than drop it unseen.
        log('A change kept while the storage was full could not be saved.', error);
        failure = `A change could not be saved on this device: ${error instanceof Error ? error.message : String(error)}`;
      }
      queue.shift();
      publish();
      deps.onSaved?.();
    }
  }

  function retry(): Promise<void> {
    retrying ??= drain().finally(() => {
      retrying = null;
      publish();
    });
    return retrying;
  }

  return {
    async run(attempt, fallback) {
      if (queue.length > 0) {
        hold(attempt);
        void retry();
        return fallback;
      }
      try {
        return await attempt();
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
        hold(attempt);
        return fallback;
      }
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry,
  };
}
