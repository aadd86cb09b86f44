import { round2 } from '../money';
import { bucketIndex, weekBuckets } from './calendar-buckets';
import { OTHER } from './trade-insights';
import { isInactive, fieldNumber, fieldText, timeOf, type AnyRecord } from './record-values';

/** A purchase order still to come, or due this week. */
export type IncomingOrder = {
  id: string;
  number: string;
  supplier: string;
  dueDate: number;
  amount: number;
  status: 'Unconfirmed' | 'Confirmed' | 'Dispatched';
};

/**
 * Weekly spend stacked by supplier: one row per week with a column per series key (s0, s1…;
 * keys, not names, so a supplier called "Co." is never read as a property path).
 */
export type StackedWeeks = {
  series: { key: string; name: string }[];
  rows: (Record<string, number | string> & { week: string })[];
};

/** Orders of one kind: how many, worth how much ex GST, and the soonest due of them. */
export type IncomingOrders = { count: number; amount: number; orders: IncomingOrder[] };

export type ProcurementInsights = {
  openOrders: IncomingOrders;
  arrivingThisWeek: IncomingOrders;
  spendBySupplier: StackedWeeks;
};

export type ProcurementOptions = {
  now: number;
  timeZone: string;
  names: ReadonlyMap<string, string>;
  weeks?: number;
  /** Suppliers shown as their own series before the rest become "Other" (12, so 13 colours). */
  topSuppliers?: number;
  /** How many of the open and the arriving orders are listed, the soonest due (15). */
  listed?: number;
};

function statusOf(order: AnyRecord): IncomingOrder['status'] {
  if (order['isDispatched'] === true) return 'Dispatched';
  return order['isConfirmed'] === true ? 'Confirmed' : 'Unconfirmed';
}

/**
 * The purchase orders still open (not yet dispatched by the supplier) and those due this local
 * week (Monday to Sunday, dispatched or not), each counted and the soonest listed, and weekly spend (ex GST, confirmed orders by due
 * date) stacked by supplier, in one pass.
 * @example procurementInsights(purchaseOrders, { now: Date.now(), timeZone: 'Australia/Melbourne', names }).openOrders.count
 */
export function procurementInsights(
  orders: readonly AnyRecord[],
  options: ProcurementOptions,
): ProcurementInsights {
  const weekCount = options.weeks ?? 12;
  const buckets = weekBuckets(options.now, options.timeZone, weekCount);
  const thisWeek = weekBuckets(options.now, options.timeZone, 1);
  const open: IncomingOrder[] = [];
  let openAmount = 0;
  const arriving: IncomingOrder[] = [];
  let arrivingAmount = 0;
  const spend = new Map<string, number[]>();
  const supplierTotals = new Map<string, number>();
  for (const order of orders) {
    if (isInactive(order)) continue;
    const dueDate = timeOf(order, 'dueDate');
    const supplierID = fieldText(order, 'sellerID');
    const supplier = options.names.get(supplierID) ?? (supplierID || 'Unknown');
    const amount = fieldNumber(order, 'subTotal');
    const incoming = (): IncomingOrder => ({
      id: fieldText(order, 'id'),
      number: fieldText(order, 'purchaseOrderNumber'),
      supplier,
      dueDate,
      amount: round2(amount),
      status: statusOf(order),
    });
    if (order['isDispatched'] !== true) {
      open.push(incoming());
      openAmount += amount;
    }
    if (bucketIndex(thisWeek, dueDate) === 0) {
      arriving.push(incoming());
      arrivingAmount += amount;
    }
    const week = order['isConfirmed'] === true ? bucketIndex(buckets, dueDate) : -1;
    if (week < 0) continue;
    let weeks = spend.get(supplier);
    if (weeks === undefined) {
      weeks = new Array<number>(weekCount).fill(0);
      spend.set(supplier, weeks);
    }
    weeks[week] = (weeks[week] ?? 0) + amount;
    supplierTotals.set(supplier, (supplierTotals.get(supplier) ?? 0) + amount);
  }
  const byDue = (a: IncomingOrder, b: IncomingOrder) => (a.dueDate || 0) - (b.dueDate || 0);
  open.sort(byDue);
  arriving.sort(byDue);
  const ranked = [...supplierTotals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => name);
  const top = options.topSuppliers ?? 12;
  const shown = ranked.length <= top + 1 ? ranked : ranked.slice(0, top);
  const rest = ranked.slice(shown.length);
  const series = [...shown, ...(rest.length === 0 ? [] : [OTHER])].map((name, index) => ({
    key: `s${index}`,
    name,
  }));
  const rows = buckets.starts.map((_, index) => {
    const row: Record<string, number | string> & { week: string } = { week: buckets.labels[index] ?? '' };
    shown.forEach((name, position) => {
      row[`s${position}`] = round2(spend.get(name)?.[index] ?? 0);
    });
    if (rest.length > 0)
      row[`s${shown.length}`] = round2(rest.reduce((sum, name) => sum + (spend.get(name)?.[index] ?? 0), 0));
    return row;
  });
  const listed = options.listed ?? 15;
  return {
    openOrders: { count: open.length, amount: round2(openAmount), orders: open.slice(0, listed) },
    // A busy buyer has thousands due in a week: the soonest are listed, all are counted.
    arrivingThisWeek: {
      count: arriving.length,
      amount: round2(arrivingAmount),
      orders: arriving.slice(0, listed),
    },
    spendBySupplier: { series, rows },
  };
}
