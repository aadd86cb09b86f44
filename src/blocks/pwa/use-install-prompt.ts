import { useEffect, useSyncExternalStore } from 'react';
import type { InstallPromptState } from './pwa-api';
import { installPromptStore } from './register-app-service-worker';

const NO_OFFER: InstallPromptState = { canInstall: false, install: async () => undefined };

/**
 * Whether the browser offers to install the app, and how to accept (the shell's install button).
 * @example const { canInstall, install } = useInstallPrompt();
 */
export function useInstallPrompt(): InstallPromptState {
  const store = installPromptStore();
  useEffect(() => store.listen(), [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_OFFER);
}
