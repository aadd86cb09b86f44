import type { InstallPromptState } from './pwa-api';

/** Chromium's install offer; not in the DOM typings. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

export type InstallPromptStore = {
  /** Starts catching the browser's offer; call early, it may come before the shell renders. */
  listen(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): InstallPromptState;
};

/**
 * Keeps the browser's install offer (beforeinstallprompt) for the shell's install button,
 * instead of the browser's own mini-bar; install() shows the browser's dialog once.
 * @example const store = createInstallPromptStore(() => window); store.listen();
 */
export function createInstallPromptStore(
  target: () => Pick<Window, 'addEventListener'> | null,
): InstallPromptStore {
  const listeners = new Set<() => void>();
  let offer: BeforeInstallPromptEvent | null = null;
  let listening = false;

  const install = async (): Promise<void> => {
    const current = offer;
    if (current === null) return;
    // An offer can be shown once only, whatever the person answers.
    setOffer(null);
    await current.prompt();
    await current.userChoice;
  };
  let snapshot: InstallPromptState = { canInstall: false, install };

  function setOffer(next: BeforeInstallPromptEvent | null): void {
    offer = next;
    snapshot = { canInstall: next !== null, install };
    for (const listener of listeners) listener();
  }

  return {
    listen() {
      const window = target();
      if (listening || window === null) return;
      listening = true;
      window.addEventListener('beforeinstallprompt', (event) => {
        if (!isInstallPrompt(event)) return;
        event.preventDefault();
        setOffer(event);
      });
      window.addEventListener('appinstalled', () => setOffer(null));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
