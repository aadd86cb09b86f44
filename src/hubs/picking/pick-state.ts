import { batchByCode, pickProblem, suggestBatches, type PickableBatch } from '../../domain/batch-picking';

/** What picking reads and writes of a consignment, its batches and stock (plain records from the mirror). */
export type EntryItem = {
  batchID?: string | null;
  productID: string;
  quantity: number;
  quantityPicked?: number | null;
};
export type OrderLine = { productID: string; quantity: number; shortReason?: string | null };
export type BatchRecord = {
  id: string;
  batchcode?: string | null;
  productID?: string | null;
  exp?: string | null;
  onHold?: boolean | null;
  isPending?: boolean | null;
};
export type StockRecord = {
  batchID?: string | null;
  productID?: string | null;
  locationID?: string | null;
  available?: number | null;
};

/**
 * One batch a line can be picked from, with what this consignment took from it. `onHand` is
 * what the stock ledger holds of it (the picker's shelf figure); `available` is what this
 * consignment may take: on hand plus what the services already took for it (a pick can be
 * changed), never shown as stock, because the consignment's picks reach the tablet before the
 * stock items they lowered and the sum would rise with each pick.
 */
export type PickRow = {
  batchID: string | null;
  batchcode: string | null;
  exp: string | null;
  onHand: number;
  available: number;
  picked: number;
  suggested: number;
};

/** One product line of the consignment as the picker sees it. */
export type PickLine = {
  productID: string;
  ordered: number;
  picked: number;
  shortReason: string | null;
  rows: PickRow[];
  problem: string | null;
};

export type PickInput = {
  orderItems: readonly OrderLine[];
  entryItems: readonly EntryItem[];
  /** The entry items the services hold (their picks are already out of the stock items). */
  serverEntryItems: readonly EntryItem[];
  batches: readonly BatchRecord[];
  stock: readonly StockRecord[];
  locationID: string;
};

function pickedOf(items: readonly EntryItem[], productID: string, batchID: string | null): number {
  return items
    .filter((item) => item.productID === productID && (item.batchID ?? null) === batchID)
    .reduce((sum, item) => sum + (item.quantityPicked ?? 0), 0);
}

/**
 * Units available per product and batch at one location, read in one pass: a lookup in memory
 * instead of an IndexedDB index on location, product and batch (which would cost every synced
 * stock item about one more write), and instead of a scan of every stock item per batch.
 */
function stockIndex(
  stock: readonly StockRecord[],
  locationID: string,
): (productID: string, batchID: string | null) => number {
  const units = new Map<string, number>();
  for (const item of stock) {
    if (item.locationID !== locationID) continue;
    const key = `${item.productID}|${item.batchID ?? ''}`;
    units.set(key, (units.get(key) ?? 0) + (item.available ?? 0));
  }
  return (productID, batchID) => units.get(`${productID}|${batchID ?? ''}`) ?? 0;
}

/**
 * The lines to pick: per product, the batches to take it from (first expiry first, never on
 * hold), how many each still has for this consignment (the stock item plus what the services
 * already took for it), what is picked, and what is wrong with it.
 */
export function pickLines(input: PickInput): PickLine[] {
  const { entryItems, serverEntryItems, stock, locationID } = input;
  const stockAt = stockIndex(stock, locationID);
  return input.orderItems.map((line) => {
    const productBatches = input.batches.filter((batch) => batch.productID === line.productID);
    const pickable: PickableBatch[] = productBatches.map((batch) => ({
      batchID: batch.id,
      batchcode: batch.batchcode ?? null,
      productID: line.productID,
      exp: batch.exp ?? null,
      onHold: batch.onHold === true,
      isPending: batch.isPending === true,
      available: stockAt(line.productID, batch.id) + pickedOf(serverEntryItems, line.productID, batch.id),
    }));
    const suggestions = suggestBatches(pickable, line.productID, line.quantity);
    const rows: PickRow[] = suggestions.map(({ take, ...s }) => ({
      ...s,
      onHand: stockAt(line.productID, s.batchID),
      picked: pickedOf(entryItems, line.productID, s.batchID),
      suggested: take,
    }));
    // Batches picked earlier that are no longer suggested (now on hold, or used up) stay visible.
    for (const item of entryItems) {
      const batchID = item.batchID ?? null;
      if (
        item.productID !== line.productID ||
        batchID === null ||
        rows.some((row) => row.batchID === batchID)
      )
        continue;
      const batch = pickable.find((candidate) => candidate.batchID === batchID);
      rows.push({
        batchID,
        batchcode: batch?.batchcode ?? null,
        exp: batch?.exp ?? null,
        onHand: stockAt(line.productID, batchID),
        available: batch?.available ?? 0,
        picked: pickedOf(entryItems, line.productID, batchID),
        suggested: 0,
      });
    }
    // A product without batches is picked from its untracked stock.
    if (productBatches.length === 0) {
      const available = stockAt(line.productID, null) + pickedOf(serverEntryItems, line.productID, null);
      rows.push({
        batchID: null,
        batchcode: null,
        exp: null,
        onHand: stockAt(line.productID, null),
        available,
        picked: pickedOf(entryItems, line.productID, null),
        suggested: Math.min(available, line.quantity),
      });
    }
    const picked = rows.reduce((sum, row) => sum + row.picked, 0);
    const problem =
      rows
        .map((row) =>
          pickProblem({
            quantityPicked: row.picked,
            available: row.available,
            ordered: line.quantity,
            pickedElsewhere: picked - row.picked,
          }),
        )
        .find((found) => found !== null) ?? null;
    return {
      productID: line.productID,
      ordered: line.quantity,
      picked,
      shortReason: line.shortReason ?? null,
      rows,
      problem,
    };
  });
}

