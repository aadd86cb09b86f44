import { describe, expect, it } from 'vitest';
import { createAppShellStore } from './app-shell-store';
import type { ContainerPort, WorkerPort } from './app-update-store';

function worker(scriptURL: string): WorkerPort {
  return { scriptURL, state: 'activated', postMessage: () => undefined, addEventListener: () => undefined };
}

function container(): ContainerPort & { controller: WorkerPort | null; take(next: WorkerPort | null): void } {
  const listeners: (() => void)[] = [];
  const port = {
    controller: null as WorkerPort | null,
    register: async () => {
      throw new Error('not used');
    },
    addEventListener: (_type: 'controllerchange', listener: () => void) => void listeners.push(listener),
    take(next: WorkerPort | null) {
      port.controller = next;
      for (const listener of listeners) listener();
    },
  };
  return port;
}

describe('the app shell store', () => {
  it('says the shell is stored only once the app’s own worker controls the page', () => {
    const page = container();
    const store = createAppShellStore(() => page);
    let told = 0;
    store.subscribe(() => (told += 1));
    expect(store.getSnapshot()).toBe('storing');
    // Another worker (MSW's, left by an older version) is not the app's shell.
    page.take(worker('https://bulktrade.test/mockServiceWorker.js'));
    expect(store.getSnapshot()).toBe('storing');
    page.take(worker('https://bulktrade.test/sw.js'));
    expect(store.getSnapshot()).toBe('stored');
    expect(told).toBe(1);
  });

  it('reads a page already controlled at once, and a browser without service workers as unsupported', () => {
    const page = container();
    page.controller = worker('https://bulktrade.test/sw.js');
    expect(createAppShellStore(() => page).getSnapshot()).toBe('stored');
    expect(createAppShellStore(() => null).getSnapshot()).toBe('unsupported');
  });
});
