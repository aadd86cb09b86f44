import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialStatus } from '../../sync/sync-status';
import { BulktradeDB, STATUS_ROW } from './bulktrade-db';
import { createDataApi } from './create-data-api';
import { DataContext } from './data-context';
import { useRecords } from './use-records';
import { SyncedSectionsContext } from './synced-sections-context';
import { useMirrorState } from './use-mirror-state';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function setUp(synced: readonly string[] | null = null) {
  const db = new BulktradeDB({ name: `mirror-state-${opened.length}-${Date.now()}` });
  opened.push(db);
  const api = createDataApi(db);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataContext value={api}>
      <SyncedSectionsContext value={synced}>{children}</SyncedSectionsContext>
    </DataContext>
  );
  return { db, wrapper };
}

const pulled = (entity: string) => ({ entity, cursor: '9', lastSyncedAt: 1, firstPullDone: true });

describe('useMirrorState', () => {
  it('stays loading, naming the sections, until their first pull is done in the mirror', async () => {
    const { db, wrapper } = setUp();
    const { result } = renderHook(() => useMirrorState(['stock-items', 'batches']), { wrapper });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        state: 'loading',
        loading: ['stock items', 'batches'],
        done: 0,
        total: 2,
      }),
    );
    await act(async () => {
      await db.syncState.put(pulled('batches'));
      await db.syncState.put({
        entity: STATUS_ROW,
        status: { ...initialStatus(true), firstPull: { done: false, progress: 0.3 } },
      });
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        state: 'loading',
        loading: ['stock items'],
        done: 1,
        progress: 0.3,
      }),
    );
    await act(async () => {
      await db.syncState.put(pulled('stock-items'));
    });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', loading: [], done: 2 }), {
      timeout: 5_000,
    });
  });

  it('reads a screen of a shared section through its owner (new customers are customers)', async () => {
    const { db, wrapper } = setUp();
    await db.syncState.put(pulled('customers'));
    const { result } = renderHook(() => useMirrorState(['new-customers']), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
  });

  it('waits only for the sections the session syncs: one it may not see is never pulled', async () => {
    const { db, wrapper } = setUp(['batches']);
    await db.syncState.put(pulled('batches'));
    const { result } = renderHook(() => useMirrorState(['batches', 'customer-invoices']), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', total: 1 }));
  });

  it('never says ready while the screen still shows none of the records the same pull brought', async () => {
    const { db, wrapper } = setUp();
    const falseNone: number[] = [];
    const { result } = renderHook(
      () => {
        const mirror = useMirrorState(['products']);
        const products = useRecords('products');
        if (mirror.state === 'ready' && products !== undefined && products.length === 0)
          falseNone.push(Date.now());
        return { mirror, products };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.mirror.loading).toEqual(['products']));
    await act(async () => {
      await db.transaction('rw', [db.mirror('products'), db.syncState], async () => {
        await db.mirror('products').bulkPut(
          Array.from({ length: 500 }, (_, index) => ({
            id: `p${index}`,
            productName: `Product ${index}`,
            _syncState: 'synced' as const,
          })),
        );
        await db.syncState.put(pulled('products'));
      });
    });
    await waitFor(() => expect(result.current.mirror.state).toBe('ready'), { timeout: 5_000 });
    expect(result.current.products).toHaveLength(500);
    expect(falseNone).toEqual([]);
  });
});
