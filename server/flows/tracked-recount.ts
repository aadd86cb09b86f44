import {
  CONSIGNMENT_SECTIONS,
  NO_TOTALS,
  PURCHASE_ORDERS_SECTION,
  recountTrackedTotals,
  STOCK_ITEMS_SECTION,
  trackedItemFields,
  trackedKey,
  type TrackedSource,
} from '../../src/domain/tracked-totals';
import { HttpProblem } from '../http/problem';
import type { Store } from '../store/store';
import { updateOrRetry, type Flow } from './flow';
import { TRACKED_ITEMS_SECTION } from './stock-ledger';
import { textOf } from '../../src/domain/unknown-values';

/**
 * A fresh count of one company's tracked totals of a product at a location, from the records
 * that make them: its stock items there, its consignments leaving from there and its purchase
 * orders delivered there.
 */
export async function recountTrackedItem(store: Store, owner: string, locationID: string, productID: string) {
  const read = async (
    section: string,
    field: string,
    extra: { field: string; value: string }[] = [],
  ): Promise<TrackedSource[]> => {
    const { rows } = await store.list(section, {
      visibleTo: owner,
      conditions: [
        { field, op: 'eq', value: locationID },
        ...extra.map((condition) => ({ ...condition, op: 'eq' as const })),
      ],
      includeInactive: false,
      includeCount: false,
    });
    return rows;
  };
  const rows = [
    ...(await read(STOCK_ITEMS_SECTION, 'locationID', [{ field: 'productID', value: productID }])),
    ...(
      await Promise.all(CONSIGNMENT_SECTIONS.map((section) => read(section, 'departureLocationID')))
    ).flat(),
    ...(await read(PURCHASE_ORDERS_SECTION, 'locationID')),
  ];
  return recountTrackedTotals(rows).get(trackedKey(owner, locationID, productID))?.totals ?? NO_TOTALS;
}

/**
 * Stock tracked items are kept by the services (tracked-totals.ts). The services make them; a
 * correction (the office's 'Correct Tracked Items') sets the item to a fresh count of the
 * records, whatever was typed, so a total that drifted (data from before the totals were kept)
 * comes right and one that is right stays right.
 */
export const trackedItemsRecountFlow: Flow = {
  name: 'tracked items: a correction is a recount',
  sections: [TRACKED_ITEMS_SECTION],
  async run({ store, before, after }) {
    if (before === null)
      throw new HttpProblem(
        405,
        'Stock tracked items are made by the services from stock, consignments and purchase orders: correct an existing one instead.',
      );
    if (
      (textOf(before.data.locationID) ?? '') !== (textOf(after.data.locationID) ?? '') ||
      (textOf(before.data.productID) ?? '') !== (textOf(after.data.productID) ?? '')
    ) {
      throw new HttpProblem(
        422,
        'A tracked item stays with its product and location: correct the one of the other product or location instead.',
      );
    }
    const totals = await recountTrackedItem(
      store,
      after.companyAccountID,
      textOf(after.data.locationID) ?? '',
      textOf(after.data.productID) ?? '',
    );
    return updateOrRetry(store, after, { ...after.data, ...trackedItemFields(totals) });
  },
};
