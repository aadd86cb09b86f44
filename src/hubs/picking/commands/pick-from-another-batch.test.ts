import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { PickLine } from '../pick-state';
import { pickFromAnotherBatch } from './pick-from-another-batch';

describe('pick from another batch', () => {
  it("moves the refused batch's picks to a batch with stock", () => {
    const line: PickLine = {
      productID: 'milk',
      ordered: 4,
      picked: 4,
      shortReason: null,
      problem: null,
      rows: [
        { batchID: 'gone', batchcode: 'G1', exp: null, onHand: 0, available: 4, picked: 4, suggested: 0 },
        { batchID: 'next', batchcode: 'N1', exp: null, onHand: 10, available: 10, picked: 0, suggested: 0 },
      ],
    };
    const [write] = writesOf(pickFromAnotherBatch, {
      consignmentID: 'c1',
      line,
      fromBatchID: 'gone',
    });
    expect(write).toMatchObject({ op: 'revise', entity: 'customer-consignments', id: 'c1' });
    const current = {
      id: 'c1',
      consignmentEntryItems: [{ batchID: 'gone', productID: 'milk', quantity: 4, quantityPicked: 4 }],
    };
    const items =
      write?.op === 'revise'
        ? (write.revise(current).consignmentEntryItems as { batchID: string; quantityPicked?: number }[])
        : [];
    const pickedFrom = (batchID: string) =>
      items
        .filter((item) => item.batchID === batchID)
        .reduce((sum, item) => sum + (item.quantityPicked ?? 0), 0);
    expect(pickedFrom('gone')).toBe(0);
    expect(pickedFrom('next')).toBe(4);
  });
});
