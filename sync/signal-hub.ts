import type { SyncSignal, SyncSignals } from './ports';

export type SignalHub = SyncSignals & {
  /** Feeds a signal in: the worker's own online/offline events, a tab's visibility, a write. */
  emit(signal: SyncSignal): void;
};

/**
 * Signals fed from outside, remembering online/offline.
 * @example const hub = createSignalHub(true); engine = createSyncEngine({ ...ports, signals: hub }); hub.emit('offline');
 */
export function createSignalHub(initiallyOnline: boolean, relay?: (signal: SyncSignal) => void): SignalHub {
  let online = initiallyOnline;
  const listeners = new Set<(signal: SyncSignal) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(signal) {
      if (signal === 'online') online = true;
      if (signal === 'offline') online = false;
      for (const listener of [...listeners]) listener(signal);
    },
    ...(relay === undefined ? {} : { relay }),
  };
}
