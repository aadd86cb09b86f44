import { isReceived, receivedStockEntries } from '../../src/domain/receival-stock';
import type { RecordOf } from '../../src/entities/record-of';
import { entityRow, getEntityRow } from '../store/entity-row';
import { HttpProblem } from '../http/problem';
import type { Store } from '../store/store';
import type { Flow } from './flow';
import { updateOrRetry } from './flow';
import { LEDGER_SECTION, ledgerEntryID, recordStockEntry } from './stock-ledger';

const INCREMENTS_SECTION = 'Stock/Increments';

/** A packaged item of a receival: its schema's fields, and the product it holds (beyond them). */
type ReceivedItem = NonNullable<RecordOf<'receivals'>['packagedItems']>[number] & { productID?: unknown };

/** The items of a receival nobody counted in: a product with no quantity received. */
function uncountedItems(items: readonly ReceivedItem[]): number {
  return items.filter(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.productID === 'string' &&
      !(typeof item.quantityReceived === 'number' && Number.isFinite(item.quantityReceived)),
  ).length;
}

/** Units per package of each product the receival names, from the stock owner's stock increments. */
async function unitsTable(
  store: Store,
  owner: string,
  productIDs: readonly string[],
): Promise<Map<string, number>> {
  const units = new Map<string, number>();
  for (const productID of new Set(productIDs)) {
    const { rows } = await store.list(INCREMENTS_SECTION, {
      visibleTo: owner,
      conditions: [{ field: 'productID', op: 'eq', value: productID }],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of rows) {
      const measurementID = typeof row.data.measurementID === 'string' ? row.data.measurementID : '';
      if (typeof row.data.units === 'number' && row.data.units > 0)
        units.set(`${productID}|${measurementID}`, row.data.units);
    }
  }
  return units;
}

/**
 * Goods counted in at a receival enter the receiving company's stock: a `received` ledger entry
 * per product and batch at the destination (packages times the product's units per package),
 * booked once: the entries' ids come from the receival's, and the receival is stamped
 * stockReceived. A receival received before this flow existed books when it is next written
 * with stockReceived false (what Complete Receival writes).
 */
export const receivalStockFlow: Flow = {
  name: 'receival stock',
  sections: ['Courier/Receivals'],
  async run({ store, before, after: written, caller, clock }) {
    const after = entityRow('receivals', written);
    if (!isReceived(after.data) || after.data.stockReceived === true) return;
    const newlyReceived = !isReceived(before?.data);
    if (!newlyReceived && after.data.stockReceived !== false) return;
    const owner =
      typeof after.data.buyerID === 'string' && after.data.buyerID !== ''
        ? after.data.buyerID
        : after.companyAccountID;
    const items: ReceivedItem[] = Array.isArray(after.data.packagedItems) ? after.data.packagedItems : [];
    // Supplier settings: Count Every Receival. A receival is not received until each of its items was counted in.
    if (
      newlyReceived &&
      (await getEntityRow(store, 'companies', owner))?.data.isReceivalCheckRequired === true
    ) {
      const uncounted = uncountedItems(items);
      if (uncounted > 0)
        throw new HttpProblem(
          422,
          `Count every item before completing the receival: ${uncounted} ${uncounted === 1 ? 'item has' : 'items have'} no quantity received (Count Every Receival is on).`,
          { field: 'packagedItems', errors: [{ field: 'packagedItems', message: 'Count every item' }] },
        );
    }
    const units = await unitsTable(
      store,
      owner,
      items.flatMap((item) => (typeof item?.productID === 'string' ? [item.productID] : [])),
    );
    const entries = receivedStockEntries(
      { ...after.data, id: after.id },
      (productID, measurementID) => units.get(`${productID}|${measurementID ?? ''}`) ?? 1,
    );
    const createdOn =
      typeof after.data.receivedOn === 'string' ? after.data.receivedOn : clock().toISOString();
    for (const { id, entry } of entries) {
      // Recorded already, under its id of now or of before (the source's own).
      const recorded = await Promise.all(
        [ledgerEntryID(owner, id), id].map((candidate) => store.get(LEDGER_SECTION, candidate)),
      );
      if (recorded.some((row) => row !== null && row.companyAccountID === owner)) continue;
      await recordStockEntry(store, owner, id, entry, {
        receivalID: after.id,
        reason: 'Received',
        userID: caller?.userID ?? after.data.receivedByUserID ?? null,
        createdOn,
      });
    }
    return updateOrRetry(store, written, { ...after.data, stockReceived: true });
  },
};
