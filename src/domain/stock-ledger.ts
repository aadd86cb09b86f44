/**
 * The stock ledger: every change of stock is one append-only entry (a stock adjustment record
 * with a kind); stock items (available, onHold, wasted per location, product and batch) are
 * the running sum of the entries, never edited by hand.
 */

/** What an entry records. Quantities are units; `adjusted` and `onHold` may be negative (a count found less; a release from hold). */
export type StockEntryKind =
  'received' | 'imported' | 'produced' | 'picked' | 'adjusted' | 'wasted' | 'transferred' | 'onHold';

export const STOCK_ENTRY_KINDS: readonly StockEntryKind[] = [
  'received',
  'imported',
  'produced',
  'picked',
  'adjusted',
  'wasted',
  'transferred',
  'onHold',
];

/** Kinds whose quantity must be above zero; `picked` may be negative only when the services put units back (a pick corrected down). */
const POSITIVE_KINDS: ReadonlySet<StockEntryKind> = new Set([
  'received',
  'imported',
  'produced',
  'wasted',
  'transferred',
]);

/** One ledger entry, as the stock-adjustments section stores it. */
export type StockEntry = {
  kind: StockEntryKind;
  productID: string;
  locationID: string;
  batchID: string | null;
  quantity: number;
  /** Where a transfer goes. */
  toLocationID?: string | null;
};

/** Where stock is: one stock item per location, product and batch (null for untracked products). */
export type StockKey = { locationID: string; productID: string; batchID: string | null };

export type StockBalance = { available: number; onHold: number; wasted: number };

export const EMPTY_BALANCE: StockBalance = { available: 0, onHold: 0, wasted: 0 };

/**
 * One text per stock key, for maps.
 * @example stockKeyText({ locationID: 'l1', productID: 'p1', batchID: null }) // 'l1|p1|'
 */
export function stockKeyText(key: StockKey): string {
  return `${key.locationID}|${key.productID}|${key.batchID ?? ''}`;
}

/**
 * What an entry does to each stock item it touches (a transfer touches two).
 * @example entryEffects({ kind: 'wasted', productID: 'p', locationID: 'l', batchID: 'b', quantity: 2 })
 * // [{ key: { locationID: 'l', productID: 'p', batchID: 'b' }, change: { available: -2, onHold: 0, wasted: 2 } }]
 */
export function entryEffects(entry: StockEntry): { key: StockKey; change: StockBalance }[] {
  const key: StockKey = { locationID: entry.locationID, productID: entry.productID, batchID: entry.batchID };
  const q = entry.quantity;
  const change = (available: number, onHold = 0, wasted = 0) => ({ available, onHold, wasted });
  switch (entry.kind) {
    case 'received':
    case 'imported':
    case 'produced':
    case 'adjusted':
      return [{ key, change: change(q) }];
    case 'picked':
      return [{ key, change: change(-q) }];
    case 'wasted':
      return [{ key, change: change(-q, 0, q) }];
    case 'onHold':
      return [{ key, change: change(-q, q) }];
    case 'transferred': {
      const to = entry.toLocationID ?? entry.locationID;
      return [
        { key, change: change(-q) },
        { key: { ...key, locationID: to }, change: change(q) },
      ];
    }
  }
}

/** Adds a change to a balance. */
export function addBalance(balance: StockBalance, change: StockBalance): StockBalance {
  return {
    available: balance.available + change.available,
    onHold: balance.onHold + change.onHold,
    wasted: balance.wasted + change.wasted,
  };
}

/**
 * Why an entry cannot be recorded as it stands (null when it can): a missing product or
 * location, a quantity that is not a number, zero, or below zero where the kind needs units.
 * @example entryProblem({ kind: 'received', productID: 'p', locationID: 'l', batchID: null, quantity: -1 }) // 'A received entry needs a quantity above zero'
 */
export function entryProblem(entry: Partial<StockEntry>): string | null {
  if (entry.kind === undefined || !STOCK_ENTRY_KINDS.includes(entry.kind))
    return `The kind must be one of ${STOCK_ENTRY_KINDS.join(', ')}`;
  if (typeof entry.productID !== 'string' || entry.productID === '') return 'A stock entry needs a product';
  if (typeof entry.locationID !== 'string' || entry.locationID === '')
    return 'A stock entry needs a location';
  if (typeof entry.quantity !== 'number' || !Number.isFinite(entry.quantity) || entry.quantity === 0)
    return 'A stock entry needs a quantity other than 0';
  if (POSITIVE_KINDS.has(entry.kind) && entry.quantity < 0)
    return `A ${entry.kind} entry needs a quantity above zero`;
  if (
    entry.kind === 'transferred' &&
    (typeof entry.toLocationID !== 'string' ||
      entry.toLocationID === '' ||
      entry.toLocationID === entry.locationID)
  ) {
    return 'A transfer needs another location to go to';
  }
  return null;
}

/**
 * The part of a balance an entry would take below zero, or null when it stays covered.
 * @example shortfallOf({ available: 3, onHold: 0, wasted: 0 }) // null
 */
export function shortfallOf(balance: StockBalance): { field: 'available' | 'onHold'; left: number } | null {
  if (balance.available < 0) return { field: 'available', left: balance.available };
  if (balance.onHold < 0) return { field: 'onHold', left: balance.onHold };
  return null;
}

/**
 * The message of a refused entry: names the batch (or product) and what is left.
 * @example refusalMessage('GD251124', 'Milk 2L', 3, 5) // 'Only 3 of Milk 2L left in batch GD251124: cannot take 5.'
 */
export function refusalMessage(
  batchcode: string | null,
  productName: string,
  left: number,
  wanted: number,
): string {
  const where = batchcode === null ? 'at this location' : `in batch ${batchcode}`;
  return `Only ${Math.max(0, left)} of ${productName} left ${where}: cannot take ${wanted}.`;
}

/**
 * Every stock item's balance, from the entries in any order.
 * @example deriveBalances([{ kind: 'received', productID: 'p', locationID: 'l', batchID: 'b', quantity: 5 }]).get('l|p|b') // { available: 5, onHold: 0, wasted: 0 }
 */
export function deriveBalances(entries: readonly StockEntry[]): Map<string, StockBalance> {
  const balances = new Map<string, StockBalance>();
  for (const entry of entries) {
    for (const effect of entryEffects(entry)) {
      const text = stockKeyText(effect.key);
      balances.set(text, addBalance(balances.get(text) ?? EMPTY_BALANCE, effect.change));
    }
  }
  return balances;
}
