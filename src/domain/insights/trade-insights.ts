import { round2 } from '../money';
import { bucketIndex, weekBuckets, type CalendarBuckets } from './calendar-buckets';
import { isInactive, listOf, fieldNumber, fieldText, timeOf, type AnyRecord } from './record-values';

/** One week of trade: the amount (ex GST) and number of orders due in it. */
export type WeekPoint = { week: string; weekStart: number; amount: number; orders: number };

/** A product or trading partner's share of the period's trade. */
export type ShareRow = { id: string; name: string; amount: number; quantity: number };

/** A product whose quantity moved most between the latest weeks and the weeks before them. */
export type MoverRow = { id: string; name: string; recent: number; previous: number; change: number };

/** An unpaid invoice past its due date. */
export type OverdueRow = {
  id: string;
  invoiceNumber: string;
  party: string;
  dueOn: number;
  owing: number;
  daysOverdue: number;
};

/** What the invoices still owe, and how long overdue. */
export type InvoiceSummary = {
  outstanding: number;
  outstandingCount: number;
  overdue: number;
  overdueCount: number;
  /** Owing by age: not yet due, then days overdue. */
  ageing: { age: string; amount: number }[];
  /** The longest overdue first, at most 10. */
  oldestOverdue: OverdueRow[];
};

export type TradeInsights = {
  weeks: WeekPoint[];
  byProduct: ShareRow[];
  byParty: ShareRow[];
  movers: MoverRow[];
  invoices: InvoiceSummary;
  totals: { amount: number; orders: number; averageOrder: number };
};

export type TradeInsightOptions = {
  now: number;
  timeZone: string;
  /** The order field naming the other company: buyerID for sales, sellerID for purchases. */
  partyField: 'buyerID' | 'sellerID';
  /** Company names by id. */
  names: ReadonlyMap<string, string>;
  /** Weeks shown (12). */
  weeks?: number;
  /** Weeks each side of the top-movers comparison (4). */
  moverWeeks?: number;
  /** Rows kept in the product and party breakdowns before the rest become "Other" (15, so 16 colours). */
  topCount?: number;
};

const DAY_MS = 86_400_000;
export const OTHER = 'Other';
export const AGEING = ['Not yet due', '1–30 days', '31–60 days', 'Over 60 days'] as const;

type Tally = { name: string; amount: number; quantity: number };

function tally(map: Map<string, Tally>, id: string, name: string, amount: number, quantity: number): void {
  const entry = map.get(id);
  if (entry === undefined) map.set(id, { name, amount, quantity });
  else {
    entry.amount += amount;
    entry.quantity += quantity;
  }
}

/**
 * The biggest `top` rows by amount, the rest summed as "Other".
 * @example topWithOther(new Map([['a', { name: 'A', amount: 5, quantity: 1 }]]), 15)[0]?.name // 'A'
 */
export function topWithOther(map: ReadonlyMap<string, Tally>, top: number): ShareRow[] {
  const rows = [...map].map(([id, entry]) => ({
    id,
    name: entry.name,
    amount: round2(entry.amount),
    quantity: entry.quantity,
  }));
  rows.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  if (rows.length <= top + 1) return rows;
  const rest = rows.slice(top);
  return [
    ...rows.slice(0, top),
    {
      id: OTHER,
      name: OTHER,
      amount: round2(rest.reduce((sum, row) => sum + row.amount, 0)),
      quantity: rest.reduce((sum, row) => sum + row.quantity, 0),
    },
  ];
}

function lineAmount(line: AnyRecord): number {
  const amount = line['amountTotal'];
  return typeof amount === 'number' && Number.isFinite(amount)
    ? amount
    : fieldNumber(line, 'quantity') * fieldNumber(line, 'unitPrice');
}

function productName(line: AnyRecord): string {
  const product = line['product'];
  const named =
    product !== null && typeof product === 'object' ? fieldText(product as AnyRecord, 'productName') : '';
  return named || fieldText(line, 'description') || fieldText(line, 'productID');
}

/**
 * Summarises what is owed on invoices at `now`: outstanding (unpaid amount total less paid),
 * overdue (of those, past dueOn), an ageing table and the oldest overdue invoices.
 * @example invoiceSummary([{ id: 'i', amountTotal: 110, dueOn: '2026-01-01T00:00:00Z' }], Date.parse('2026-02-01'), 'buyerID', new Map()).overdue // 110
 */
