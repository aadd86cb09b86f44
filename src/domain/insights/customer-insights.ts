import { round2, sumMoney } from '../money';
import { dayStart, localDayOf } from '../order-dates';
import { isInactive, listOf, fieldText, type AnyRecord } from './record-values';

/** A mirror record as the customer dashboard shows it: any fields, with its id. */
export type DashboardRow = AnyRecord & { id: string };

/**
 * A supplier the customer orders from, with its latest order (Repeat Last Order repeats it) and
 * the latest line of each product ever ordered under the agreement (the prices and rules last
 * paid, which a repeat order starts from).
 */
export type SupplierCard = {
  agreement: DashboardRow;
  name: string;
  lastOrder: DashboardRow | null;
  previousLines: AnyRecord[];
};

/** Unpaid invoices, soonest due first, with what is owing: the first few, and the count and total of all. */
export type InvoicesDue = { invoices: (DashboardRow & { owing: number })[]; count: number; total: number };

export type CustomerInsights = {
  /** Orders due from the start of today on, soonest first (the first few). */
  nextDeliveries: DashboardRow[];
  /** Orders due before today, the latest first (the first few). */
  recentOrders: DashboardRow[];
  cards: SupplierCard[];
  invoicesDue: InvoicesDue;
  standingOrders: DashboardRow[];
};

export type CustomerOptions = {
  now: number;
  timeZone: string;
  /** How many next deliveries, recent orders and invoices to keep (5). */
  shown?: number;
};

type Tables = {
  orders: readonly AnyRecord[];
  invoices: readonly AnyRecord[];
  suppliers: readonly AnyRecord[];
  standing: readonly AnyRecord[];
};

const dueOf = (row: AnyRecord): string => fieldText(row, 'dueDate');

/** Keeps the `size` first rows of a stream by `before` (a small sorted buffer, not a sort of all). */
function firstOf<R>(size: number, before: (a: R, b: R) => boolean) {
  const kept: R[] = [];
  return {
    offer(row: R) {
      if (kept.length === size && !before(row, kept[kept.length - 1] as R)) return;
      let at = kept.length;
      while (at > 0 && before(row, kept[at - 1] as R)) at -= 1;
      kept.splice(at, 0, row);
      if (kept.length > size) kept.pop();
    },
    rows: () => kept,
  };
}

function asRow(record: AnyRecord): DashboardRow {
  return record as DashboardRow;
}

/**
 * The customer's suppliers, each with its latest purchase order and the latest line of each
 * product under it, most recently ordered first. One pass over the orders.
 * @example supplierCards(suppliers, orders)[0].name // 'Gippsland Dairy Co-op'
 */
export function supplierCards(suppliers: readonly AnyRecord[], orders: readonly AnyRecord[]): SupplierCard[] {
  const latest = new Map<string, AnyRecord>();
  const lines = new Map<string, Map<string, { due: string; line: AnyRecord }>>();
  for (const order of orders) {
    const agreementID = fieldText(order, 'supplyAgreementID');
    if (agreementID === '') continue;
    const due = dueOf(order);
    // Prices last paid come from every order of the agreement, as the order editor reads them.
    let products = lines.get(agreementID);
    if (products === undefined) {
      products = new Map();
      lines.set(agreementID, products);
    }
    for (const line of listOf(order, 'orderItems')) {
      const productID = line['productID'];
      if (typeof productID !== 'string') continue;
      const known = products.get(productID);
      if (known === undefined || due >= known.due) products.set(productID, { due, line });
    }
    if (isInactive(order)) continue;
    const before = latest.get(agreementID);
    if (before === undefined || due > dueOf(before)) latest.set(agreementID, order);
  }
  return suppliers
    .filter((agreement) => !isInactive(agreement))
    .map((agreement) => {
      const id = fieldText(agreement, 'id');
      return {
        agreement: asRow(agreement),
        name: fieldText(agreement, 'companyName') || id,
        lastOrder: latest.has(id) ? asRow(latest.get(id) as AnyRecord) : null,
        previousLines: [...(lines.get(id)?.values() ?? [])].map((entry) => entry.line),
      };
    })
    .sort((a, b) => dueOf(b.lastOrder ?? a.agreement).localeCompare(dueOf(a.lastOrder ?? b.agreement)));
}

/**
 * Unpaid invoices with what is still owing on each, soonest due first: the first `shown`, and
 * the count and total of all.
 * @example invoicesDue([{ id: 'i1', amountTotal: 100, amountPaid: 40 }]).total // 60
 */
export function invoicesDue(invoices: readonly AnyRecord[], shown = 5): InvoicesDue {
  const first = firstOf<DashboardRow & { owing: number }>(
    shown,
    (a, b) => fieldText(a, 'dueOn') < fieldText(b, 'dueOn'),
  );
  const owings: number[] = [];
  for (const invoice of invoices) {
    if (isInactive(invoice) || invoice['isPaid'] === true) continue;
    const owing = round2(Number(invoice['amountTotal'] ?? 0) - Number(invoice['amountPaid'] ?? 0));
    if (!(owing > 0)) continue;
    owings.push(owing);
    first.offer({ ...asRow(invoice), owing });
  }
  return { invoices: first.rows(), count: owings.length, total: sumMoney(owings) };
}

/**
 * Standing orders that are on, next run first.
 * @example standingOrders(rows).map((row) => row.standingOrderName)
 */
export function standingOrders(rows: readonly AnyRecord[]): DashboardRow[] {
  return rows
    .filter((row) => !isInactive(row) && row['isOn'] !== false)
    .map(asRow)
    .sort((a, b) => fieldText(a, 'nextAttentionDate').localeCompare(fieldText(b, 'nextAttentionDate')));
}

/**
 * The cards of the company's own suppliers: a suppliers record naming another company as the
 * buyer is that company's record of the seller. All of them while the company is not known yet.
 * @example ownCards(cards, 'cafe').map((card) => card.name)
 */
export function ownCards(cards: readonly SupplierCard[], companyID: string | null): SupplierCard[] {
  return cards.filter((card) => {
    const buyer = card.agreement['buyerID'];
    return companyID === null || buyer == null || buyer === companyID;
  });
}

/**
 * The customer dashboard's figures from its tables, in one pass over the purchase orders: the
 * next deliveries (due from the start of today on, soonest first), the recent orders (due before
 * today, latest first), the suppliers with their last orders, what the invoices owe and the
 * standing orders that are on.
 * @example customerInsights({ orders, invoices, suppliers, standing }, { now: Date.now(), timeZone: 'Australia/Melbourne' }).nextDeliveries[0]
 */
export function customerInsights(tables: Tables, options: CustomerOptions): CustomerInsights {
  const shown = options.shown ?? 5;
  const today = dayStart(localDayOf(new Date(options.now), options.timeZone), options.timeZone);
  const next = firstOf<DashboardRow>(shown, (a, b) => dueOf(a) < dueOf(b));
  const recent = firstOf<DashboardRow>(shown, (a, b) => dueOf(a) > dueOf(b));
  for (const order of tables.orders) {
    const due = dueOf(order);
    if (isInactive(order) || due === '') continue;
    if (due >= today) next.offer(asRow(order));
    else recent.offer(asRow(order));
  }
  return {
    nextDeliveries: next.rows(),
    recentOrders: recent.rows(),
    cards: supplierCards(tables.suppliers, tables.orders),
    invoicesDue: invoicesDue(tables.invoices, shown),
    standingOrders: standingOrders(tables.standing),
  };
}
