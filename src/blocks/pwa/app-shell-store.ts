import type { ShellState } from '../../domain/offline-readiness';
import { isAppWorker, type ContainerPort } from './app-update-store';

export type AppShellStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ShellState;
};

/**
 * Whether the app shell is stored on this device and in control of the page: the app's
 * service worker controls it (a worker controls a page only once it has installed, so its
 * precache is complete; a first install takes the open page at once, clientsClaim). Where the
 * browser has no service workers the app cannot open offline at all.
 * @example createAppShellStore(() => navigator.serviceWorker).getSnapshot() // 'storing'
 */
export function createAppShellStore(container: () => ContainerPort | null): AppShellStore {
  const listeners = new Set<() => void>();
  let watched: ContainerPort | null = null;
  const read = (): ShellState => {
    const current = container();
    if (current === null) return 'unsupported';
    return isAppWorker(current.controller) ? 'stored' : 'storing';
  };
  let snapshot = read();
  const refresh = (): void => {
    const next = read();
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      const current = container();
      if (current !== null && watched !== current) {
        watched = current;
        current.addEventListener('controllerchange', refresh);
      }
      refresh();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
