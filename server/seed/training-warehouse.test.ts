import { describe, expect, it } from 'vitest';
import { deriveBalances, stockKeyText, type StockEntry } from '../../src/domain/stock-ledger';
import { trainingData, type SeedData, type SeedRecord, type TrainingNavigationName } from './training-data';

const data = trainingData(new Date('2026-03-02T23:00:00Z'));
const records = <N extends TrainingNavigationName>(name: N): SeedData<N>[] =>
  data.records[name].map((record: SeedRecord<N>) => record.data);

describe('the warehouse demo data', () => {
  it('holds every stock item as the sum of its ledger entries', () => {
    const balances = deriveBalances(records('stock-adjustments') as unknown as StockEntry[]);
    const items = records('stock-items');
    for (const item of items) {
      const key = stockKeyText({
        locationID: String(item.locationID),
        productID: String(item.productID),
        batchID: (item.batchID as string | null) ?? null,
      });
      expect({ key, ...balances.get(key) }).toEqual({
        key,
        available: item.available,
        onHold: item.onHold,
        wasted: item.wasted,
      });
    }
    expect(balances.size).toBe(items.length);
  });

  it('has at least eight confirmed orders to pick from two locations', () => {
    const open = records('customer-consignments').filter(
      (c) => c.pickedOn === null && c.isDispatched !== true && c.fulfillerID === undefined,
    );
    expect(open.length).toBeGreaterThanOrEqual(8);
    expect(new Set(open.map((c) => c.departureLocationID)).size).toBe(2);
    const orders = new Map(records('customer-orders').map((order) => [order.id, order]));
    // Consignments made from orders come from confirmed ones (the dispatch demo's are made in the office, with no order).
    const fromOrders = open.filter((c) => c.customerOrderID !== undefined && c.customerOrderID !== null);
    expect(fromOrders.length).toBeGreaterThanOrEqual(8);
    expect(fromOrders.every((c) => orders.get(String(c.customerOrderID))?.isConfirmed === true)).toBe(true);
  });

  it('has batches of one product with different expiry dates, one batch on hold, and two products below their lower threshold', () => {
    const batches = records('batches');
    const milk = batches.filter(
      (batch) => batch.productID === 'prod-milk-2l' && batch.locationID === 'loc-dandenong-dc',
    );
    expect(new Set(milk.map((batch) => batch.exp)).size).toBeGreaterThanOrEqual(2);
    expect(batches.some((batch) => batch.onHold === true)).toBe(true);
    const stock = records('stock-items');
    const below = records('stock-thresholds').filter((threshold) => {
      const level = stock
        .filter((item) => item.productID === threshold.productID && item.locationID === threshold.locationID)
        .reduce((sum, item) => sum + Number(item.available), 0);
      return level < Number(threshold.lowerThreshold);
    });
    expect(below.length).toBeGreaterThanOrEqual(2);
    expect(records('products').some((product) => product.isManufactured === true)).toBe(true);
  });
});
