import { describe, expect, it } from 'vitest';
import { officeChangeLabels } from './pick-conflict';

// Keeping the picks when the office changed the consignment is the sync engine's merge rule
// (tests/sync/merge-rules.test.ts); the pick screen only says what the office changed.
describe('a pick that meets an office change', () => {
  it("says what the office changed in the picker's words", () => {
    const base = {
      id: 'c1',
      rowVersion: 3,
      dueDate: 'a',
      consignmentOrderItems: [{ productID: 'milk', quantity: 12 }],
      notes: null,
    };
    const theirs = {
      ...base,
      rowVersion: 4,
      dueDate: 'b',
      consignmentOrderItems: [{ productID: 'milk', quantity: 18 }],
      departureLocationID: 'cold',
      departureLocation: { locationName: 'Cold' },
      sourceHasChanged: true,
    };
    expect(officeChangeLabels(base, theirs)).toEqual([
      'the order lines',
      'where it leaves from',
      'the due date',
    ]);
  });
});
