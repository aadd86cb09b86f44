/** What keeps the page from reloading for an app update: writes not yet sent, a form open. */
export type ReloadHoldState = { unsent: number; formOpen: boolean };

/**
 * The page's reasons not to reload now, reported by the parts that know them (the outbox
 * count from the mirror, the open forms from the router's leave guard), and watched by the
 * app update store.
 */
export type ReloadHolds = {
  current(): ReloadHoldState;
  subscribe(listener: () => void): () => void;
  setUnsent(count: number): void;
  setFormOpen(open: boolean): void;
};

/**
 * Why an update waits, in the words the shell shows, or null when the page may reload.
 * @example reloadHoldMessage({ unsent: 2, formOpen: false }) // 'A new version is ready. It loads once your 2 changes are sent.'
 */
export function reloadHoldMessage(state: ReloadHoldState): string | null {
  const changes = state.unsent === 1 ? 'your change is sent' : `your ${state.unsent} changes are sent`;
  if (state.unsent > 0 && state.formOpen)
    return `A new version is ready. It loads once ${changes} and the open form is saved or closed.`;
  if (state.unsent > 0) return `A new version is ready. It loads once ${changes}.`;
  if (state.formOpen) return 'A new version is ready. It loads once the open form is saved or closed.';
  return null;
}

/** A fresh set of holds: nothing unsent, no form open. */
export function createReloadHolds(): ReloadHolds {
  let state: ReloadHoldState = { unsent: 0, formOpen: false };
  const listeners = new Set<() => void>();
  const set = (next: ReloadHoldState) => {
    if (next.unsent === state.unsent && next.formOpen === state.formOpen) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUnsent: (count) => set({ ...state, unsent: Math.max(0, count) }),
    setFormOpen: (open) => set({ ...state, formOpen: open }),
  };
}

let pageHolds: ReloadHolds | null = null;

/** The page's one set of holds (created on first use). */
export function reloadHolds(): ReloadHolds {
  pageHolds ??= createReloadHolds();
  return pageHolds;
}
