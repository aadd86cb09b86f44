import type { RecordOf } from '../../src/entities/record-of';
import { HttpProblem } from '../http/problem';
import type { StockEntry } from '../../src/domain/stock-ledger';
import { insertOrRetry, type Flow } from './flow';
import { applyStockEntry, LEDGER_SECTION, ledgerEntryID } from './stock-ledger';

type Picked = { productID: string; batchID: string | null; quantity: number };

/**
 * Units picked per batch (or per product, for untracked stock) in a consignment's entry items.
 * @example pickedByBatch({ consignmentEntryItems: [{ productID: 'p', batchID: 'b', quantity: 4, quantityPicked: 3 }] }).get('b|p')?.quantity // 3
 */
export function pickedByBatch(
  data: Pick<RecordOf<'customer-consignments'>, 'consignmentEntryItems'> | null,
): Map<string, Picked> {
  const picked = new Map<string, Picked>();
  const items = data?.consignmentEntryItems;
  if (!Array.isArray(items)) return picked;
  for (const item of items) {
    const productID = typeof item.productID === 'string' ? item.productID : '';
    const quantity =
      typeof item.quantityPicked === 'number' && Number.isFinite(item.quantityPicked)
        ? item.quantityPicked
        : 0;
    if (productID === '' || quantity === 0) continue;
    const batchID = typeof item.batchID === 'string' && item.batchID !== '' ? item.batchID : null;
    const key = `${batchID ?? ''}|${productID}`;
    const sum = picked.get(key);
    picked.set(key, { productID, batchID, quantity: (sum?.quantity ?? 0) + quantity });
  }
  return picked;
}

/**
 * Picking is recorded on the consignment (quantityPicked per batch in consignmentEntryItems);
 * each change of what is picked becomes a `picked` ledger entry taking the units out of the
 * departure location's stock, in the same transaction. A pick the batch cannot cover refuses
 * the whole write (422, naming the batch and what is left), so nothing is half-picked.
 */
export const consignmentPicksFlow: Flow = {
  name: 'consignment picks',
  sections: ['Customer/Consignments', 'Stock/Consignments'],
  async run({ store, before, after, caller, clock }) {
    const was = pickedByBatch(before?.data ?? null);
    const now = pickedByBatch(after.data);
    const keys = new Set([...was.keys(), ...now.keys()]);
    const locationID =
      typeof after.data.departureLocationID === 'string' ? after.data.departureLocationID : '';
    for (const key of [...keys].sort()) {
      const change = (now.get(key)?.quantity ?? 0) - (was.get(key)?.quantity ?? 0);
      const line = now.get(key) ?? was.get(key);
      if (change === 0 || line === undefined) continue;
      if (locationID === '')
        throw new HttpProblem(422, 'Set the location the consignment leaves from before picking it.');
      const entry: StockEntry = {
        kind: 'picked',
        productID: line.productID,
        locationID,
        batchID: line.batchID,
        quantity: change,
      };
      await applyStockEntry(store, after.companyAccountID, entry);
      await insertOrRetry(store, {
        section: LEDGER_SECTION,
        id: ledgerEntryID(after.companyAccountID, `${after.id}:picked:${key}:v${after.rowVersion}`),
        companyAccountID: after.companyAccountID,
        data: {
          ...entry,
          consignmentID: after.id,
          userID: caller?.userID ?? null,
          createdOn: clock().toISOString(),
        },
      });
    }
  },
};
