import {
  addBalance,
  EMPTY_BALANCE,
  entryEffects,
  entryProblem,
  refusalMessage,
  shortfallOf,
  stockKeyText,
  type StockBalance,
  type StockEntry,
  type StockEntryKind,
  type StockKey,
} from '../../src/domain/stock-ledger';
import { HttpProblem } from '../http/problem';
import type { RecordRow, Store } from '../store/store';
import { derivedId } from '../../src/domain/derived-id';
import { insertOrRetry, updateOrRetry, type Flow } from './flow';
import { numberOf, textOf } from '../../src/domain/unknown-values';
import type { RecordOf } from '../../src/entities/record-of';

/** The ledger: every stock change is one stock adjustment record with a kind (append-only). */
export const LEDGER_SECTION = 'Stock/Adjustments';
export const STOCK_ITEMS_SECTION = 'Stock/Items';
export const TRACKED_ITEMS_SECTION = 'Stock/TrackedItems';
const BATCHES_SECTION = 'Stock/Batches';
const PRODUCTS_SECTION = 'Products';

/** A ledger entry as stored: a stock adjustment record, and what made it (beyond the schema). */
type LedgerRecord = Partial<RecordOf<'stock-adjustments'>>;

/** The ledger entry a stock adjustment record holds; a record without a kind is a manual adjustment. */
export function entryOf(data: LedgerRecord): Partial<StockEntry> {
  return {
    kind: (typeof data.kind === 'string' ? data.kind : 'adjusted') as StockEntryKind,
    productID: textOf(data.productID) ?? '',
    locationID: textOf(data.locationID) ?? '',
    batchID: textOf(data.batchID),
    quantity: typeof data.quantity === 'number' ? data.quantity : Number.NaN,
    toLocationID: textOf(data.toLocationID),
  };
}

/** The id the ledger gives the stock item it makes for a key. */
function stockItemID(owner: string, key: StockKey): string {
  return derivedId(owner, 'stock-item', stockKeyText(key));
}

async function stockItemAt(store: Store, owner: string, key: StockKey): Promise<RecordRow | null> {
  // The ledger's own stock items are found by id (the primary key); others (imported before the
  // ledger kept them, or made under the ids of before, `stockitem:<owner>:<key>`) by their fields.
  const own = await store.get(STOCK_ITEMS_SECTION, stockItemID(owner, key));
  if (own !== null && own.companyAccountID === owner) return own;
  const { rows } = await store.list(STOCK_ITEMS_SECTION, {
    visibleTo: owner,
    conditions: [
      { field: 'locationID', op: 'eq', value: key.locationID },
      { field: 'productID', op: 'eq', value: key.productID },
      { field: 'batchID', op: 'eq', value: key.batchID },
    ],
    includeInactive: true,
    includeCount: false,
  });
  return rows.find((row) => row.companyAccountID === owner) ?? null;
}

function balanceOf(row: RecordRow | null): StockBalance {
  if (row === null) return EMPTY_BALANCE;
  return {
    available: numberOf(row.data.available) ?? 0,
    onHold: numberOf(row.data.onHold) ?? 0,
    wasted: numberOf(row.data.wasted) ?? 0,
  };
}

// A record the stock's owner holds, or none: another company's record is read exactly as a missing one.
async function ownRecord(
  store: Store,
  section: string,
  id: string | null,
  owner: string,
): Promise<RecordRow | null> {
  const row = id === null ? null : await store.get(section, id);
  return row !== null && row.companyAccountID === owner ? row : null;
}

// Names the owner's own batch and product; for anything else it repeats the ids the entry gave,
// so another company's product reads exactly as a missing one (nothing of it is told).
async function refusal(
  store: Store,
  owner: string,
  key: StockKey,
  left: number,
  wanted: number,
): Promise<HttpProblem> {
  const batch = await ownRecord(store, BATCHES_SECTION, key.batchID, owner);
  const product = await ownRecord(store, PRODUCTS_SECTION, key.productID, owner);
  const batchcode = key.batchID === null ? null : (textOf(batch?.data.batchcode) ?? key.batchID);
  const productName = textOf(product?.data.productName) ?? key.productID;
  return new HttpProblem(422, refusalMessage(batchcode, productName, left, wanted), {
    reason: 'StockShort',
    batchID: key.batchID,
    productID: key.productID,
    locationID: key.locationID,
    available: Math.max(0, left),
  });
}

const trackedWhere = (locationID: string, productID: string) => [
  { field: 'locationID', op: 'eq' as const, value: locationID },
  { field: 'productID', op: 'eq' as const, value: productID },
];

/** The id the services give the stock tracked item of a company, location and product. */
export function trackedItemID(owner: string, locationID: string, productID: string): string {
  return derivedId(owner, 'tracked-item', locationID, productID);
}

