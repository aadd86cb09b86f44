import { HttpProblem } from '../http/problem';
import type { Flow } from './flow';
import { insertOrRetry } from './flow';
import { derivedId } from '../../src/domain/derived-id';
import { recordStockEntry } from './stock-ledger';
import { trimmedOf } from '../../src/domain/unknown-values';

type Row = { productID: string; batchID: string | null; batchcode: string | null; quantity: number };

/**
 * Finishing a stock import brings every row into stock at the import's location, as `imported`
 * ledger entries (a row naming a new batch code makes that batch): all rows or none. Any bad row
 * refuses the whole import (422) with each row's number, field and message.
 */
export const stockImportsFlow: Flow = {
  name: 'stock imports',
  sections: ['Stock/Imports'],
  async run({ store, before, after, caller, clock }) {
    const finished = (row: typeof after | null) => row?.data.isFinished === true;
    if (finished(before) && !finished(after))
      throw new HttpProblem(
        409,
        'A finished stock import cannot be reopened: record a stock adjustment instead.',
      );
    if (!finished(after) || finished(before)) return;
    const owner = after.companyAccountID;
    const locationID = trimmedOf(after.data.locationID);
    if (locationID === null)
      throw new HttpProblem(422, 'Choose the location the stock comes into.', {
        errors: [{ field: 'locationID', message: 'Field is required' }],
      });
    const items = (Array.isArray(after.data.importItems) ? after.data.importItems : []) as Record<
      string,
      unknown
    >[];
    if (items.length === 0)
      throw new HttpProblem(422, 'The import has no rows.', {
        errors: [{ field: 'importItems', message: 'Add at least one row' }],
      });

    const errors: { row: number; field: string; message: string }[] = [];
    const rows: Row[] = [];
    for (const [index, item] of items.entries()) {
      const row = index + 1;
      const productID = trimmedOf(item.productID);
      const quantity =
        typeof item.quantity === 'number' && Number.isFinite(item.quantity) ? item.quantity : Number.NaN;
      // Only the owner's own products: another company's reads exactly as a missing one.
      const product = productID === null ? null : await store.get('Products', productID);
      if (product === null || product.companyAccountID !== owner)
        errors.push({ row, field: 'productID', message: 'Unknown product' });
      if (!(quantity > 0)) errors.push({ row, field: 'quantity', message: 'Must be a number above 0' });
      const batchID = trimmedOf(item.batchID);
      if (batchID !== null) {
        const batch = await store.get('Stock/Batches', batchID);
        if (batch === null || batch.companyAccountID !== owner || batch.data.productID !== productID)
          errors.push({ row, field: 'batchID', message: 'Unknown batch of this product' });
      }
      rows.push({ productID: productID ?? '', batchID, batchcode: trimmedOf(item.batchcode), quantity });
    }
    if (errors.length > 0) {
      throw new HttpProblem(
        422,
        `The import has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}; nothing was imported.`,
        {
          errors: errors.map((error) => ({
            field: `importItems[${error.row - 1}].${error.field}`,
            row: error.row,
            message: error.message,
          })),
        },
      );
    }

    const now = clock().toISOString();
    const performedOn = trimmedOf(after.data.performedOn) ?? now;
    for (const [index, row] of rows.entries()) {
      let batchID = row.batchID;
      if (batchID === null && row.batchcode !== null) {
        const { rows: found } = await store.list('Stock/Batches', {
          visibleTo: owner,
          conditions: [
            { field: 'batchcode', op: 'eq', value: row.batchcode },
            { field: 'productID', op: 'eq', value: row.productID },
          ],
          includeInactive: false,
          includeCount: false,
        });
        batchID = found.find((batch) => batch.companyAccountID === owner)?.id ?? null;
        if (batchID === null) {
          batchID = derivedId(owner, 'stock-batch', after.id, String(index + 1));
          await insertOrRetry(store, {
            section: 'Stock/Batches',
            id: batchID,
            companyAccountID: owner,
            data: {
              batchcode: row.batchcode,
              productID: row.productID,
              locationID,
              quantity: row.quantity,
              quantityGoal: row.quantity,
              createdOn: now,
              dom: performedOn,
              isPending: false,
              onHold: false,
            },
          });
        }
      }
      await recordStockEntry(
        store,
        owner,
        `${after.id}:row:${index + 1}`,
        { kind: 'imported', productID: row.productID, locationID, batchID, quantity: row.quantity },
        {
          reason: `Stock import ${String(after.data.importNumber ?? '')}`.trim(),
          userID: caller?.userID ?? null,
          createdOn: now,
        },
      );
    }
  },
};
