import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

/** A load the test finishes (or fails) when it wants: a chunk arriving late. */
function slowLoad<T>(part: T) {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn<() => Promise<T>>(
    () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return {
    load,
    arrive: () => act(async () => pending.shift()?.resolve(part)),
    fail: () => act(async () => pending.shift()?.reject(new Error('offline'))),
  };
}

describe('useOnDemand', () => {
  it('loads nothing until started, then once however often it is started', async () => {
    const { load, arrive } = slowLoad('calendar');
    const { result } = renderHook(() => useOnDemand(load, 'calendar'));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.start());
    act(() => result.current.start());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.loaded).toBeNull();
    await arrive();
    expect(result.current.loaded).toBe('calendar');
  });

  it('keeps a component as it came (a function is not called as an update)', async () => {
    const Part = () => null;
    const { load, arrive } = slowLoad(Part);
    const { result } = renderHook(() => useOnDemand(load, 'menu'));
    act(() => result.current.start());
    await arrive();
    expect(result.current.loaded).toBe(Part);
  });

  it('tries again at the next start after a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, arrive, fail } = slowLoad('menu');
    const { result } = renderHook(() => useOnDemand(load, 'Skin menu'));
    act(() => result.current.start());
    await fail();
    expect(warn).toHaveBeenCalledWith('The Skin menu could not load.', expect.any(Error));
    expect(result.current.loaded).toBeNull();
    act(() => result.current.start());
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(result.current.loaded).toBe('menu');
    warn.mockRestore();
  });

  it('remembers a tap before the part came, and gives a later use of the same load the part at once', async () => {
    const { load, arrive } = slowLoad('calendar');
    const first = renderHook(() => useOnDemand(load, 'calendar'));
    act(() => first.result.current.open());
    expect(first.result.current.openWhenLoaded).toBe(true);
    await arrive();
    const second = renderHook(() => useOnDemand(load, 'calendar'));
    expect(second.result.current.loaded).toBe('calendar');
    expect(second.result.current.openWhenLoaded).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps whether the placeholder had the focus when the part came', async () => {
    const { load, arrive } = slowLoad('calendar');
    const button = document.body.appendChild(document.createElement('button'));
    const { result } = renderHook(() => useOnDemand(load, 'calendar'));
    result.current.placeholder.current = button;
    button.focus();
    act(() => result.current.start());
    await arrive();
    expect(result.current.hadFocus.current).toBe(true);
    button.remove();
  });
});
