import { describe, expect, it } from 'vitest';
import { BLADE_HOST_HEIGHT } from './PortalListPage';

describe('the list page blade sizes', () => {
  it('fills the viewport below the app bar and a bottom navigation', () => {
    expect(BLADE_HOST_HEIGHT).toBe(
      'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem))',
    );
  });
});
