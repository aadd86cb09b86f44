// IndexedDB before anything imports Dexie: Dexie reads it once, when it loads, and the dom files
// share their worker's modules, so a file that loads Dexie before another file installs
// fake-indexeddb left every later file with 'IndexedDB API missing'.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { mediaQueryList } from '../src/blocks/testing/media-query-list';

// jsdom lacks browser APIs Mantine reads; stand-ins are installed once, only where missing.
// Tests that need a viewport width install their own matchMedia (src/app/shell/testing); each
// test starts from the plain one again, so no width carries over to the next test or file (the
// dom files share their worker's window: vite.config.ts).
const plainMatchMedia = (query: string): MediaQueryList => mediaQueryList(query, false);
beforeEach(() => {
  window.matchMedia = plainMatchMedia;
});
// Each file starts with empty storage, as in a window of its own.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
if (!('fonts' in document)) {
  // Textarea's autosize listens for web fonts loading.
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
if (typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;

// findBy* and waitFor wait for what a screen shows after the mirror answers; on a slow or busy
// machine that takes longer than the library's default second. A broken screen still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
