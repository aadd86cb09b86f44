import { describe, expect, it } from 'vitest';
import { batchEntries, batchShipments } from './batch-trace';

describe('batch trace', () => {
  it("lists the batch's entries oldest first and the consignments that took it", () => {
    const entries = batchEntries(
      [
        {
          id: 'e2',
          kind: 'adjusted',
          quantity: -2,
          batchID: 'b',
          locationID: 'wh',
          createdOn: '2026-03-03T00:00:00Z',
          reason: 'Count',
        },
        {
          id: 'e1',
          kind: 'produced',
          quantity: 48,
          batchID: 'b',
          locationID: 'wh',
          createdOn: '2026-03-01T00:00:00Z',
        },
        {
          id: 'e3',
          kind: 'received',
          quantity: 5,
          batchID: 'other',
          locationID: 'wh',
          createdOn: '2026-03-01T00:00:00Z',
        },
      ],
      'b',
    );
    expect(entries.map((entry) => [entry.kind, entry.quantity, entry.reason])).toEqual([
      ['produced', 48, null],
      ['adjusted', -2, 'Count'],
    ]);
    const shipments = batchShipments(
      [
        {
          id: 'c2',
          consignmentNumber: 'C2',
          dueDate: '2026-03-05',
          buyer: { companyName: 'Cafe' },
          destinationLocation: { locationName: 'Fitzroy' },
          consignmentEntryItems: [{ productID: 'p', quantity: 6, batchID: 'b', quantityPicked: 6 }],
        },
        {
          id: 'c1',
          consignmentNumber: 'C1',
          dueDate: '2026-03-04',
          consignmentEntryItems: [{ productID: 'p', quantity: 6, batchID: 'b', quantityPicked: 0 }],
        },
      ],
      'b',
    );
    expect(shipments).toEqual([
      {
        consignmentID: 'c2',
        consignmentNumber: 'C2',
        buyer: 'Cafe',
        destination: 'Fitzroy',
        dueDate: '2026-03-05',
        quantity: 6,
      },
    ]);
  });
});
