import type { RecordRow } from '../store/store';

// What a 3PL reads of an order it fulfils for its client (issue 23 §7): what its floor needs
// (who, where, when, which products and how many), never the prices its client sells at. The
// spec's fulfiller's view of an order (client orders: client, deliver for, number, deliver to,
// due, accepted, tags, dispatched) shows none.

/** The order's money, the seller's and its buyer's business alone. */
const ORDER_PRICE_FIELDS = ['subTotal', 'taxTotal', 'amountTotal', 'clientAmountTotal'] as const;
/** A line's money. */
const LINE_PRICE_FIELDS = ['unitPrice', 'discount', 'amountTotal', 'unitPriceIncrements'] as const;

/**
 * The fields of a record this view reads, as any section's record gives them (every section's
 * records pass through it; only orders have them).
 */
type FulfilledFields = {
  fulfillerID?: unknown;
  sellerID?: unknown;
  buyerID?: unknown;
  orderItems?: unknown;
} & { [F in (typeof ORDER_PRICE_FIELDS)[number]]?: unknown };

/** A line of an order, as far as its prices go; its other fields pass through. */
type PricedLine = { id?: unknown } & { [F in (typeof LINE_PRICE_FIELDS)[number]]?: unknown };

/** A line as stored, or the value a client sent in its place (kept as it is when not a line). */
function lineOf(item: unknown): PricedLine | null {
  return typeof item === 'object' && item !== null ? { ...item } : null;
}

/**
 * Whether `company` reads the record only as its fulfiller (a 3PL): not its owner, seller or buyer.
 * @example fulfilsOnly({ companyAccountID: 'cider', data: { sellerID: 'cider', fulfillerID: 'tpl' } }, 'tpl') // true
 */
export function fulfilsOnly(
  row: { companyAccountID: string; data: FulfilledFields },
  company: string,
): boolean {
  const { data } = row;
  return (
    data.fulfillerID === company &&
    row.companyAccountID !== company &&
    data.sellerID !== company &&
    data.buyerID !== company
  );
}

function hasPrices(data: FulfilledFields): boolean {
  return ORDER_PRICE_FIELDS.some((field) => field in data) || Array.isArray(data.orderItems);
}

/**
 * The record as `company` may read it: without the order's and its lines' prices when it is
 * only the order's fulfiller; as stored otherwise.
 * @example seenBy(order, 'tpl').data.amountTotal // undefined when tpl is only the fulfiller
 */
export function seenBy(row: RecordRow, company: string | undefined): RecordRow {
  if (company === undefined || !fulfilsOnly(row, company) || !hasPrices(row.data)) return row;
  const data: FulfilledFields & { orderItems?: unknown } = { ...row.data };
  for (const field of ORDER_PRICE_FIELDS) delete data[field];
  const items: unknown = data.orderItems;
  if (Array.isArray(items)) {
    data.orderItems = items.map((item: unknown) => {
      const line = lineOf(item);
      if (line === null) return item;
      for (const field of LINE_PRICE_FIELDS) delete line[field];
      return line;
    });
  }
  return { ...row, data };
}

/**
 * A fulfiller's write keeps the prices it never read: the stored order's and each stored line's
 * (matched by line id), so its write of what it may change (the dispatch) changes nothing else.
 * @example keepHiddenPrices({ ...seenBy(order, 'tpl').data, isDispatched: true }, order, 'tpl').amountTotal // order.data.amountTotal
 */
export function keepHiddenPrices<T extends FulfilledFields>(
  data: T,
  stored: RecordRow | null,
  company: string,
): T {
  if (stored === null || !fulfilsOnly(stored, company) || !hasPrices(stored.data)) return data;
  const kept: FulfilledFields = stored.data;
  const result: T & { orderItems?: unknown } = { ...data };
  for (const field of ORDER_PRICE_FIELDS) {
    if (field in kept) result[field] = kept[field];
    else delete result[field];
  }
  const storedItems: unknown = kept.orderItems;
  const storedLines = Array.isArray(storedItems)
    ? storedItems.map(lineOf).filter((line): line is PricedLine => line !== null)
    : [];
  const items: unknown = result.orderItems;
  if (Array.isArray(items)) {
    result.orderItems = items.map((item: unknown) => {
      const line = lineOf(item);
      if (line === null) return item;
      const before = storedLines.find((candidate) => candidate.id !== undefined && candidate.id === line.id);
      for (const field of LINE_PRICE_FIELDS) {
        if (before !== undefined && field in before) line[field] = before[field];
        else delete line[field];
      }
      return line;
    });
  }
  return result;
}
