import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFromCosmetics } from '../cosmetics/cosmetics-theme';
import { DEFAULT_COSMETICS } from '../cosmetics/default-cosmetics';

/** The app's theme with the default cosmetics, for component tests. */
export const TEST_THEME = themeFromCosmetics(DEFAULT_COSMETICS);

/**
 * Renders inside the app's MantineProvider (component tests in jsdom).
 * @example renderWithMantine(<NumberControl value={1} onChange={change} />)
 */
export function renderWithMantine(ui: ReactElement): RenderResult {
  // env="test" turns off transitions and portals so dropdowns and dialogs render at once, in place.
  return render(
    <MantineProvider theme={TEST_THEME} env="test">
      {ui}
    </MantineProvider>,
  );
}
