import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { pickConsignmentFlow, type PickConsignmentInput } from './flow-consignment';

const synced = { _syncState: 'synced' } as const;
const input = (fields: Record<string, unknown> = {}): PickConsignmentInput => ({
  consignment: {
    ...synced,
    id: 'c1',
    consignmentNumber: 'CN-1',
    departureLocationID: 'wh',
    dueDate: '2026-03-04T01:00:00Z',
    buyer: { companyName: 'Cafe One' },
    consignmentOrderItems: [{ productID: 'milk', quantity: 2 }],
    consignmentEntryItems: [],
    ...fields,
  } as MirrorRow<'customer-consignments'>,
  batches: [{ ...synced, id: 'b1', productID: 'milk', batchcode: 'M1' }] as MirrorRow<'batches'>[],
  stock: [
    { ...synced, id: 's1', productID: 'milk', batchID: 'b1', locationID: 'wh', available: 5 },
  ] as MirrorRow<'stock-items'>[],
  tracked: [],
  products: [{ ...synced, id: 'milk', productName: 'Milk 2L' }] as MirrorRow<'products'>[],
  stockLoaded: true,
});

describe('picking one consignment', () => {
  it('lists its lines with the batches here and waits until each is picked or given a reason', () => {
    const view = pickConsignmentFlow(input());
    expect(view).toMatchObject({ number: 'CN-1', buyerName: 'Cafe One', picked: false, failed: null });
    expect(view.lines[0]?.rows.map((row) => row.batchcode)).toEqual(['M1']);
    expect(view.productName('milk')).toBe('Milk 2L');
    expect(view.problem).not.toBeNull();
    const picked = pickConsignmentFlow(
      input({
        consignmentEntryItems: [{ productID: 'milk', batchID: 'b1', quantity: 2, quantityPicked: 2 }],
      }),
    );
    expect(picked.problem).toBeNull();
  });

  it("says what the office changed while the picker picked, in the picker's words", () => {
    const base = { id: 'c1', rowVersion: 1, dueDate: 'a' };
    const view = pickConsignmentFlow(
      input({
        _syncState: 'conflict',
        _base: base,
        _serverVersion: { ...base, rowVersion: 2, dueDate: 'b' },
      }),
    );
    expect(view.officeChange).toBe('The office changed the due date while you picked.');
    expect(pickConsignmentFlow(input()).officeChange).toBeNull();
  });
});
