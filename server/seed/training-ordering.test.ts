import { describe, expect, it } from 'vitest';
import { upcomingOrderSlots } from '../../src/domain/order-dates';
import { COMPANY } from './training-ids';
import { trainingData, type SeedRecord, type TrainingNavigationName } from './training-data';
import { INTER_COMPANY_SUPPLIER, ORDER_SLOT, SLOTTED_AGREEMENT } from './training-ordering';

const TODAY = new Date('2026-03-02T23:00:00Z');
const data = trainingData(TODAY);
const find = <N extends TrainingNavigationName>(name: N, id: string): SeedRecord<N> | undefined =>
  data.records[name].find((record) => record.data.id === id);

describe('ordering demo data', () => {
  it('has a slotted customer whose slots still take orders', () => {
    const agreement = find('customers', SLOTTED_AGREEMENT)?.data;
    expect(agreement).toMatchObject({
      orderingArrangement: 'Slotted',
      orderSlotIDs: [ORDER_SLOT.morning, ORDER_SLOT.afternoon],
    });
    const slots = (data.records['order-slots'] ?? []).map(
      (record) => ({ ...record.data, id: record.data.id }) as { id: string; cronExpression: string },
    );
    expect(upcomingOrderSlots(slots, TODAY).length).toBeGreaterThan(3);
  });

  it('names both companies on the two records of the accepted inter-company agreement', () => {
    const theirs = find('suppliers', INTER_COMPANY_SUPPLIER);
    expect(theirs).toMatchObject({
      owner: COMPANY.fitzroy,
      data: { buyerID: COMPANY.fitzroy, sellerID: COMPANY.wholesaler, isAccepted: true },
    });
    const ours = data.records.customers?.find((record) => record.data.buyerID === COMPANY.fitzroy);
    expect(ours).toMatchObject({
      owner: COMPANY.wholesaler,
      data: { sellerID: COMPANY.wholesaler, isAccepted: true },
    });
  });

  it('carries the cola carton rule on both price tiers', () => {
    for (const tier of data.records['supplier-price-tiers'] ?? []) {
      const cola = (tier.data.productPrices as { productID: string; rules?: unknown }[]).find(
        (price) => price.productID === 'prod-cola-375ml',
      );
      expect(cola?.rules).toEqual([{ rule: 'QuantityInIncrements', value: 24 }]);
    }
  });
});
