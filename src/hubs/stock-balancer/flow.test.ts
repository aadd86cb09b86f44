import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { balancerFlow, NO_CHANGES, reduceBalancer, type BalancerInput } from './flow';

const synced = { _syncState: 'synced' } as const;
const input: BalancerInput = {
  thresholds: [
    { ...synced, id: 't1', productID: 'milk', locationID: 'wh', lowerThreshold: 36, upperThreshold: 144 },
  ] as MirrorRow<'stock-thresholds'>[],
  stock: [
    { ...synced, id: 's1', productID: 'milk', locationID: 'wh', available: 27 },
    { ...synced, id: 's2', productID: 'milk', locationID: 'cold', available: 300 },
  ] as MirrorRow<'stock-items'>[],
  purchaseOrders: [],
  stockConsignments: [],
  products: [{ ...synced, id: 'milk', productName: 'Full Cream Milk 2L' }] as MirrorRow<'products'>[],
  locations: [
    { ...synced, id: 'wh', locationName: 'Dandenong DC' },
    { ...synced, id: 'cold', locationName: 'Cold Store' },
  ] as MirrorRow<'locations'>[],
  suppliers: [],
  supplyLines: [],
};

describe('the stock balancer flow', () => {
  it('proposes a transfer from the location that can spare it, named', () => {
    const view = balancerFlow(input, NO_CHANGES);
    expect(view.anyProposed).toBe(true);
    expect(view.cards).toHaveLength(1);
    expect(view.cards[0]).toMatchObject({
      status: undefined,
      quantity: 117,
      problem: null,
      productName: 'Full Cream Milk 2L',
      locationName: 'Dandenong DC',
      fromName: 'Cold Store',
    });
  });

  it('buys by the supply line, from its supplier’s agreement, when a line buys the product in', () => {
    const byLine: BalancerInput = {
      ...input,
      suppliers: [
        { ...synced, id: 'sa-bakery', sellerID: 'bakery' },
        { ...synced, id: 'sa-dairy', sellerID: 'dairy' },
      ] as MirrorRow<'suppliers'>[],
      supplyLines: [
        {
          ...synced,
          id: 'l1',
          supplyLineName: 'Milk from the dairy',
          productID: 'milk',
          destinationLocationID: 'wh',
          sellerID: 'dairy',
          isOn: true,
        },
      ] as MirrorRow<'supply-lines'>[],
    };
    const [card] = balancerFlow(byLine, NO_CHANGES).cards;
    expect([card?.proposal.kind, card?.proposal.supplyLine?.id, card?.supplier?.id]).toEqual([
      'purchase',
      'l1',
      'sa-dairy',
    ]);
  });

  it('keeps an edited quantity and says what is wrong with it', () => {
    const local = reduceBalancer(NO_CHANGES, { type: 'quantity', key: 't1', quantity: 0 });
    expect(balancerFlow(input, local).cards[0]).toMatchObject({
      quantity: 0,
      problem: 'Enter a whole number above 0',
    });
  });

  it('shows a skipped proposal as skipped, and one accepted here as done once it is on its way', () => {
    const skipped = reduceBalancer(NO_CHANGES, { type: 'skip', key: 't1' });
    expect(balancerFlow(input, skipped).cards[0]?.status).toBe('skipped');
    const [card] = balancerFlow(input, NO_CHANGES).cards;
    const accepted = reduceBalancer(NO_CHANGES, { type: 'accepted', proposal: card!.proposal });
    const onItsWay: BalancerInput = {
      ...input,
      stockConsignments: [
        {
          ...synced,
          id: 'sc1',
          isTransfer: true,
          departureLocationID: 'cold',
          destinationLocationID: 'wh',
          consignmentOrderItems: [{ productID: 'milk', quantity: 117 }],
        },
      ] as MirrorRow<'stock-consignments'>[],
    };
    const view = balancerFlow(onItsWay, accepted);
    expect(view.anyProposed).toBe(false);
    expect(view.cards.map((shown) => shown.status)).toEqual(['accepted']);
  });
});
