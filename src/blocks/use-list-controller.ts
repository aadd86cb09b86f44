import { useEffect, useMemo, useReducer, useRef } from 'react';
import { readListQuery, sameListQuery, writeListQuery } from './list-query';
import {
  conditionsKey,
  initialListState,
  listConditions,
  listReducer,
  type ListAction,
  type ListConditions,
  type ListState,
} from './list-state';
import type { AnyRecord } from '../domain/unknown-values';

/** What the data layer answers for the current conditions; rows undefined while loading. */
export type ListResult = {
  rows: readonly unknown[] | undefined;
  total?: number | null;
  error?: unknown;
};

export type ListControllerOptions = {
  /** The URL's search params (list values live there). */
  search: URLSearchParams;
  /** Writes changed list values back to the URL. */
  onSearchChange: (params: URLSearchParams) => void;
  /** Panel data, item id and caller parameters that also decide the rows. */
  context?: Readonly<AnyRecord>;
};

export type ListController = {
  state: ListState;
  dispatch: (action: ListAction) => void;
  /** The same object until the conditions really change, so it can key a query. */
  conditions: ListConditions;
  /** Feed the data layer's answer in; status, count and errors follow from it. */
  report: (result: ListResult) => void;
};

/**
 * The list panel's controller (react-admin's useListController is the model): list values
 * read from and written to the URL, and load conditions that change only when they really do.
 * ListPanelView renders its state.
 * @example const list = useListController({ search, onSearchChange: navigateSearch });
 * const rows = useRecords('products', list.conditions); useEffect(() => list.report({ rows }), [rows]);
 */
export function useListController({
  search,
  onSearchChange,
  context = {},
}: ListControllerOptions): ListController {
  const [state, dispatch] = useReducer(listReducer, readListQuery(search), initialListState);
  const searchKey = search.toString();
  const urlRef = useRef(state.query);

  // The URL changed from outside (back button, a link): take its values.
  useEffect(() => {
    const fromUrl = readListQuery(new URLSearchParams(searchKey));
    if (!sameListQuery(urlRef.current, fromUrl)) {
      urlRef.current = fromUrl;
      dispatch({ type: 'queryRead', query: fromUrl });
    }
  }, [searchKey]);

  // The list changed its values: write them to the URL.
  const searchRef = useRef({ search, onSearchChange });
  useEffect(() => {
    searchRef.current = { search, onSearchChange };
  });
  useEffect(() => {
    if (sameListQuery(urlRef.current, state.query)) return;
    urlRef.current = state.query;
    searchRef.current.onSearchChange(writeListQuery(searchRef.current.search, state.query));
  }, [state.query]);

  const next = listConditions(state, context);
  const key = conditionsKey(next);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `next` is new every render; its key says when it really changed.
  const conditions = useMemo(() => next, [key]);

  const report = (result: ListResult) => {
    if (result.error !== undefined && result.error !== null)
      dispatch({ type: 'loadFailed', error: result.error });
    else if (result.rows === undefined) dispatch({ type: 'loadStarted' });
    else dispatch({ type: 'loadSucceeded', loadedCount: result.rows.length, total: result.total ?? null });
  };

  return { state, dispatch, conditions, report };
}
