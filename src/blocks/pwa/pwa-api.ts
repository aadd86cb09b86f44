/** The PWA lifecycle the shell shows: implemented in src/blocks/pwa. */
export type AppUpdateState = {
  /** A new service worker is installed and waiting. */
  updateWaiting: boolean;
  /** Posts SKIP_WAITING to the waiting worker; the page reloads once when it takes control. */
  applyUpdate(): void;
  /**
   * Why the new version that took control has not been loaded yet (writes unsent, a form open),
   * or null; the page reloads by itself once nothing holds it.
   */
  reloadHeld?: string | null;
};

export type InstallPromptState = {
  /** The browser offered to install the app (beforeinstallprompt). */
  canInstall: boolean;
  install(): Promise<void>;
};

export { useAppUpdate } from './use-app-update';
export { useInstallPrompt } from './use-install-prompt';
export { registerAppServiceWorker } from './register-app-service-worker';
