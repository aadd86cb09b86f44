import { describe, expect, it } from 'vitest';
import { BLADE_HOST_HEIGHT, listHeight } from './PortalListPage';

describe('the list page blade sizes', () => {
  it('fills the viewport below the app bar and a bottom navigation', () => {
    expect(BLADE_HOST_HEIGHT).toBe('calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem))');
  });

  it('gives the list a 94vh blade, capped to the host below the app bar, less its chrome', () => {
    // 1280 x 720 under a 60 px app bar: 94vh (677) would overflow the 660 px left.
    expect(listHeight({ viewportHeight: 720, hostHeight: 660, phone: false })).toBe(660 - 150 - 37);
    // A tall screen keeps the spec's 94vh.
    expect(listHeight({ viewportHeight: 1200, hostHeight: 1140, phone: false })).toBe(1128 - 150 - 37);
    // Before the host is measured, and on a phone without the blade header.
    expect(listHeight({ viewportHeight: 720, hostHeight: 0, phone: true })).toBe(677 - 150);
    expect(listHeight({ viewportHeight: 300, hostHeight: 240, phone: false })).toBe(240);
  });
});
