import type { CurrentAccess } from './current-access';
import type { AuthProblem } from './auth-problem';

/** What the UI shows about syncing: the status bar, the pending badge, the first-pull progress bar. */
export type SyncStatus = {
  online: boolean;
  /** This engine's tab is the one that syncs. */
  leader: boolean;
  /** A push or pull is under way. */
  running: boolean;
  /** Queued writes in the outbox. */
  pending: number;
  /** Epoch ms of the last cycle that pushed and pulled without a failure. */
  lastSyncedAt: number | null;
  /** The first full pull: progress 0..1, done once every entity reached the end of its changes. */
  firstPull: { done: boolean; progress: number };
  /** A 401 and what it means (the spec's error catalogue); null when signed in fine. */
  auth: AuthProblem | null;
  /** Epoch ms of the next retry after a network error or a 5xx; null when none is due. */
  retryAt: number | null;
  /** The last network or server error, for a tooltip; null after a clean cycle. */
  lastError: string | null;
  /** What the user may do now, as the services last said (their current role), when the engine asks. */
  access?: CurrentAccess;
};

export type StatusListener = (status: SyncStatus) => void;

/**
 * The status before anything happened.
 * @example initialStatus(true).firstPull // { done: false, progress: 0 }
 */
export function initialStatus(online: boolean): SyncStatus {
  return {
    online,
    leader: false,
    running: false,
    pending: 0,
    lastSyncedAt: null,
    firstPull: { done: false, progress: 0 },
    auth: null,
    retryAt: null,
    lastError: null,
  };
}

export type StatusHub = {
  get(): SyncStatus;
  update(change: Partial<SyncStatus>): SyncStatus;
  subscribe(listener: StatusListener): () => void;
};

function sameStatus(a: SyncStatus, b: SyncStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Holds the current status and tells subscribers of every real change.
 * @example const hub = createStatusHub(initialStatus(true)); hub.subscribe(console.log); hub.update({ pending: 2 });
 */
export function createStatusHub(initial: SyncStatus): StatusHub {
  let current = initial;
  const listeners = new Set<StatusListener>();
  return {
    get: () => current,
    update(change) {
      const next = { ...current, ...change };
      if (sameStatus(next, current)) return current;
      current = next;
      for (const listener of listeners) listener(current);
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}
