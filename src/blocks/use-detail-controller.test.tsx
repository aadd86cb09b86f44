import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { optionalEmailSchema, optionalStringSchema } from '../domain/schemas/field-types';
import type { EntityField } from '../entities/entity-definition';
import type { DetailExit, DetailItem } from './detail-state';
import { useDetailController, type DetailControllerOptions, type DetailPorts } from './use-detail-controller';

const fields: EntityField[] = [{ name: 'productName', label: 'Product Name', kind: 'text', required: true }];
// The entity's schema: the email's format is its rule, not the form's.
const schema = v.looseObject({ productName: optionalStringSchema, email: optionalEmailSchema });

function ports(overrides: Partial<DetailPorts> = {}): DetailPorts {
  return {
    load: vi.fn<DetailPorts['load']>(async (id) =>
      id === 'p1' ? { id: 'p1', productName: 'Flour', rowVersion: 1 } : null,
    ),
    blank: () => ({ productName: '' }),
    save: vi.fn<DetailPorts['save']>(async () => ({ id: 'p9', rowVersion: 2 })),
    remove: vi.fn<(item: DetailItem) => Promise<void>>(async () => undefined),
    restore: vi.fn<(item: DetailItem) => Promise<void>>(async () => undefined),
    ...overrides,
  };
}

function setup(options: Partial<DetailControllerOptions> & { id: string }) {
  const onExit = vi.fn<(exit: DetailExit) => void>();
  const all: DetailControllerOptions = {
    fields,
    schema,
    ports: ports(),
    mayEdit: true,
    inBlade: false,
    onExit,
    ...options,
  };
  const hook = renderHook(() => useDetailController(all));
  return { ...hook, onExit, ports: all.ports };
}

