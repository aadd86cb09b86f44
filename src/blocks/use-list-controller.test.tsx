import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListController, type ListControllerOptions } from './use-list-controller';

function setup(search: string, context?: Record<string, unknown>) {
  const onSearchChange = vi.fn<(params: URLSearchParams) => void>();
  const hook = renderHook((props: ListControllerOptions) => useListController(props), {
    initialProps: {
      search: new URLSearchParams(search),
      onSearchChange,
      ...(context === undefined ? {} : { context }),
    },
  });
  return { ...hook, onSearchChange };
}

describe('useListController', () => {
  it('reads the list values from the URL', () => {
    const { result } = setup('searchString=flour&filterBy=Sold&page=2&proxyID=c2');
    expect(result.current.state.query).toEqual({
      searchString: 'flour',
      filterBy: ['Sold'],
      page: 2,
      proxyID: 'c2',
    });
    expect(result.current.conditions).toMatchObject({
      searchString: 'flour',
      filterBy: ['Sold'],
      page: 2,
      proxyID: 'c2',
    });
  });

  it('writes changed values back to the URL, keeping other keys', () => {
    const { result, onSearchChange } = setup('tab=2');
    act(() => result.current.dispatch({ type: 'filterToggled', name: 'Sold' }));
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => result.current.dispatch({ type: 'filtersApplied' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(new URLSearchParams('tab=2&filterBy=Sold'));
  });

  it('takes values from a URL changed elsewhere', () => {
    const { result, rerender, onSearchChange } = setup('page=2');
    rerender({ search: new URLSearchParams('page=3'), onSearchChange });
    expect(result.current.state.query.page).toBe(3);
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('keeps the same conditions object until the conditions really change', () => {
    const { result, rerender, onSearchChange } = setup('filterBy=A', { customerID: 'c1' });
    const first = result.current.conditions;
    rerender({ search: new URLSearchParams('filterBy=A'), onSearchChange, context: { customerID: 'c1' } });
    expect(result.current.conditions).toBe(first);
    rerender({ search: new URLSearchParams('filterBy=A'), onSearchChange, context: { customerID: 'c2' } });
    expect(result.current.conditions).not.toBe(first);
  });

  it('turns the data answer into loading, loaded, empty or error', () => {
    const { result } = setup('');
    act(() => result.current.report({ rows: undefined }));
    expect(result.current.state.status).toBe('loading');
    act(() => result.current.report({ rows: [{ id: 'a' }], total: 1 }));
    expect(result.current.state).toMatchObject({ status: 'loaded', loadedCount: 1, total: 1 });
    act(() => result.current.report({ rows: [] }));
    expect(result.current.state.status).toBe('empty');
    act(() => result.current.report({ rows: undefined, error: new Error('down') }));
    expect(result.current.state.status).toBe('error');
  });
});
