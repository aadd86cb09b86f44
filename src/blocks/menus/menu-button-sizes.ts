/** A button's box in CSS pixels. */
export type ButtonSize = { readonly width: number; readonly height: number };

/**
 * Hub buttons in the hubs and dashboards menu (spec doc 1, section 9: 90x80).
 * @example HUB_BUTTON_SIZE.width // 90
 */
export const HUB_BUTTON_SIZE: ButtonSize = { width: 90, height: 80 };

/**
 * Dashboard and statistics buttons in the same menu (spec doc 1, section 9: 135x80).
 * @example DASHBOARD_BUTTON_SIZE.width // 135
 */
export const DASHBOARD_BUTTON_SIZE: ButtonSize = { width: 135, height: 80 };

/** Menus that open on hover wait this long first (ms), so passing the pointer over them does nothing. */
export const HOVER_OPEN_DELAY_MS = 300;
