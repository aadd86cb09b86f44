import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePortalData, portalData, portalSession, renderPortal } from '../../portal/testing/render-portal';
import ProductionScreen from './screen';

afterEach(() => closePortalData());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the production hub', () => {
  it('suggests making what the coming week asks for, plus the lower threshold, less stock and batches being made', async () => {
    const data = portalData();
    const mirror = (name: string) => data.db.mirror(name);
    await mirror('users').put({ id: 'user-1', companyAccountID: 'me', _syncState: 'synced' });
    await mirror('products').put({
      id: 'sourdough',
      productName: 'Sourdough Loaf',
      isManufactured: true,
      _syncState: 'synced',
    });
    await mirror('stock-items').put({
      id: 's1',
      productID: 'sourdough',
      locationID: 'bakery',
      available: 15,
      _syncState: 'synced',
    });
    await mirror('stock-thresholds').put({
      id: 't1',
      productID: 'sourdough',
      locationID: 'bakery',
      lowerThreshold: 10,
      _syncState: 'synced',
    });
    await mirror('batches').put({
      id: 'b1',
      productID: 'sourdough',
      batchcode: 'SD-1',
      isPending: true,
      quantityGoal: 5,
      createdOn: inDays(0),
      _syncState: 'synced',
    });
    await mirror('customer-consignments').bulkPut([
      // Due this week: counted.
      {
        id: 'c1',
        departureLocationID: 'bakery',
        dueDate: inDays(2),
        consignmentOrderItems: [{ productID: 'sourdough', quantity: 40 }],
        _syncState: 'synced',
      },
      // Already picked: its stock has left, nothing more to make for it.
      {
        id: 'c2',
        departureLocationID: 'bakery',
        dueDate: inDays(1),
        pickedOn: inDays(0),
        consignmentOrderItems: [{ productID: 'sourdough', quantity: 30 }],
        _syncState: 'synced',
      },
      // Beyond the week: not yet.
      {
        id: 'c3',
        departureLocationID: 'bakery',
        dueDate: inDays(20),
        consignmentOrderItems: [{ productID: 'sourdough', quantity: 99 }],
        _syncState: 'synced',
      },
    ]);
    renderPortal(<ProductionScreen />, { data, session: portalSession('batches.edit') });
    const card = await screen.findByLabelText('Make Sourdough Loaf');
    expect(
      await within(card).findByText('due this week 40 · in stock 15 · being made 5 · keep 10'),
    ).toBeInTheDocument();
    // 40 due + 10 kept back − 15 in stock − 5 being made
    expect(within(card).getByLabelText('Quantity goal')).toHaveValue('30');
  });
});
