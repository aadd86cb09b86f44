import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readListQuery } from './list-query';
import {
  becameEmpty,
  filterApplyVisible,
  initialListState,
  listConditions,
  listReducer,
  listRequestParams,
  shouldReload,
  type ListAction,
  type ListState,
} from './list-state';

const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);
const fromUrl = (search: string) => initialListState(readListQuery(new URLSearchParams(search)));

describe('list state', () => {
  it('starts loading with the URL values, the search box open when the URL has a search', () => {
    const state = fromUrl('searchString=flour&filterBy=Sold&page=2');
    expect(state).toMatchObject({
      status: 'loading',
      searchOpen: true,
      filterSelection: ['Sold'],
      query: { page: 2 },
    });
    expect(fromUrl('').searchOpen).toBe(false);
  });

  it('shows Apply only when the Filters selection differs from the applied filters', () => {
    let state = fromUrl('filterBy=Sold');
    expect(filterApplyVisible(state)).toBe(false);
    state = listReducer(state, { type: 'filterToggled', name: 'Perishable' });
    expect(filterApplyVisible(state)).toBe(true);
    state = listReducer(state, { type: 'filterToggled', name: 'Perishable' });
    expect(filterApplyVisible(state)).toBe(false);
  });

  it('applies the selection as filterBy and goes back to page 1', () => {
    const state = run(fromUrl('page=3'), { type: 'filterToggled', name: 'Sold' }, { type: 'filtersApplied' });
    expect(state.query).toMatchObject({ filterBy: ['Sold'], page: 1 });
    expect(filterApplyVisible(state)).toBe(false);
  });

  it('resets the menu selection to the applied filters', () => {
    const state = run(
      fromUrl('filterBy=Sold'),
      { type: 'filterToggled', name: 'Sold' },
      { type: 'filterSelectionReset' },
    );
    expect(state.filterSelection).toEqual(['Sold']);
  });

  it('refresh resets to page 1, clears errors, applies filters and reloads', () => {
    const before = run(
      fromUrl('page=4'),
      { type: 'loadFailed', error: new Error('boom') },
      { type: 'filterToggled', name: 'Sold' },
    );
    const after = listReducer(before, { type: 'refreshed' });
    expect(after).toMatchObject({ status: 'loading', error: null, query: { page: 1, filterBy: ['Sold'] } });
    expect(shouldReload(listConditions(before), listConditions(after))).toBe(true);
  });

  it('refresh reloads even when nothing else changed', () => {
    const state = fromUrl('');
    expect(
      shouldReload(listConditions(state), listConditions(listReducer(state, { type: 'refreshed' }))),
    ).toBe(true);
  });

  it('does not reload when the conditions are equal but new objects', () => {
    const state = fromUrl('filterBy=A,B');
    const reordered = { ...state, query: { ...state.query, filterBy: ['B', 'A'] } };
    expect(
      shouldReload(
        listConditions(state, { id: 'c1', extra: undefined }),
        listConditions(reordered, { id: 'c1' }),
      ),
    ).toBe(false);
    expect(shouldReload(listConditions(state, { id: 'c1' }), listConditions(state, { id: 'c2' }))).toBe(true);
    expect(shouldReload(null, listConditions(state))).toBe(true);
  });

  it('applies the search string only while search is on; closing search clears it', () => {
    let state = run(fromUrl(''), { type: 'searchToggled' }, { type: 'searchChanged', searchString: 'flour' });
    expect(listConditions(state).searchString).toBe('flour');
    state = listReducer(state, { type: 'searchToggled' });
    expect(state.searchOpen).toBe(false);
    expect(listConditions(state).searchString).toBe('');
    expect(state.query.searchString).toBe('');
  });

  it('typing a search goes back to page 1', () => {
    expect(
      run(fromUrl('page=5'), { type: 'searchToggled' }, { type: 'searchChanged', searchString: 'x' }).query
        .page,
    ).toBe(1);
  });

  it('keeps the same state when a live list reports the same answer again, so the panel does not render again', () => {
    const loaded = listReducer(fromUrl(''), { type: 'loadSucceeded', loadedCount: 3, total: 3 });
    expect(listReducer(loaded, { type: 'loadSucceeded', loadedCount: 3, total: 3 })).toBe(loaded);
    expect(listReducer(loaded, { type: 'loadSucceeded', loadedCount: 4, total: 4 }).loadedCount).toBe(4);
    const loading = listReducer(loaded, { type: 'loadStarted' });
    expect(listReducer(loading, { type: 'loadStarted' })).toBe(loading);
  });

  it('moves through loading, loaded, empty and error', () => {
    let state = fromUrl('');
    expect(state.status).toBe('loading');
    state = listReducer(state, { type: 'loadSucceeded', loadedCount: 3, total: 3 });
    expect(state.status).toBe('loaded');
    state = listReducer(state, { type: 'loadSucceeded', loadedCount: 0 });
    expect(state.status).toBe('empty');
    state = listReducer(state, { type: 'loadFailed', error: 'down' });
    expect(state).toMatchObject({ status: 'error', error: 'down' });
    state = listReducer(state, { type: 'errorDismissed' });
    expect(state).toMatchObject({ status: 'empty', error: null });
  });

  it('removes a deleted row even when the server failed, showing the error', () => {
    let state = run(
      fromUrl(''),
      { type: 'loadSucceeded', loadedCount: 2, total: 2 },
      { type: 'rowSelected', id: 'p1' },
    );
    state = listReducer(state, { type: 'rowRemoved', id: 'p1', error: new Error('Server said no') });
    expect(state).toMatchObject({ loadedCount: 1, total: 1, selected: [], status: 'error' });
    expect(state.error).toBeInstanceOf(Error);
  });

  it('notices when the list has just become empty, not when it loaded empty', () => {
    const one = run(fromUrl(''), { type: 'loadSucceeded', loadedCount: 1 });
    expect(becameEmpty(one, listReducer(one, { type: 'rowRemoved', id: 'p1' }))).toBe(true);
    const loading = fromUrl('');
    expect(becameEmpty(loading, listReducer(loading, { type: 'loadSucceeded', loadedCount: 0 }))).toBe(false);
  });

  it('selects one row at a time, or toggles rows in multi-select mode', () => {
    let state = run(fromUrl(''), { type: 'rowSelected', id: 'a' }, { type: 'rowSelected', id: 'b' });
    expect(state.selected).toEqual(['b']);
    state = run(
      state,
      { type: 'multiSelectToggled' },
      { type: 'rowSelected', id: 'a' },
      { type: 'rowSelected', id: 'b' },
      { type: 'rowSelected', id: 'a' },
    );
    expect(state).toMatchObject({ multiSelect: true, selected: ['b'] });
    expect(listReducer(state, { type: 'selectionCleared' }).selected).toEqual([]);
  });

  it('Quantity Breakdowns toggles on and off without touching the query, the rows or the selection', () => {
    const start = run(fromUrl('page=2'), { type: 'rowSelected', id: 'a' });
    expect(start.quantityBreakdowns).toBe(false);
    const on = listReducer(start, { type: 'quantityBreakdownsToggled' });
    expect(on).toMatchObject({ quantityBreakdowns: true, query: start.query, selected: ['a'] });
    expect(shouldReload(listConditions(start), listConditions(on))).toBe(false);
    expect(listReducer(on, { type: 'quantityBreakdownsToggled' }).quantityBreakdowns).toBe(false);
  });

  it('Show Inactive includes inactive rows and goes back to page 1', () => {
    const state = listReducer(fromUrl('page=2'), { type: 'showInactiveToggled' });
    expect(state.query.page).toBe(1);
    expect(listConditions(state).includeInactive).toBe(true);
  });

  it('builds the Get all parameters with the paging offset only when server paging is on', () => {
    const state = run(
      fromUrl('searchString=flour&filterBy=Sold,Perishable&page=3&proxyID=c2'),
      { type: 'showInactiveToggled' },
      { type: 'pageChanged', page: 3 },
    );
    expect(listRequestParams(listConditions(state), { serverPaging: true, pageSize: 75 })).toEqual({
      includeCount: 'true',
      searchString: 'flour',
      filterBy: 'Perishable,Sold',
      takeAmount: '75',
      takeFrom: '150',
      includeInactive: 'true',
      proxyID: 'c2',
    });
    expect(listRequestParams(listConditions(fromUrl('')), { serverPaging: false, pageSize: 75 })).toEqual({
      includeCount: 'true',
    });
  });
});