/** The company's stock tracked item of a product at a location, if it has one yet (under the id of before, `tracked:…`, too: found by its fields). */
export async function findTrackedItem(
  store: Store,
  owner: string,
  locationID: string,
  productID: string,
): Promise<RecordRow | null> {
  const own = await store.get(TRACKED_ITEMS_SECTION, trackedItemID(owner, locationID, productID));
  if (own !== null && own.companyAccountID === owner) return own;
  const tracked = await store.list(TRACKED_ITEMS_SECTION, {
    visibleTo: owner,
    conditions: trackedWhere(locationID, productID),
    includeInactive: true,
    includeCount: false,
  });
  return tracked.rows.find((row) => row.companyAccountID === owner) ?? null;
}

/**
 * Applies one ledger entry to the stock items it touches, inside the caller's transaction
 * (the services' store moves the tracked items' inStock with them: tracked-totals.ts). Refuses (422, naming the batch and what is left)
 * an entry that takes available or on-hold units below zero.
 */
export async function applyStockEntry(store: Store, owner: string, entry: StockEntry): Promise<void> {
  for (const effect of entryEffects(entry)) {
    const current = await stockItemAt(store, owner, effect.key);
    const before = balanceOf(current);
    const after = addBalance(before, effect.change);
    const short = shortfallOf(after);
    const taking = effect.change.available < 0 || effect.change.onHold < 0;
    if (short !== null && taking) {
      const left = short.field === 'available' ? before.available : before.onHold;
      throw await refusal(
        store,
        owner,
        effect.key,
        left,
        Math.abs(short.field === 'available' ? effect.change.available : effect.change.onHold),
      );
    }
    const fields = {
      locationID: effect.key.locationID,
      productID: effect.key.productID,
      batchID: effect.key.batchID,
      ...after,
    };
    if (current === null) {
      await insertOrRetry(store, {
        section: STOCK_ITEMS_SECTION,
        id: stockItemID(owner, effect.key),
        companyAccountID: owner,
        data: fields,
      });
    } else {
      await updateOrRetry(store, current, { ...current.data, ...fields });
    }
  }
}

/**
 * A stock adjustment posted is a ledger entry: checked, stamped with who and when, and
 * applied to the stock items. Entries are never changed or deleted: a correction is another entry.
 */
export const stockLedgerFlow: Flow = {
  name: 'stock ledger',
  sections: [LEDGER_SECTION],
  async run({ store, before, after, caller, clock }) {
    if (before !== null) {
      throw new HttpProblem(
        409,
        'Stock entries cannot be changed or deleted: record another stock adjustment to correct one.',
      );
    }
    const entry = entryOf(after.data);
    const problem = entryProblem(entry);
    if (problem !== null)
      throw new HttpProblem(422, problem, { errors: [{ field: 'quantity', message: problem }] });
    await applyStockEntry(store, after.companyAccountID, entry as StockEntry);
    const stamped = {
      ...after.data,
      kind: entry.kind,
      userID: caller?.userID ?? after.data.userID ?? null,
      createdOn: textOf(after.data.createdOn) ?? clock().toISOString(),
    };
    return updateOrRetry(store, after, stamped);
  },
};

/** Stock items and levels are the ledger's sums: clients read them, never write them. */
export const stockItemsReadOnlyFlow: Flow = {
  name: 'stock items are read-only',
  sections: [STOCK_ITEMS_SECTION],
  run() {
    return Promise.reject(
      new HttpProblem(405, 'Stock items are kept by the stock ledger: record a stock adjustment instead.'),
    );
  },
};

/**
 * The id of a ledger entry the services record for `owner` from a source (`<consignment>:picked:…`,
 * `<batch>:produced`): derived, so no other company can take it first.
 */
export function ledgerEntryID(owner: string, source: string): string {
  return derivedId(owner, 'stock-entry', source);
}

/**
 * Records an entry the services make (from a consignment, a batch): applies it to the stock
 * items and appends it to the ledger (under ledgerEntryID of `source`), in the caller's transaction.
 */
export async function recordStockEntry(
  store: Store,
  owner: string,
  source: string,
  entry: StockEntry,
  extra: LedgerRecord & { receivalID?: string },
): Promise<void> {
  await applyStockEntry(store, owner, entry);
  await insertOrRetry(store, {
    section: LEDGER_SECTION,
    id: ledgerEntryID(owner, source),
    companyAccountID: owner,
    data: { ...entry, ...extra },
  });
}

/** The units of a batch at a location, as its stock item holds them. */
export async function batchBalance(store: Store, owner: string, key: StockKey): Promise<StockBalance> {
  return balanceOf(await stockItemAt(store, owner, key));
}
