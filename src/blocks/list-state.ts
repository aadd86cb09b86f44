import { pageOffset } from './list-paging';
import { EMPTY_LIST_QUERY, sameNames, type ListQueryValues } from './list-query';
import type { AnyRecord } from '../domain/unknown-values';

/**
 * The list panel's state as a pure reducer (react-admin's queryReducer is the model): the
 * query values, the Filters menu selection, search, Show Inactive, selection and load status.
 */

export type ListStatus = 'loading' | 'loaded' | 'error' | 'empty';

export type ListState = {
  /** The applied values; they are what the URL holds. */
  readonly query: ListQueryValues;
  /** Ticked in the Filters menu; applied with Apply or a refresh. */
  readonly filterSelection: readonly string[];
  readonly searchOpen: boolean;
  readonly showInactive: boolean;
  /** Export To CSV writes the quantity breakdown (per-product totals and packages) instead of the rows. */
  readonly quantityBreakdowns: boolean;
  readonly multiSelect: boolean;
  readonly selected: readonly string[];
  readonly status: ListStatus;
  readonly error: unknown;
  /** Rows the last load gave (the list's length after local removals). */
  readonly loadedCount: number;
  /** Total on the server when it sends a count; null otherwise. */
  readonly total: number | null;
  /** Bumped by refresh so a reload happens even when nothing else changed. */
  readonly refreshCount: number;
};

export type ListAction =
  | { type: 'queryRead'; query: ListQueryValues }
  | { type: 'searchChanged'; searchString: string }
  | { type: 'searchToggled' }
  | { type: 'filterToggled'; name: string }
  | { type: 'filterSelectionReset' }
  | { type: 'filtersApplied' }
  | { type: 'pageChanged'; page: number }
  | { type: 'proxyChanged'; proxyID: string | null }
  | { type: 'refreshed' }
  | { type: 'showInactiveToggled' }
  | { type: 'quantityBreakdownsToggled' }
  | { type: 'multiSelectToggled' }
  | { type: 'rowSelected'; id: string }
  | { type: 'selectionCleared' }
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded'; loadedCount: number; total?: number | null }
  | { type: 'loadFailed'; error: unknown }
  | { type: 'errorDismissed' }
  | { type: 'rowRemoved'; id: string; error?: unknown };

/**
 * The state a list starts in: loading, with the values read from the URL; the search box
 * is open when the URL carries a search.
 * @example initialListState(readListQuery(new URLSearchParams('searchString=flour'))).searchOpen // true
 */
export function initialListState(query: ListQueryValues = EMPTY_LIST_QUERY): ListState {
  return {
    query,
    filterSelection: query.filterBy,
    searchOpen: query.searchString !== '',
    showInactive: false,
    quantityBreakdowns: false,
    multiSelect: false,
    selected: [],
    status: 'loading',
    error: null,
    loadedCount: 0,
    total: null,
    refreshCount: 0,
  };
}

function settled(loadedCount: number): ListStatus {
  return loadedCount > 0 ? 'loaded' : 'empty';
}

function withQuery(state: ListState, change: Partial<ListQueryValues>): ListState {
  return { ...state, query: { ...state.query, ...change } };
}

/**
 * @example listReducer(state, { type: 'refreshed' }) // page 1, errors cleared, filters applied, loading
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'queryRead':
      return {
        ...state,
        query: action.query,
        filterSelection: action.query.filterBy,
        searchOpen: state.searchOpen || action.query.searchString !== '',
      };
    case 'searchChanged':
      return withQuery(state, { searchString: action.searchString, page: 1 });
    case 'searchToggled':
      // A closed search box applies no search, so its text goes with it.
      return state.searchOpen
        ? {
            ...withQuery(state, {
              searchString: '',
              page: state.query.searchString === '' ? state.query.page : 1,
            }),
            searchOpen: false,
          }
        : { ...state, searchOpen: true };
    case 'filterToggled': {
      const has = state.filterSelection.includes(action.name);
      const filterSelection = has
        ? state.filterSelection.filter((name) => name !== action.name)
        : [...state.filterSelection, action.name];
      return { ...state, filterSelection };
    }
    case 'filterSelectionReset':
      return { ...state, filterSelection: state.query.filterBy };
    case 'filtersApplied':
      return filterApplyVisible(state)
        ? withQuery(state, { filterBy: state.filterSelection, page: 1 })
        : state;
    case 'pageChanged':
      return withQuery(state, {
        page: Number.isFinite(action.page) ? Math.max(1, Math.floor(action.page)) : 1,
      });
    case 'proxyChanged':
      return withQuery(state, { proxyID: action.proxyID === '' ? null : action.proxyID, page: 1 });
    case 'refreshed':
      return {
        ...withQuery(state, { filterBy: state.filterSelection, page: 1 }),
        error: null,
        status: 'loading',
        refreshCount: state.refreshCount + 1,
      };
    case 'showInactiveToggled':
      return { ...withQuery(state, { page: 1 }), showInactive: !state.showInactive, selected: [] };
    case 'quantityBreakdownsToggled':
      // Only the export reads it, so the rows and the selection stay as they are.
      return { ...state, quantityBreakdowns: !state.quantityBreakdowns };
    case 'multiSelectToggled':
      return { ...state, multiSelect: !state.multiSelect, selected: [] };
    case 'rowSelected':
      if (!state.multiSelect) return { ...state, selected: [action.id] };
      return {
        ...state,
        selected: state.selected.includes(action.id)
          ? state.selected.filter((id) => id !== action.id)
          : [...state.selected, action.id],
      };
    case 'selectionCleared':
      return { ...state, selected: [] };
    case 'loadStarted':
      return state.status === 'loading' ? state : { ...state, status: 'loading' };
    case 'loadSucceeded': {
      const loadedCount = Math.max(0, action.loadedCount);
      const total = action.total ?? null;
      const status = settled(loadedCount);
      // A live list reports after every change; the same answer must not render the panel again.
      if (
        state.loadedCount === loadedCount &&
        state.total === total &&
        state.error === null &&
        state.status === status
      )
        return state;
      return { ...state, loadedCount, total, error: null, status };
    }
    case 'loadFailed':
      return { ...state, error: action.error ?? null, status: 'error' };
    case 'errorDismissed':
      return {
        ...state,
        error: null,
        status: state.status === 'error' ? settled(state.loadedCount) : state.status,
      };
    case 'rowRemoved': {
      // The row goes even when the server refused the delete; the error is shown beside it.
      const loadedCount = Math.max(0, state.loadedCount - 1);
      const failed = action.error !== undefined && action.error !== null;
      return {
        ...state,
        selected: state.selected.filter((id) => id !== action.id),
        loadedCount,
        total: state.total === null ? null : Math.max(0, state.total - 1),
        error: failed ? action.error : state.error,
        status: failed ? 'error' : state.status === 'loading' ? 'loading' : settled(loadedCount),
      };
    }
  }
}

/**
 * The Filters button's text, with the number of filters applied.
 * @example filtersText(listReducer(state, { type: 'filtersApplied' })) // 'Filters (1)' with one ticked
 */
