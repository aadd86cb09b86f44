import 'fake-indexeddb/auto';
import { Text } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BulktradeDB } from '../data/bulktrade-db';
import { createDataApi } from '../data/create-data-api';
import { DataContext } from '../data/data-context';
import { MirrorEmpty } from './MirrorEmpty';
import { renderWithMantine } from './testing/render-with-mantine';

const opened: BulktradeDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('MirrorEmpty', () => {
  it('says what is loading until the first pull is done, and only then that there is none', async () => {
    const db = new BulktradeDB({ name: `mirror-empty-${Date.now()}` });
    opened.push(db);
    renderWithMantine(
      <DataContext value={createDataApi(db)}>
        <MirrorEmpty names={['customer-orders']}>
          <Text>No orders</Text>
        </MirrorEmpty>
      </DataContext>,
    );
    expect(await screen.findByText('Loading customer orders…')).toBeInTheDocument();
    expect(screen.queryByText('No orders')).toBeNull();
    await act(async () => {
      await db.syncState.put({
        entity: 'customer-orders',
        cursor: '3',
        lastSyncedAt: 1,
        firstPullDone: true,
      });
    });
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });
});
