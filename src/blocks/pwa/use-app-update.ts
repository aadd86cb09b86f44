import { useSyncExternalStore } from 'react';
import type { AppUpdateState } from './pwa-api';
import { appUpdateStore } from './register-app-service-worker';

const NO_UPDATE: AppUpdateState = { updateWaiting: false, applyUpdate: () => undefined };

/**
 * Whether a new version waits, and how to switch to it (the shell's 'Update App' button).
 * @example const { updateWaiting, applyUpdate } = useAppUpdate();
 */
export function useAppUpdate(): AppUpdateState {
  const store = appUpdateStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_UPDATE);
}
