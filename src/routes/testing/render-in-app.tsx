import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFromCosmetics } from '../../blocks/cosmetics/cosmetics-theme';
import { DEFAULT_COSMETICS } from '../../blocks/cosmetics/default-cosmetics';

/**
 * Renders in the app's default theme for component tests (jsdom; Mantine's test env: no
 * transitions, no portals).
 * @example renderInApp(<RegisterForm submit={submit} onRegistered={done} />)
 */
export function renderInApp(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={themeFromCosmetics(DEFAULT_COSMETICS)} env="test">
      {ui}
    </MantineProvider>,
  );
}