describe('useDetailController', () => {
  it('loads an existing item and a blank new one', async () => {
    const existing = setup({ id: 'p1' });
    await waitFor(() => expect(existing.result.current.state.status).toBe('loaded'));
    expect(existing.result.current.state.item).toMatchObject({ productName: 'Flour' });
    const fresh = setup({ id: 'new' });
    await waitFor(() => expect(fresh.result.current.state.status).toBe('loaded'));
    expect(fresh.result.current.state).toMatchObject({ isNew: true, editing: true });
  });

  it('is Not Found when the load gives nothing, and shows a load failure', async () => {
    const missing = setup({ id: 'p2' });
    await waitFor(() => expect(missing.result.current.state.status).toBe('not-found'));
    const failing = setup({
      id: 'p1',
      ports: ports({ load: async () => Promise.reject(new Error('offline')) }),
    });
    await waitFor(() => expect(failing.result.current.state.status).toBe('error'));
  });

  it('sends nothing while a required field is empty, and says which', async () => {
    const { result, ports: used } = setup({ id: 'new' });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(() => result.current.save(false));
    expect(used.save).not.toHaveBeenCalled();
    expect(result.current.fieldErrors).toEqual({ productName: 'Field is required' });
  });

  it('re-checks the fields after a failed save: a fixed field loses its message, a broken one gets it', async () => {
    const withEmail: EntityField[] = [...fields, { name: 'email', label: 'Email', kind: 'email' }];
    const { result } = setup({ id: 'new', fields: withEmail });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    act(() => result.current.dispatch({ type: 'fieldChanged', name: 'email', value: 'sam@' }));
    expect(result.current.fieldErrors).toEqual({});
    await act(() => result.current.save(false));
    expect(result.current.fieldErrors).toEqual({
      productName: 'Field is required',
      email: 'Email must be valid',
    });
    act(() => result.current.dispatch({ type: 'fieldChanged', name: 'productName', value: 'Rye' }));
    expect(result.current.fieldErrors).toEqual({ email: 'Email must be valid' });
    act(() => result.current.dispatch({ type: 'fieldChanged', name: 'email', value: 'sam@example.com' }));
    expect(result.current.fieldErrors).toEqual({});
    act(() => result.current.dispatch({ type: 'fieldChanged', name: 'productName', value: '' }));
    expect(result.current.fieldErrors).toEqual({ productName: 'Field is required' });
  });

  it('shows the can-save message instead of saving', async () => {
    const { result, ports: used } = setup({ id: 'p1', canSave: () => 'Add a line first' });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(() => result.current.save(false));
    expect(used.save).not.toHaveBeenCalled();
    expect(result.current.state.message).toBe('Add a line first');
  });

  it('posts a new item, takes its id and opens its page', async () => {
    const { result, ports: used, onExit } = setup({ id: 'new' });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    act(() => result.current.dispatch({ type: 'fieldChanged', name: 'productName', value: 'Rye' }));
    await act(() => result.current.save(false));
    expect(used.save).toHaveBeenCalledWith('post', { productName: 'Rye' });
    expect(result.current.state).toMatchObject({ message: 'Saved', item: { id: 'p9', rowVersion: 2 } });
    expect(onExit).toHaveBeenCalledWith({ kind: 'open-item', id: 'p9' });
  });

  it('patches an existing item and stays; a failure shows the error', async () => {
    const failing = vi.fn<DetailPorts['save']>(async () => Promise.reject(new Error('Conflict')));
    const { result, onExit } = setup({ id: 'p1', ports: ports({ save: failing }) });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(() => result.current.save(false));
    expect(failing).toHaveBeenCalledWith('patch', expect.objectContaining({ id: 'p1' }));
    expect(result.current.state.error).toBeInstanceOf(Error);
    expect(onExit).not.toHaveBeenCalled();
  });

  it('deletes and restores, then closes the blade or goes back', async () => {
    const inBlade = setup({ id: 'p1', inBlade: true });
    await waitFor(() => expect(inBlade.result.current.state.status).toBe('loaded'));
    await act(() => inBlade.result.current.remove());
    expect(inBlade.ports.remove).toHaveBeenCalled();
    expect(inBlade.onExit).toHaveBeenCalledWith({ kind: 'close-blade' });
    const page = setup({ id: 'p1' });
    await waitFor(() => expect(page.result.current.state.status).toBe('loaded'));
    await act(() => page.result.current.restore());
    expect(page.onExit).toHaveBeenCalledWith({ kind: 'back' });
  });

  it('does nothing without edit permission', async () => {
    const { result, ports: used } = setup({ id: 'p1', mayEdit: false });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(() => result.current.save(false));
    await act(() => result.current.remove());
    expect(used.save).not.toHaveBeenCalled();
    expect(used.remove).not.toHaveBeenCalled();
  });

  it('live-refreshes from the watched record and stops watching when it goes', async () => {
    let push: (item: DetailItem | null) => void = () => undefined;
    const stop = vi.fn<() => void>();
    const watch = vi.fn<NonNullable<DetailPorts['watch']>>((_id, onChange) => {
      push = onChange;
      return stop;
    });
    const { result, unmount } = setup({ id: 'p1', ports: ports({ watch }) });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(watch).toHaveBeenCalledWith('p1', expect.any(Function));
    act(() => push({ id: 'p1', productName: 'Flour 5kg', rowVersion: 2 }));
    expect(result.current.state.item).toEqual({ id: 'p1', productName: 'Flour 5kg', rowVersion: 2 });
    act(() => result.current.dispatch({ type: 'fieldChanged', name: 'productName', value: 'Rye' }));
    act(() => push({ id: 'p1', productName: 'Flour 10kg', rowVersion: 3 }));
    expect(result.current.state.item).toEqual({ id: 'p1', productName: 'Rye', rowVersion: 3 });
    expect(result.current.state.remoteConflicts).toEqual(['productName']);
    act(() => push(null));
    expect(result.current.state.item).toMatchObject({ productName: 'Rye' });
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('does not watch a new item', async () => {
    const watch = vi.fn<NonNullable<DetailPorts['watch']>>(() => () => undefined);
    const { result } = setup({ id: 'new', ports: ports({ watch }) });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(watch).not.toHaveBeenCalled();
  });
});