/**
 * The entry items with one batch's picked quantity set (added when the batch is new to the line).
 * @example setPicked([], 'milk', 'b1', 4) // [{ batchID: 'b1', productID: 'milk', quantity: 4, quantityPicked: 4 }]
 */
export function setPicked(
  items: readonly EntryItem[],
  productID: string,
  batchID: string | null,
  quantityPicked: number,
): EntryItem[] {
  const at = items.findIndex((item) => item.productID === productID && (item.batchID ?? null) === batchID);
  if (at === -1) return [...items, { batchID, productID, quantity: quantityPicked, quantityPicked }];
  return items.map((item, index) => (index === at ? { ...item, quantityPicked } : item));
}

/** What a scanned code picks: the line (product), the batch and the line's picked quantity from it. */
export type ScanPick = { productID: string; batchID: string; quantityPicked: number };

/**
 * A scan's outcome: one pick, a refusal with its reason, or (a batch code that two of the
 * consignment's products share) the products to choose from, each with its pick.
 */
export type ScanResult =
  | ({ ok: true } & ScanPick)
  | { ok: false; message: string }
  | { ok: 'choose'; code: string; choices: ScanPick[] };

type LineScan = { ok: true; pick: ScanPick } | { ok: false; message: string };

function scanLine(line: PickLine, code: string): LineScan | null {
  const row = batchByCode(line.rows, code);
  if (row === null || row.batchID === null) return null;
  const needed = line.ordered - line.picked;
  if (needed <= 0)
    return { ok: false, message: `This consignment's ${row.batchcode ?? 'line'} is picked already` };
  const take = Math.min(needed, row.available - row.picked);
  if (take <= 0) return { ok: false, message: `Batch ${row.batchcode ?? ''} has nothing left` };
  return {
    ok: true,
    pick: { productID: line.productID, batchID: row.batchID, quantityPicked: row.picked + take },
  };
}

/**
 * A typed or scanned batch code: the line of that batch's product gets as much of what it
 * still needs as the batch has. A code that batches of two or more of the consignment's
 * products share (suppliers reuse date codes) fills none of them by itself: the picker is asked
 * which product it is, from those that can still take it.
 * @example scanBatch(lines, 'GD251124') // { ok: true, productID: 'milk', batchID: 'b1', quantityPicked: 6 }
 */
export function scanBatch(lines: readonly PickLine[], code: string, stockLoaded = true): ScanResult {
  const scans = lines.map((line) => scanLine(line, code)).filter((scan): scan is LineScan => scan !== null);
  const picks = scans.flatMap((scan) => (scan.ok ? [scan.pick] : []));
  const [only] = picks;
  if (picks.length > 1) return { ok: 'choose', code: code.trim(), choices: picks };
  if (only !== undefined) return { ok: true, ...only };
  const [refused] = scans;
  if (refused !== undefined && !refused.ok) return refused;
  // Before the batches and stock are on this device, a code not found may still be here.
  if (!stockLoaded)
    return {
      ok: false,
      message: `Batch ${code.trim()} is not on this device yet: the stock is still loading`,
    };
  return { ok: false, message: `No batch ${code.trim()} to pick here` };
}

/**
 * Moves what was picked from one batch (refused: its stock is gone) to the line's other
 * batches, first expiry first, as far as they have it.
 */
export function pickFromAnotherBatch(
  items: readonly EntryItem[],
  line: PickLine,
  fromBatchID: string | null,
): EntryItem[] {
  const from = line.rows.find((row) => row.batchID === fromBatchID);
  if (from === undefined) return [...items];
  let rest = from.picked;
  let next = setPicked(items, line.productID, fromBatchID, 0);
  for (const row of line.rows) {
    if (row.batchID === fromBatchID || rest <= 0) continue;
    const take = Math.min(rest, Math.max(0, row.available - row.picked));
    if (take === 0) continue;
    next = setPicked(next, line.productID, row.batchID, row.picked + take);
    rest -= take;
  }
  return next;
}

/** The order lines with a line's short-pick reason set. */
export function setShortReason(
  orderItems: readonly OrderLine[],
  productID: string,
  reason: string | null,
): OrderLine[] {
  return orderItems.map((line) => (line.productID === productID ? { ...line, shortReason: reason } : line));
}

/** Why nothing is marked Picked before the stock and batches are on this device: a line would look short. */
export const STOCK_LOADING_PROBLEM = 'Wait for the stock to load before marking Picked';

/**
 * Why the consignment cannot be marked Picked yet (null when it can): the stock still
 * loading (every line would look short), a line with a problem, or a short line without a reason.
 */
export function finishProblem(lines: readonly PickLine[], stockLoaded = true): string | null {
  if (!stockLoaded) return STOCK_LOADING_PROBLEM;
  const wrong = lines.find((line) => line.problem !== null);
  if (wrong !== undefined) return wrong.problem;
  if (lines.some((line) => line.picked < line.ordered && (line.shortReason ?? '') === ''))
    return 'Give a reason for each short line';
  return null;
}

/**
 * The line and batch a refusal from the services names ("... in batch GD251124 ..."), so the
 * conflict shows on that pick.
 */
export function refusedRow(
  lines: readonly PickLine[],
  message: string,
): { productID: string; batchID: string | null } | null {
  for (const line of lines) {
    for (const row of line.rows) {
      if (row.batchcode !== null && row.picked > 0 && message.includes(`batch ${row.batchcode}`))
        return { productID: line.productID, batchID: row.batchID };
    }
  }
  return null;
}