export function invoiceSummary(
  invoices: readonly AnyRecord[],
  now: number,
  partyField: string,
  names: ReadonlyMap<string, string>,
): InvoiceSummary {
  let outstanding = 0;
  let outstandingCount = 0;
  const ageing = [0, 0, 0, 0];
  const overdueRows: OverdueRow[] = [];
  for (const invoice of invoices) {
    if (isInactive(invoice) || invoice['isPaid'] === true) continue;
    const owing = fieldNumber(invoice, 'amountTotal') - fieldNumber(invoice, 'amountPaid');
    if (owing <= 0.004) continue;
    outstanding += owing;
    outstandingCount += 1;
    const dueOn = timeOf(invoice, 'dueOn');
    const daysOverdue = Number.isNaN(dueOn) || dueOn >= now ? 0 : Math.ceil((now - dueOn) / DAY_MS);
    const slot = daysOverdue === 0 ? 0 : daysOverdue <= 30 ? 1 : daysOverdue <= 60 ? 2 : 3;
    ageing[slot] = (ageing[slot] ?? 0) + owing;
    if (daysOverdue > 0) {
      const party = fieldText(invoice, partyField);
      overdueRows.push({
        id: fieldText(invoice, 'id'),
        invoiceNumber: fieldText(invoice, 'invoiceNumber'),
        party: names.get(party) ?? party,
        dueOn,
        owing: round2(owing),
        daysOverdue,
      });
    }
  }
  overdueRows.sort((a, b) => b.daysOverdue - a.daysOverdue || b.owing - a.owing);
  const overdue = (ageing[1] ?? 0) + (ageing[2] ?? 0) + (ageing[3] ?? 0);
  return {
    outstanding: round2(outstanding),
    outstandingCount,
    overdue: round2(overdue),
    overdueCount: overdueRows.length,
    ageing: AGEING.map((age, index) => ({ age, amount: round2(ageing[index] ?? 0) })),
    oldestOverdue: overdueRows.slice(0, 10),
  };
}

/**
 * Trade by week, product and trading partner over the last weeks, the top movers and what
 * the invoices owe, in ONE pass over the orders. An order counts in the week of its due date
 * once it is confirmed (an unconfirmed order is not yet a sale); amounts are ex GST (the
 * order's subTotal, a product's line amounts); automatic lines (delivery fees) count in the
 * weekly totals but belong to no product.
 * @example tradeInsights(orders, invoices, { now: Date.now(), timeZone: 'Australia/Melbourne', partyField: 'buyerID', names }).weeks.length // 12
 */
export function tradeInsights(
  orders: readonly AnyRecord[],
  invoices: readonly AnyRecord[],
  options: TradeInsightOptions,
): TradeInsights {
  const weekCount = options.weeks ?? 12;
  const moverWeeks = options.moverWeeks ?? 4;
  const buckets: CalendarBuckets = weekBuckets(options.now, options.timeZone, weekCount);
  const amounts = new Array<number>(weekCount).fill(0);
  const counts = new Array<number>(weekCount).fill(0);
  const products = new Map<string, Tally>();
  const parties = new Map<string, Tally>();
  // Quantities per product in the latest `moverWeeks` weeks and in the ones before them.
  const recent = new Map<string, Tally>();
  const previous = new Map<string, Tally>();
  const recentFrom = weekCount - moverWeeks;
  const previousFrom = weekCount - 2 * moverWeeks;
  for (const order of orders) {
    if (isInactive(order) || order['isConfirmed'] !== true) continue;
    const week = bucketIndex(buckets, timeOf(order, 'dueDate'));
    if (week < 0) continue;
    const subTotal = fieldNumber(order, 'subTotal');
    amounts[week] = (amounts[week] ?? 0) + subTotal;
    counts[week] = (counts[week] ?? 0) + 1;
    const party = fieldText(order, options.partyField);
    tally(parties, party, options.names.get(party) ?? (party || 'Unknown'), subTotal, 1);
    const moverSide = week >= recentFrom ? recent : week >= previousFrom ? previous : null;
    for (const line of listOf(order, 'orderItems')) {
      const productID = fieldText(line, 'productID');
      if (productID === '') continue;
      const quantity = fieldNumber(line, 'quantity');
      const name = productName(line);
      tally(products, productID, name, lineAmount(line), quantity);
      if (moverSide !== null) tally(moverSide, productID, name, 0, quantity);
    }
  }
  const top = options.topCount ?? 15;
  const movers: MoverRow[] = [];
  for (const id of new Set([...recent.keys(), ...previous.keys()])) {
    const now = recent.get(id);
    const before = previous.get(id);
    const change = (now?.quantity ?? 0) - (before?.quantity ?? 0);
    if (change !== 0)
      movers.push({
        id,
        name: now?.name ?? before?.name ?? id,
        recent: now?.quantity ?? 0,
        previous: before?.quantity ?? 0,
        change,
      });
  }
  movers.sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.name.localeCompare(b.name));
  const totalAmount = amounts.reduce((sum, amount) => sum + amount, 0);
  const totalOrders = counts.reduce((sum, count) => sum + count, 0);
  return {
    weeks: buckets.starts.map((weekStart, index) => ({
      week: buckets.labels[index] ?? '',
      weekStart,
      amount: round2(amounts[index] ?? 0),
      orders: counts[index] ?? 0,
    })),
    byProduct: topWithOther(products, top),
    byParty: topWithOther(parties, top),
    movers: movers.slice(0, 10),
    invoices: invoiceSummary(invoices, options.now, options.partyField, options.names),
    totals: {
      amount: round2(totalAmount),
      orders: totalOrders,
      averageOrder: totalOrders === 0 ? 0 : round2(totalAmount / totalOrders),
    },
  };
}
