import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataContext, type DataApi } from '../../data/data-context';
import { closePortalData, portalData } from '../../portal/testing/render-portal';
import { lastFiguresKey, loadLastFigures, saveLastFigures } from '../../data/insights/last-figures';
import { useInsights, type InsightsState } from './use-insights';

afterEach(() => closePortalData());

const REQUEST = {
  kind: 'supplier',
  now: Date.parse('2026-11-26T01:00:00.000Z'),
  timeZone: 'Australia/Melbourne',
} as const;

/** Every state the hook rendered, in order (jsdom has no Worker: the page works the figures out). */
function renderStates(data: DataApi) {
  const seen: InsightsState<'supplier'>[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataContext value={data}>{children}</DataContext>
  );
  const { result } = renderHook(
    () => {
      const state = useInsights(REQUEST);
      seen.push(state);
      return state;
    },
    { wrapper },
  );
  return { seen, result };
}

describe('useInsights', () => {
  it('shows the figures kept from the last opening first, then the new ones, and keeps those for the next', async () => {
    const data = portalData();
    const kept = { kept: 'from yesterday' };
    // Kept yesterday: the key leaves the clock out.
    await saveLastFigures(data.db, lastFiguresKey({ ...REQUEST, now: REQUEST.now - 86_400_000 }), kept, 1);
    const { seen, result } = renderStates(data);
    await waitFor(() => expect(result.current.stale).toBe(false));
    await waitFor(() => expect(result.current.data).toBeDefined());
    const shown = seen.filter((state) => state.data !== undefined);
    expect(shown[0]).toEqual({ data: kept, error: null, stale: true });
    const fresh = result.current.data;
    expect(fresh).not.toEqual(kept);
    await waitFor(async () => expect(await loadLastFigures(data.db, lastFiguresKey(REQUEST))).toEqual(fresh));
  });

  it('shows nothing kept for another screen or another range', async () => {
    const data = portalData();
    await saveLastFigures(
      data.db,
      lastFiguresKey({ kind: 'procurement', now: 1, timeZone: REQUEST.timeZone }),
      { other: true },
      1,
    );
    await saveLastFigures(
      data.db,
      lastFiguresKey({ ...REQUEST, timeZone: 'Australia/Perth' }),
      { other: true },
      1,
    );
    const { seen, result } = renderStates(data);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(seen.filter((state) => state.stale)).toEqual([]);
    expect(result.current.data).not.toEqual({ other: true });
  });
});
