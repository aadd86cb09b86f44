import { createAppShellStore, type AppShellStore } from './app-shell-store';
import { createAppUpdateStore, type AppUpdateStore, type ContainerPort } from './app-update-store';
import { createInstallPromptStore, type InstallPromptStore } from './install-prompt-store';
import { reloadHolds } from './reload-holds';

// One of each per page: the page has one service worker container and one install offer.
let updates: AppUpdateStore | null = null;
let installs: InstallPromptStore | null = null;
let shell: AppShellStore | null = null;

function serviceWorkers(): ContainerPort | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? (navigator.serviceWorker as ContainerPort)
    : null;
}

/** The page's update store (created on first use). */
export function appUpdateStore(): AppUpdateStore {
  updates ??= createAppUpdateStore({
    container: serviceWorkers,
    reload: () => location.reload(),
    every: (ms, run) => void setInterval(run, ms),
    holds: reloadHolds(),
  });
  return updates;
}

/** Whether the app shell is stored and in control of this page (created on first use). */
export function appShellStore(): AppShellStore {
  shell ??= createAppShellStore(serviceWorkers);
  return shell;
}

/** The page's install offer store (created on first use). */
export function installPromptStore(): InstallPromptStore {
  installs ??= createInstallPromptStore(() => (typeof window === 'undefined' ? null : window));
  return installs;
}

/**
 * Registers the app's service worker at scope '/' and starts watching for updates and the
 * install offer, in training mode too (training answers in the page, so the app's worker keeps
 * serving the shell offline). A failed registration (no network on a first visit) is retried on
 * the next start.
 * @example void registerAppServiceWorker(); // in main.tsx, after resumeTrainingIfActive()
 */
export async function registerAppServiceWorker(): Promise<void> {
  installPromptStore().listen();
  try {
    await appUpdateStore().register();
  } catch (error) {
    console.warn('The app could not install its service worker; it will try again on the next start.', error);
  }
}
