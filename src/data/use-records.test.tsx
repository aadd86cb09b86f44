import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialStatus } from '../../sync/sync-status';
import { BulktradeDB, STATUS_ROW } from './bulktrade-db';
import { createDataApi } from './create-data-api';
import { DataContext, useWritePath } from './data-context';
import { usePendingCount } from './use-pending-count';
import { useRecord, watchRecord } from './use-record';
import { useRecords } from './use-records';
import { useSyncStatus } from './use-sync-status';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function setUp() {
  const db = new BulktradeDB({ name: `hooks-${opened.length}-${Date.now()}` });
  opened.push(db);
  const api = createDataApi(db);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataContext value={api}>{children}</DataContext>
  );
  return { db, api, wrapper };
}

describe('live queries over the mirror', () => {
  it('useRecords filters, searches and sorts like the server, and follows writes', async () => {
    const { db, wrapper } = setUp();
    await db.mirror('products').bulkPut([
      { id: 'a', productName: 'Full Cream Milk', isSold: true, sortNumber: 2, _syncState: 'synced' },
      { id: 'b', productName: 'Oat Milk', isSold: true, sortNumber: 1, _syncState: 'synced' },
      { id: 'c', productName: 'Flour', isSold: false, sortNumber: 0, _syncState: 'synced' },
    ]);
    const { result } = renderHook(
      () => ({
        list: useRecords('products', { filterBy: 'Sold', searchString: 'milk' }),
        writes: useWritePath(),
        pending: usePendingCount(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list?.map((record) => record.id)).toEqual(['b', 'a']));
    await act(async () => {
      await result.current.writes.createRecord('products', {
        productName: 'Goat Milk',
        isSold: true,
        sortNumber: 0,
      });
    });
    await waitFor(() =>
      expect(result.current.list?.map((record) => record.productName)).toEqual([
        'Goat Milk',
        'Oat Milk',
        'Full Cream Milk',
      ]),
    );
    expect(result.current.list?.[0]?._syncState).toBe('pending');
    await waitFor(() => expect(result.current.pending).toBe(1));
    await act(async () => {
      await result.current.writes.deleteRecord('products', 'a');
    });
    await waitFor(() => expect(result.current.list?.map((record) => record.id)).not.toContain('a'));
    await waitFor(() => expect(result.current.pending).toBe(2));
  });

  it('useRecord follows one record and says null when the mirror has none', async () => {
    const { db, wrapper } = setUp();
    const { result } = renderHook(
      () => ({ found: useRecord('products', 'p1'), missing: useRecord('products', 'nope') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.missing).toBeNull());
    await act(async () => {
      await db
        .mirror('products')
        .put({ id: 'p1', productName: 'Milk', _syncState: 'failed', _syncMessage: 'Nope' });
    });
    await waitFor(() =>
      expect(result.current.found).toMatchObject({
        productName: 'Milk',
        _syncState: 'failed',
        _syncMessage: 'Nope',
      }),
    );
  });

  it('useSyncStatus shows what the syncing tab wrote, with the live outbox count', async () => {
    const { db, wrapper } = setUp();
    const { result } = renderHook(() => useSyncStatus(), { wrapper });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        pending: 0,
        lastSyncedAt: null,
        firstPull: { done: false, progress: 0 },
      }),
    );
    await act(async () => {
      await db.syncState.put({
        entity: STATUS_ROW,
        status: {
          ...initialStatus(true),
          leader: true,
          lastSyncedAt: 42,
          firstPull: { done: false, progress: 0.5 },
          pending: 99,
        },
      });
      await db.outbox.add({
        entity: 'products',
        recordID: 'p1',
        op: 'update',
        changes: {},
        baseRowVersion: 1,
        createdAt: 0,
      });
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        lastSyncedAt: 42,
        firstPull: { progress: 0.5 },
        pending: 1,
        online: true,
      }),
    );
  });
});

describe('watching one record and proxy lists', () => {
  it('watchRecord calls back now and after each change, until stopped', async () => {
    const { db } = setUp();
    await db.mirror('products').put({ id: 'a', productName: 'Milk', rowVersion: 1, _syncState: 'synced' });
    const seen: (string | null)[] = [];
    const stop = watchRecord(db, 'products', 'a', (record) =>
      seen.push(record === null ? null : String(record.productName)),
    );
    await waitFor(() => expect(seen).toEqual(['Milk']));
    await db.mirror('products').put({ id: 'a', productName: 'Milk 2L', rowVersion: 2, _syncState: 'synced' });
    await waitFor(() => expect(seen).toEqual(['Milk', 'Milk 2L']));
    await db.mirror('products').delete('a');
    await waitFor(() => expect(seen).toEqual(['Milk', 'Milk 2L', null]));
    stop();
    await db.mirror('products').put({ id: 'a', productName: 'Back', rowVersion: 3, _syncState: 'synced' });
    // A later read shows the stopped watcher was not called again.
    await db.mirror('products').get('a');
    expect(seen).toEqual(['Milk', 'Milk 2L', null]);
  });

  it('useRecords with proxyID lists the records handled on behalf of that company', async () => {
    const { db, wrapper } = setUp();
    await db.mirror('customer-orders').bulkPut([
      // c2 sells o1 (its customer order); it buys o2, which is its purchase order.
      { id: 'o1', buyerID: 'c3', sellerID: 'c2', _syncState: 'synced' },
      { id: 'o2', buyerID: 'c2', sellerID: 'c1', _syncState: 'synced' },
    ]);
    const { result } = renderHook(() => useRecords('customer-orders', { proxyID: 'c2' }), { wrapper });
    await waitFor(() => expect(result.current?.map((record) => record.id)).toEqual(['o1']));
    // The order c2 buys sits in the signed-in company's customer orders: c2's purchase orders list it.
    const purchases = renderHook(() => useRecords('purchase-orders', { proxyID: 'c2' }), { wrapper });
    await waitFor(() => expect(purchases.result.current?.map((record) => record.id)).toEqual(['o2']));
  });
});