export function filtersText(state: ListState): string {
  return `Filters${state.query.filterBy.length > 0 ? ` (${state.query.filterBy.length})` : ''}`;
}

/**
 * Apply shows in the Filters menu only when the ticked filters differ from the applied ones.
 * @example filterApplyVisible(listReducer(state, { type: 'filterToggled', name: 'Sold' })) // true
 */
export function filterApplyVisible(state: ListState): boolean {
  return !sameNames(state.filterSelection, state.query.filterBy);
}

/**
 * True when the list has just been emptied (it had rows and now has none); a list that
 * closes itself when empty closes then. A list that loads empty stays to say Nothing Found.
 * @example becameEmpty(before, listReducer(before, { type: 'rowRemoved', id: 'p1' })) // true for the last row
 */
export function becameEmpty(previous: ListState, next: ListState): boolean {
  return previous.loadedCount > 0 && next.loadedCount === 0 && next.status === 'empty';
}

/** Everything a load depends on; a reload happens only when this really changes. */
export type ListConditions = {
  readonly searchString: string;
  readonly filterBy: readonly string[];
  readonly page: number;
  readonly proxyID: string | null;
  readonly includeInactive: boolean;
  readonly refreshCount: number;
  /** Panel data, item id and caller parameters: anything else that changes the rows. */
  readonly context: Readonly<AnyRecord>;
};

/**
 * The conditions of the next load; the search string applies only while search is on.
 * @example listConditions(state, { customerID: 'c1' })
 */
export function listConditions(state: ListState, context: Readonly<AnyRecord> = {}): ListConditions {
  return {
    searchString: state.searchOpen ? state.query.searchString.trim() : '',
    filterBy: [...state.query.filterBy].sort(),
    page: state.query.page,
    proxyID: state.query.proxyID,
    includeInactive: state.showInactive,
    refreshCount: state.refreshCount,
    context,
  };
}

/**
 * A stable text for conditions: key order and filter order do not matter.
 * @example conditionsKey(listConditions(state)) === conditionsKey(listConditions({ ...state }))
 */
export function conditionsKey(conditions: ListConditions): string {
  return stableStringify(conditions);
}

/**
 * Reload only when the conditions really changed (a new object with equal values does not count).
 * @example shouldReload(previous, next) // false when only object identity differs
 */
export function shouldReload(previous: ListConditions | null, next: ListConditions): boolean {
  return previous === null || conditionsKey(previous) !== conditionsKey(next);
}

/**
 * Parameters of a Get all call (spec doc 2, section 7) for these conditions.
 * @example listRequestParams(conditions, { serverPaging: true, pageSize: 75 })
 * // { filterBy: 'Sold', includeCount: 'true', takeAmount: '75', takeFrom: '75', ... }
 */
export function listRequestParams(
  conditions: ListConditions,
  options: { serverPaging: boolean; pageSize: number },
): Record<string, string> {
  const params: Record<string, string> = { includeCount: 'true' };
  if (conditions.searchString !== '') params.searchString = conditions.searchString;
  if (conditions.filterBy.length > 0) params.filterBy = conditions.filterBy.join(',');
  if (options.serverPaging) {
    params.takeAmount = String(options.pageSize);
    params.takeFrom = String(pageOffset(conditions.page, options.pageSize));
  }
  if (conditions.includeInactive) params.includeInactive = 'true';
  if (conditions.proxyID !== null) params.proxyID = conditions.proxyID;
  return params;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableStringify(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
