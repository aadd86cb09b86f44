/**
 * Numbers of the shared building blocks (spec doc 2, section 9), in one place so a
 * block never hard-codes its own copy. Widths are CSS pixels, timings milliseconds.
 */

/** Panels (blades) that stay maximised; past this the oldest unpinned, non-child ones minimise. */
export const MAX_MAXIMISED_BLADES = 7;
/** Width of a newly opened blade. */
export const BLADE_DEFAULT_WIDTH = 700;
/** Width of the older block's blades; kept for callers that ask for it. */
export const BLADE_LEGACY_WIDTH = 350;
/** Width of a minimised blade (its title strip). */
export const BLADE_MINIMISED_WIDTH = 35;
/** Blade height (CSS). */
export const BLADE_HEIGHT = '94vh';
/** Below this viewport width a blade fills the width. */
export const BLADE_MOBILE_BREAKPOINT = 600;
/** Width of an item frame. */
export const ITEM_FRAME_WIDTH = 900;
/** Page width (CSS). */
export const PAGE_WIDTH = '100%';

/** Below this width the list panel shows a list instead of a table. */
export const LIST_MOBILE_BREAKPOINT = 580;
/** Rows a page in a panel list. */
export const PANEL_PAGE_SIZE = 75;
/** Rows a page in the simple (endless) list; Load More appears at this many loaded. */
export const SIMPLE_PAGE_SIZE = 25;
/** Extra list height the list panel reserves, and what a panel, a pager or a header add. */
export const LIST_EXTRA_HEIGHT = 48;
export const LIST_PANEL_EXTRA_HEIGHT = 8;
export const LIST_PAGING_EXTRA_HEIGHT = 57;
export const LIST_HEADER_EXTRA_HEIGHT = 48;

/** Dialog widths. */
export const DIALOG_DEFAULT_WIDTH = 500;
export const SELECT_DIALOG_WIDTH = 350;
export const DATE_DIALOG_WIDTH = 325;
export const QUANTITY_DIALOG_WIDTH = 325;
/** Height of the list inside the select dialog. */
export const SELECT_LIST_HEIGHT = 400;
/** Width of the sync-party picker. */
export const SYNC_PICKER_WIDTH = 400;

/** How long a snackbar shows. */
export const SNACKBAR_TIMEOUT_MS = 3000;
/** How long the stand-alone snack widget shows. */
export const SNACK_WIDGET_TIMEOUT_MS = 5000;
/** Holding plus/minus repeats after 500 ms, then every 50 ms (the domain's number-input rules own them). */
export { PRESS_AND_HOLD_DELAY_MS, PRESS_AND_HOLD_INTERVAL_MS } from '../domain/number-input';
/** Relative times ("5 minutes ago") are recomputed this often. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;
/** Hover menus open after this delay. */
export const HOVER_OPEN_DELAY_MS = 300;

/** The settings slider reads its section from this query value. */
export const SLIDE_QUERY_KEY = 'slide';
/** Default cut-off time of a schedule adjustment. */
export const DEFAULT_CUT_OFF_TIME = '00:00';
/** Default text of the new-record button. */
export const NEW_RECORD_TEXT = 'New';
/**
 * Narrowest a blade can be dragged to. The spec gives no number; below this a form's
 * fields no longer fit, and the minimised strip (35) is the way to make a blade small.
 */
export const BLADE_MIN_RESIZE_WIDTH = 280;
