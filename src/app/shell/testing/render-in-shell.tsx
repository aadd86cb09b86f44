import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { AppSession } from '../../../session/session-context';
import { mediaQueryList } from '../../../blocks/testing/media-query-list';
import { TEST_THEME } from '../../../blocks/testing/render-with-mantine';

/** Pixel width the stand-in matchMedia answers for: min-width and max-width queries in px or em. */
function installViewport(width: number): void {
  const toPx = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const matches =
      (min === null || width >= toPx(min[1] ?? '0', min[2] ?? 'px')) &&
      (max === null || width <= toPx(max[1] ?? '0', max[2] ?? 'px'));
    return mediaQueryList(query, (min !== null || max !== null) && matches);
  };
}

/**
 * Renders in the app's Mantine theme (test env: no transitions or portals) as if the window
 * were `width` px wide, so media queries such as the 580 px breakpoint answer for real.
 * @example renderInShell(<ShellLayout {...props} />, { width: 390 })
 */
export function renderInShell(ui: ReactElement, options: { width?: number } = {}): RenderResult {
  installViewport(options.width ?? 1280);
  return render(ui, { wrapper: MantineWrapper });
}

// A wrapper rather than a wrapping element, so rerender keeps the provider.
function MantineWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={TEST_THEME} env="test">
      {children}
    </MantineProvider>
  );
}

/** A session as the session provider holds it, for shell tests. */
export function testSession(overrides: Partial<AppSession> = {}): AppSession {
  return {
    token: 'token',
    userID: 'user-1',
    userName: 'training@bulktrade.app',
    expiresOn: '2026-09-05T23:07:09Z',
    permissions: 'everything.edit',
    subscriptionCode: 'SUPP',
    subscriptionsInUse: null,
    isGlobalAdmin: true,
    selectedLocationID: null,
    company: {
      companyName: 'Yarra Valley Wholesale',
      subscriptionCode: 'SUPP',
      defaultTimeZone: 'Australia/Melbourne',
      isSuspended: false,
    },
    isTraining: false,
    ...overrides,
  };
}
