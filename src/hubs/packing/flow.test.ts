import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { consignmentByNumber, packingFlow, toPackOf } from './flow';

const synced = { _syncState: 'synced' } as const;
const consignments = [
  {
    ...synced,
    id: 'c1',
    consignmentNumber: 'CN-1',
    pickedOn: 'x',
    departureLocationID: 'wh',
    buyer: { companyName: 'Cafe' },
  },
  {
    ...synced,
    id: 'c2',
    consignmentNumber: 'CN-2',
    pickedOn: 'x',
    departureLocationID: 'depot',
    packedOn: 'y',
  },
  { ...synced, id: 'c3', consignmentNumber: 'CN-3', departureLocationID: 'wh' },
  {
    ...synced,
    id: 'c4',
    consignmentNumber: 'CN-4',
    pickedOn: 'x',
    fulfillmentBuyerID: 'me',
    fulfillerID: '3pl',
  },
  { ...synced, id: 'c5', consignmentNumber: 'CN-5', pickedOn: 'x' },
] as MirrorRow<'customer-consignments'>[];

describe('the packing flow', () => {
  it("packs what is picked on the company's own floor, by where it leaves from", () => {
    const { toPack, locationIDs } = toPackOf(consignments, 'me');
    expect(toPack.map((c) => c.id)).toEqual(['c1', 'c2', 'c5']);
    expect(locationIDs).toEqual(['depot', 'wh']);
    expect(packingFlow(toPack, 'wh')).toEqual([
      { id: 'c1', number: 'CN-1', buyerName: 'Cafe', packed: false },
      { id: 'c5', number: 'CN-5', buyerName: '', packed: false },
    ]);
    expect(packingFlow(toPack, 'depot').map((card) => card.packed)).toEqual([true, false]);
  });

  it('opens a consignment by the number a label holds, in any case', () => {
    const { toPack } = toPackOf(consignments, 'me');
    expect(consignmentByNumber(toPack, ' cn-1 ')?.id).toBe('c1');
    expect(consignmentByNumber(toPack, 'CN-3')).toBeUndefined();
  });
});
