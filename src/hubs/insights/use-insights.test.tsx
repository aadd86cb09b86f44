import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataContext } from '../../data/data-context';
import { closePortalData, portalData } from '../../screens/portal/testing/render-portal';
import { lastFiguresKey, loadLastFigures, saveLastFigures } from './last-figures';
import { useInsights } from './use-insights';

// The figures worked out in the page (jsdom has no Worker), held until the test lets them go.
let release: (figures: unknown) => void = () => undefined;
vi.mock('./read-insights', () => ({
  readInsights: () =>
    new Promise((resolve) => {
      release = resolve;
    }),
}));

afterEach(() => closePortalData());

const REQUEST = { kind: 'supplier', now: Date.parse('2026-11-26T01:00:00.000Z'), timeZone: 'Australia/Melbourne' } as const;

describe('useInsights', () => {
  it('shows the figures kept from the last opening at once, then the new ones, and keeps those for the next', async () => {
    const data = portalData();
    const kept = { sales: 'kept from yesterday' };
    // Kept yesterday: the key leaves the clock out.
    await saveLastFigures(data.db, lastFiguresKey({ ...REQUEST, now: REQUEST.now - 86_400_000 }), kept, 1);
    const wrapper = ({ children }: { children: ReactNode }) => <DataContext value={data}>{children}</DataContext>;
    const { result } = renderHook(() => useInsights(REQUEST as never), { wrapper });

    await waitFor(() => expect(result.current).toEqual({ data: kept, error: null, stale: true }));
    const fresh = { sales: 'worked out now' };
    release(fresh);
    await waitFor(() => expect(result.current).toEqual({ data: fresh, error: null, stale: false }));
    await waitFor(async () => expect(await loadLastFigures(data.db, lastFiguresKey(REQUEST))).toEqual(fresh));
  });

  it('shows nothing kept for another screen or another range', async () => {
    const data = portalData();
    await saveLastFigures(data.db, lastFiguresKey({ kind: 'procurement', now: 1, timeZone: REQUEST.timeZone }), { other: true }, 1);
    await saveLastFigures(data.db, lastFiguresKey({ ...REQUEST, from: 1, to: 2 }), { other: true }, 1);
    const wrapper = ({ children }: { children: ReactNode }) => <DataContext value={data}>{children}</DataContext>;
    const seen: unknown[] = [];
    const { result } = renderHook(
      () => {
        const state = useInsights(REQUEST as never);
        seen.push(state.data);
        return state;
      },
      { wrapper },
    );
    release({ sales: 1 });
    await waitFor(() => expect(result.current).toEqual({ data: { sales: 1 }, error: null, stale: false }));
    expect(seen.filter((shown) => shown !== undefined)).toEqual(seen.filter((shown) => shown !== undefined).map(() => ({ sales: 1 })));
  });
});
