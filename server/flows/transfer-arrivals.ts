import type { Flow } from './flow';
import { pickedByBatch } from './consignment-picks';
import { recordStockEntry } from './stock-ledger';

/**
 * A transfer between the company's locations: the picks took the units out of the departure
 * location (consignment picks); when the transfer is performed (arrived), what was picked is
 * received into the destination location, batch by batch.
 */
export const transferArrivalsFlow: Flow = {
  name: 'transfer arrivals',
  sections: ['Stock/Consignments'],
  async run({ store, before, after, caller, clock }) {
    const arrived = (row: typeof after | null) =>
      typeof row?.data.performedOn === 'string' && row.data.performedOn !== '';
    if (after.data.isTransfer !== true || !arrived(after) || arrived(before)) return;
    const destination =
      typeof after.data.destinationLocationID === 'string' ? after.data.destinationLocationID : '';
    if (destination === '') return;
    for (const [key, line] of [...pickedByBatch(after.data)].sort(([a], [b]) => a.localeCompare(b))) {
      if (line.quantity <= 0) continue;
      await recordStockEntry(
        store,
        after.companyAccountID,
        `${after.id}:arrived:${key}`,
        {
          kind: 'received',
          productID: line.productID,
          locationID: destination,
          batchID: line.batchID,
          quantity: line.quantity,
        },
        {
          consignmentID: after.id,
          reason: 'Transfer arrived',
          userID: caller?.userID ?? null,
          createdOn: clock().toISOString(),
        },
      );
    }
  },
};
