import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimScreenStatus, useScreenShowsStatus } from './screen-status';

describe('screen status', () => {
  it("the app bar's status gives way while a screen shows its own, and comes back once it is gone", () => {
    const { result } = renderHook(() => useScreenShowsStatus());
    expect(result.current).toBe(false);
    let release = () => {};
    act(() => {
      release = claimScreenStatus();
    });
    expect(result.current).toBe(true);
    act(() => {
      release();
      release();
    });
    expect(result.current).toBe(false);
  });
});
