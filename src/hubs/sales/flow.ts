import { textOrEmpty } from '../../domain/unknown-values';
import { sumMoney } from '../../domain/money';
import { addDays, dayStart, localDayOf } from '../../domain/local-day';
import { orderStatus, type OrderStatus } from '../../domain/order-status';
import type { MirrorRow, RecordOf } from '../../data/mirror-row';

/** A customer order as the hub reads it. */
type SalesOrder = Partial<Pick<MirrorRow<'customer-orders'>, '_syncState'>> &
  Pick<
    RecordOf<'customer-orders'>,
    | 'id'
    | 'isInactive'
    | 'supplyAgreementID'
    | 'buyerID'
    | 'dueDate'
    | 'createdOn'
    | 'customerOrderNumber'
    | 'amountTotal'
    | 'isConfirmed'
    | 'isDispatched'
  >;
/** A customer (the seller's supply agreement with it) as the hub reads it. */
type SalesCustomer = Pick<RecordOf<'customers'>, 'id' | 'isInactive' | 'buyerID' | 'companyName'>;
/** A standing customer order as the hub reads it. */
type SalesStanding = Pick<
  RecordOf<'standing-customer-orders'>,
  'isInactive' | 'supplyAgreementID' | 'isOn' | 'nextAttentionDate'
>;

function active(row: { readonly isInactive?: boolean | null }): boolean {
  return row.isInactive !== true;
}

/**
 * Whether an order is the customer's: it names the customer's agreement, or the customer placed
 * it itself on Bulktrade (naming its own supplier record) and it names the customer's account.
 * @example isCustomersOrder({ id: 'po', supplyAgreementID: 'their-record', buyerID: 'cafe' }, { id: 'agr', buyerID: 'cafe' }) // true
 */
export function isCustomersOrder(order: SalesOrder, customer: SalesCustomer): boolean {
  if (order.supplyAgreementID === customer.id) return true;
  const buyerID = textOrEmpty(customer['buyerID']);
  return buyerID !== '' && textOrEmpty(order['buyerID']) === buyerID;
}

/** One customer's orders due on a day, with their statuses and totals. */
export type CustomerDay = {
  agreementID: string;
  customerName: string;
  orders: { id: string; number: string; status: OrderStatus; total: number; pending: boolean }[];
  total: number;
};

/**
 * The orders due on a day (yyyy-MM-dd in the zone), grouped by customer, customers by name.
 * @example ordersByCustomer(orders, customers, '2026-03-04', zone)[0].customerName // 'Acland Street Bistro'
 */
export function ordersByCustomer(
  orders: readonly SalesOrder[],
  customers: readonly SalesCustomer[],
  day: string,
  timeZone: string,
): CustomerDay[] {
  const from = dayStart(day, timeZone);
  const to = dayStart(addDays(day, 1), timeZone);
  const groups = new Map<string, CustomerDay>();
  for (const order of orders) {
    const due = textOrEmpty(order['dueDate']);
    if (!active(order) || due === '') continue;
    const instant = new Date(due).toISOString();
    if (instant < from || instant >= to) continue;
    // An order the customer placed names its own supplier record: its customer is found by its account.
    const customer =
      customers.find((row) => row.id === order.supplyAgreementID) ??
      customers.find((row) => isCustomersOrder(order, row));
    const agreementID = customer?.id ?? textOrEmpty(order['supplyAgreementID']);
    const group = groups.get(agreementID) ?? {
      agreementID,
      customerName: customer ? textOrEmpty(customer['companyName']) || agreementID : agreementID,
      orders: [],
      total: 0,
    };
    const number = order.customerOrderNumber;
    group.orders.push({
      id: order.id,
      number:
        typeof number === 'number' || (typeof number === 'string' && number !== '')
          ? String(number)
          : 'Pending',
      status: orderStatus(order),
      total: typeof order.amountTotal === 'number' ? order.amountTotal : 0,
      pending: order._syncState !== undefined && order._syncState !== 'synced',
    });
    group.total = sumMoney(group.orders.map((entry) => entry.total));
    groups.set(agreementID, group);
  }
  return [...groups.values()].sort((a, b) => a.customerName.localeCompare(b.customerName));
}

/** A customer who usually has ordered by now on this weekday, but has not today. */
export type MissingCustomer = { agreementID: string; customerName: string; usualTime: string; weeks: number };

const WEEKS_LOOKED_AT = 4;

function minutesOfDay(instant: Date, timeZone: string): number {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .split(':')
    .map(Number);
  return hour * 60 + minute;
}

function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(((hours + 11) % 12) + 1).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Customers who, in at least two of the last four weeks, placed an order on this weekday by this
 * time of day (order history), or whose standing order is due by now, and have placed none today.
 * @example missingCustomers(orders, customers, [], now, zone).map((c) => c.customerName)
 */
export function missingCustomers(
  orders: readonly SalesOrder[],
  customers: readonly SalesCustomer[],
  standing: readonly SalesStanding[],
  now: Date,
  timeZone: string,
): MissingCustomer[] {
  const today = localDayOf(now, timeZone);
  const nowMinutes = minutesOfDay(now, timeZone);
  const missing: MissingCustomer[] = [];
  for (const customer of customers.filter(active)) {
    const mine = orders.filter(
      (order) => active(order) && isCustomersOrder(order, customer) && textOrEmpty(order['createdOn']) !== '',
    );
    if (mine.some((order) => localDayOf(new Date(textOrEmpty(order['createdOn'])), timeZone) === today))
      continue;
    let weeks = 0;
    let latest = 0;
    for (let week = 1; week <= WEEKS_LOOKED_AT; week += 1) {
      const day = addDays(today, -7 * week);
      const placed = mine
        .filter((order) => localDayOf(new Date(textOrEmpty(order['createdOn'])), timeZone) === day)
        .map((order) => minutesOfDay(new Date(textOrEmpty(order['createdOn'])), timeZone));
      if (placed.length === 0) continue;
      const first = Math.min(...placed);
      if (first <= nowMinutes) {
        weeks += 1;
        latest = Math.max(latest, first);
      }
    }
    const standingDue = standing.some(
      (row) =>
        active(row) &&
        row.supplyAgreementID === customer.id &&
        row.isOn !== false &&
        textOrEmpty(row['nextAttentionDate']) !== '' &&
        textOrEmpty(row['nextAttentionDate']) <= now.toISOString(),
    );
    if (weeks >= 2 || standingDue) {
      missing.push({
        agreementID: customer.id,
        customerName: textOrEmpty(customer['companyName']) || customer.id,
        usualTime: weeks >= 2 ? clock(latest) : 'Standing order',
        weeks,
      });
    }
  }
  return missing.sort((a, b) => a.customerName.localeCompare(b.customerName));
}
