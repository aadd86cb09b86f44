import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BulktradeDB } from './bulktrade-db';
import { createDataApi } from './create-data-api';
import { DataContext } from './data-context';
import { useRecordSet } from './use-record-set';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function setUp() {
  const db = new BulktradeDB({ name: `record-set-${opened.length}-${Date.now()}` });
  opened.push(db);
  const api = createDataApi(db);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataContext value={api}>{children}</DataContext>
  );
  return { db, wrapper };
}

const READS = { stock: 'stock-items', products: 'products' } as const;

describe('useRecordSet', () => {
  it('reads every list under its own name, and follows a change to any of them', async () => {
    const { db, wrapper } = setUp();
    await db.mirror('products').put({ id: 'milk', productName: 'Milk', _syncState: 'synced' });
    const { result } = renderHook(() => useRecordSet(READS), { wrapper });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.products.map((row) => row.productName)).toEqual(['Milk']);
    expect(result.current?.stock).toEqual([]);
    await act(async () => {
      await db.mirror('stock-items').put({ id: 's1', productID: 'milk', available: 4, _syncState: 'synced' });
    });
    await waitFor(() => expect(result.current?.stock.map((row) => row.available)).toEqual([4]));
    expect(result.current?.products).toHaveLength(1);
  });
});
