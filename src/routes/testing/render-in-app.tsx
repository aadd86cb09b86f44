import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFromCosmetics } from '../../app/cosmetics/cosmetics-theme';
import { DEFAULT_COSMETICS } from '../../app/cosmetics/default-cosmetics';

// jsdom lacks the browser APIs Mantine reads; stand-ins are installed once, only where missing.
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
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;
}

/**
 * Renders in the app's default theme for component tests (jsdom; Mantine's test env: no
 * transitions, no portals).
 * @example renderInApp(<RegisterForm submit={submit} onRegistered={done} />)
 */
export function renderInApp(ui: ReactElement): RenderResult {
  installBrowserStandIns();
  return render(
    <MantineProvider theme={themeFromCosmetics(DEFAULT_COSMETICS)} env="test">
      {ui}
    </MantineProvider>,
  );
}
