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
 * Whether `company` reads the record only as its fulfiller (a 3PL): not its owner, seller or buyer.
 * @example fulfilsOnly({ companyAccountID: 'cider', data: { sellerID: 'cider', fulfillerID: 'tpl' } }, 'tpl') // true
 */
export function fulfilsOnly(row: Pick<RecordRow, 'companyAccountID' | 'data'>, company: string): boolean {
  const { data } = row;
  return (
    data.fulfillerID === company &&
    row.companyAccountID !== company &&
    data.sellerID !== company &&
    data.buyerID !== company
  );
}

function hasPrices(data: Readonly<Record<string, unknown>>): boolean {
  return ORDER_PRICE_FIELDS.some((field) => field in data) || Array.isArray(data.orderItems);
}

/**
 * The record as `company` may read it: without the order's and its lines' prices when it is
 * only the order's fulfiller; as stored otherwise.
 * @example seenBy(order, 'tpl').data.amountTotal // undefined when tpl is only the fulfiller
 */
export function seenBy(row: RecordRow, company: string | undefined): RecordRow {
  if (company === undefined || !fulfilsOnly(row, company) || !hasPrices(row.data)) return row;
  const data: Record<string, unknown> = { ...row.data };
  for (const field of ORDER_PRICE_FIELDS) delete data[field];
  if (Array.isArray(data.orderItems)) {
    data.orderItems = (data.orderItems as unknown[]).map((item) => {
      if (typeof item !== 'object' || item === null) return item;
      const line: Record<string, unknown> = { ...(item as Record<string, unknown>) };
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
export function keepHiddenPrices(
  data: Record<string, unknown>,
  stored: RecordRow | null,
  company: string,
): Record<string, unknown> {
  if (stored === null || !fulfilsOnly(stored, company) || !hasPrices(stored.data)) return data;
  const result: Record<string, unknown> = { ...data };
  for (const field of ORDER_PRICE_FIELDS) {
    if (field in stored.data) result[field] = stored.data[field];
    else delete result[field];
  }
  const storedLines = Array.isArray(stored.data.orderItems)
    ? (stored.data.orderItems as Record<string, unknown>[])
    : [];
  if (Array.isArray(result.orderItems)) {
    result.orderItems = (result.orderItems as unknown[]).map((item) => {
      if (typeof item !== 'object' || item === null) return item;
      const line: Record<string, unknown> = { ...(item as Record<string, unknown>) };
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
