import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BulktradeDB } from './bulktrade-db';
import { createDataApi } from './create-data-api';
import { DataContext } from './data-context';
import { useRecordsByID } from './use-records-by-id';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function setUp() {
  const db = new BulktradeDB({ name: `by-id-${opened.length}-${Date.now()}` });
  opened.push(db);
  const api = createDataApi(db);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataContext value={api}>{children}</DataContext>
  );
  return { db, api, wrapper };
}

describe('useRecordsByID', () => {
  it('reads the records asked for, in order, follows their changes, and reads nothing again when another record is written', async () => {
    const { db, api, wrapper } = setUp();
    await db.mirror('products').bulkPut([
      { id: 'a', productName: 'Milk', _syncState: 'synced' },
      { id: 'b', productName: 'Bread', _syncState: 'synced' },
    ]);
    const { result } = renderHook(() => useRecordsByID('products', ['b', 'missing', 'a']), { wrapper });
    await waitFor(() =>
      expect(result.current?.map((row) => row?.productName)).toEqual(['Bread', undefined, 'Milk']),
    );
    const before = result.current;
    // Writes to other products (a user's, a small pulled page): nothing is read again. (A put of
    // 50 rows or more makes Dexie read every query of the table again: a few records here.)
    await act(async () => {
      await db.mirror('products').bulkPut([
        { id: 'z1', productName: 'Other', _syncState: 'synced' },
        { id: 'z2', productName: 'Other', _syncState: 'synced' },
      ]);
      await api.writes.createRecord('products', { productName: 'Eggs' });
      await api.writes.updateRecord('products', 'z1', { productName: 'Flour' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(result.current).toBe(before);

    await act(async () => {
      await api.writes.updateRecord('products', 'a', { productName: 'Oat Milk' });
    });
    await waitFor(() => expect(result.current?.[2]?.productName).toBe('Oat Milk'));
  });
});
