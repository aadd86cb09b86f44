import { createElement, useEffect, useSyncExternalStore, type ReactNode } from 'react';

type Part<P> = (props: P) => ReactNode;

/**
 * A part of the app shell (notifications, the assistant, the offline status, the marketing
 * drawer, the unsent-work notice) loaded in its own chunk when first shown, like React.lazy,
 * but a part whose chunk cannot load (offline in the first seconds on a new device, before the
 * app is stored) shows nothing instead of taking the whole app down, and loads when the network
 * is back (or the next time it is shown).
 * @example const AssistantPanel = lazyShellPart(() => import('./AssistantPanel').then((module) => module.AssistantPanel));
 */
export function lazyShellPart<P extends object>(load: () => Promise<Part<P>>): Part<P> {
  let loaded: Part<P> | null = null;
  let loading = false;
  const listeners = new Set<() => void>();
  const start = (): void => {
    if (loaded !== null || loading) return;
    loading = true;
    load().then(
      (part) => {
        loading = false;
        loaded = part;
        for (const listener of listeners) listener();
      },
      () => {
        // Not loadable now: tried again when the network returns or the part is shown again.
        loading = false;
      },
    );
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    window.addEventListener('online', start);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('online', start);
    };
  };
  const current = () => loaded;
  function ShellPart(props: P) {
    const Loaded = useSyncExternalStore(subscribe, current, current);
    useEffect(start, []);
    return Loaded === null ? null : createElement(Loaded, props);
  }
  return ShellPart;
}