const actionArb: fc.Arbitrary<ListAction> = fc.oneof(
  fc.record({ type: fc.constant('filterToggled' as const), name: fc.constantFrom('A', 'B', 'C') }),
  fc.constantFrom<ListAction>(
    { type: 'filtersApplied' },
    { type: 'filterSelectionReset' },
    { type: 'refreshed' },
    { type: 'searchToggled' },
    { type: 'showInactiveToggled' },
    { type: 'multiSelectToggled' },
    { type: 'selectionCleared' },
    { type: 'errorDismissed' },
  ),
  fc.record({ type: fc.constant('pageChanged' as const), page: fc.double() }),
  fc.record({ type: fc.constant('rowSelected' as const), id: fc.constantFrom('x', 'y', 'z') }),
  fc.record({ type: fc.constant('loadSucceeded' as const), loadedCount: fc.integer({ min: -5, max: 100 }) }),
);

describe('list state properties', () => {
  it('the page is always a whole number of at least 1; one selection without multi-select', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 50 }), (actions) => {
        let state = initialListState();
        for (const action of actions) {
          state = listReducer(state, action);
          expect(Number.isInteger(state.query.page) && state.query.page >= 1).toBe(true);
          expect(state.multiSelect || state.selected.length <= 1).toBe(true);
          expect(state.loadedCount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('after Apply or refresh, Apply is hidden', () => {
    fc.assert(
      fc.property(
        fc.array(actionArb, { maxLength: 30 }),
        fc.constantFrom<ListAction>({ type: 'filtersApplied' }, { type: 'refreshed' }),
        (actions, last) => {
          expect(filterApplyVisible(run(initialListState(), ...actions, last))).toBe(false);
        },
      ),
    );
  });
});
