import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../app/theme';

/**
 * Renders inside the app's MantineProvider (component tests in jsdom).
 * @example renderWithMantine(<NumberControl value={1} onChange={change} />)
 */
export function renderWithMantine(ui: ReactElement): RenderResult {
  // env="test" turns off transitions and portals so dropdowns and dialogs render at once, in place.
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}
