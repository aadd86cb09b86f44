import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../app/theme';

// jsdom lacks the browser APIs Mantine reads; install stand-ins once, only where missing.
function installBrowserStandIns(): void {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
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
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
}

/**
 * Renders inside the app's MantineProvider (component tests in jsdom).
 * @example renderWithMantine(<NumberControl value={1} onChange={change} />)
 */
export function renderWithMantine(ui: ReactElement): RenderResult {
  installBrowserStandIns();
  // env="test" turns off transitions and portals so dropdowns and dialogs render at once, in place.
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}
