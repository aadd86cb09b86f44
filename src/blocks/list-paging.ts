import { PANEL_PAGE_SIZE, SIMPLE_PAGE_SIZE } from './block-constants';

/** Where a list shows: in a panel (75 a page) or as the simple, endless list (25 a page). */
export type ListKind = 'panel' | 'simple';

/** @example pageSizeFor('panel') // 75 */
export function pageSizeFor(kind: ListKind): number {
  return kind === 'panel' ? PANEL_PAGE_SIZE : SIMPLE_PAGE_SIZE;
}

/**
 * Pages needed for `total` rows: the rounded-up quotient, never below 1.
 * @example pageCount(151, 75) // 3
 */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The pager shows only when server paging is on and there is more than one page.
 * @example showPager({ serverPaging: true, total: 76, pageSize: 75 }) // true
 */
export function showPager(options: {
  serverPaging: boolean;
  total: number | null;
  pageSize: number;
}): boolean {
  return options.serverPaging && options.total !== null && pageCount(options.total, options.pageSize) > 1;
}

/**
 * Load More shows when the last load filled a page (at least the page size), so more may follow.
 * @example showLoadMore(25, 25) // true
 * @example showLoadMore(3, 25) // false
 */
export function showLoadMore(loadedCount: number, pageSize: number): boolean {
  return pageSize > 0 && loadedCount >= pageSize;
}

/**
 * Rows to skip for a page: (page − 1) × size; pages below 1 count as 1.
 * @example pageOffset(3, 75) // 150
 */
export function pageOffset(page: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return (whole - 1) * pageSize;
}

/**
 * A page number kept within 1..pageCount (a filter can shrink the list under the current page).
 * @example clampPage(9, 100, 75) // 2
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return Math.min(whole, pageCount(total, pageSize));
}
