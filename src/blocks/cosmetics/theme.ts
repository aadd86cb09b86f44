/** Default primary colours from the spec: #192233 light, #1d5474 dark. */
export const DEFAULT_PRIMARY_LIGHT = '#192233';
export const DEFAULT_PRIMARY_DARK = '#1d5474';

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Component defaults of every theme the cosmetics make. Mantine's hidden focus placeholder sits
 * inside an open menu's role="menu" as a child that is not a menu item, which axe reports as
 * critical (aria-required-children); without it the arrow keys still reach the items.
 * @example createTheme({ components: THEME_COMPONENTS })
 */
export const THEME_COMPONENTS = {
  // A plain object, not Menu.extend: importing Menu here would put its code (and floating-ui's)
  // in the first page's chunk, which the top bar loads on demand (src/app/shell/MenuOnDemand.tsx).
  Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
};
