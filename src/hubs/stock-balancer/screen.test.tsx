import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePortalData, portalData, portalSession, renderPortal } from '../../portal/testing/render-portal';
import StockBalancerScreen from './screen';

afterEach(() => closePortalData());

describe('the stock balancer', () => {
  it('does not propose again what was accepted, after the screen is opened again', async () => {
    const data = portalData();
    const mirror = (name: string) => data.db.mirror(name);
    await mirror('products').put({ id: 'milk', productName: 'Full Cream Milk 2L', _syncState: 'synced' });
    await mirror('locations').bulkPut([
      { id: 'wh', locationName: 'Dandenong DC', _syncState: 'synced' },
      { id: 'cold', locationName: 'Cold Store', _syncState: 'synced' },
    ]);
    await mirror('stock-items').bulkPut([
      { id: 's1', productID: 'milk', locationID: 'wh', available: 27, _syncState: 'synced' },
      { id: 's2', productID: 'milk', locationID: 'cold', available: 300, _syncState: 'synced' },
    ]);
    await mirror('stock-thresholds').put({
      id: 't1',
      productID: 'milk',
      locationID: 'wh',
      lowerThreshold: 36,
      upperThreshold: 144,
      _syncState: 'synced',
    });
    const session = portalSession('stock-consignments.edit,purchase-orders.edit');

    renderPortal(<StockBalancerScreen />, { data, session });
    const card = await screen.findByLabelText('Proposal Full Cream Milk 2L at Dandenong DC');
    expect(within(card).getByText('Transfer from Cold Store')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    const [transfer, ...more] = await mirror('stock-consignments').toArray();
    expect(more).toEqual([]);
    expect(transfer).toMatchObject({
      isTransfer: true,
      departureLocationID: 'cold',
      destinationLocationID: 'wh',
      consignmentOrderItems: [{ productID: 'milk', quantity: 117 }],
    });

    // Opened again (a reload, or another tablet once it has synced): the transfer on its way covers it.
    cleanup();
    renderPortal(<StockBalancerScreen />, { data, session });
    expect(
      await screen.findByText(
        'Every product is at or above its lower threshold, counting what is on its way.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
