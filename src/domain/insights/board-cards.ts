import { round2 } from '../money';
import { weekBuckets } from './calendar-buckets';
import { isInactive, listOf, fieldNumber, fieldText, timeOf, type AnyRecord } from './record-values';

/** A customer at a glance: the next order due, what it owes, when it last had a delivery. */
export type CustomerCard = {
  id: string;
  name: string;
  email: string;
  nextOrderDue: number | null;
  nextOrderNumber: string;
  openBalance: number;
  overdue: boolean;
  lastDelivery: number | null;
};

/**
 * One card per customer agreement (one pass over each source): the earliest order due from now
 * on, the unpaid rest of its invoices (overdue when any is past due) and its latest delivery.
 * @example customerCards(customers, orders, invoices, deliveries, Date.now())[0]?.openBalance
 */
export function customerCards(
  customers: readonly AnyRecord[],
  orders: readonly AnyRecord[],
  invoices: readonly AnyRecord[],
  deliveries: readonly AnyRecord[],
  now: number,
): CustomerCard[] {
  const next = new Map<string, { due: number; number: string }>();
  for (const order of orders) {
    if (isInactive(order)) continue;
    const due = timeOf(order, 'dueDate');
    const buyer = fieldText(order, 'buyerID');
    const known = next.get(buyer);
    if (!Number.isNaN(due) && due >= now && (known === undefined || due < known.due))
      next.set(buyer, { due, number: fieldText(order, 'customerOrderNumber') });
  }
  const owing = new Map<string, { amount: number; overdue: boolean }>();
  for (const invoice of invoices) {
    if (isInactive(invoice) || invoice['isPaid'] === true) continue;
    const rest = fieldNumber(invoice, 'amountTotal') - fieldNumber(invoice, 'amountPaid');
    if (rest <= 0.004) continue;
    const buyer = fieldText(invoice, 'buyerID');
    const entry = owing.get(buyer) ?? { amount: 0, overdue: false };
    entry.amount += rest;
    entry.overdue ||= timeOf(invoice, 'dueOn') < now;
    owing.set(buyer, entry);
  }
  const last = new Map<string, number>();
  for (const delivery of deliveries) {
    const on = timeOf(delivery, 'deliveredOn');
    const buyer = fieldText(delivery, 'buyerID');
    if (!Number.isNaN(on) && on > (last.get(buyer) ?? -Infinity)) last.set(buyer, on);
  }
  return customers
    .filter((customer) => !isInactive(customer))
    .map((customer) => {
      const buyer = fieldText(customer, 'buyerID');
      const due = next.get(buyer);
      const balance = owing.get(buyer);
      return {
        id: fieldText(customer, 'id'),
        name: fieldText(customer, 'companyName') || buyer,
        email: fieldText(customer, 'email'),
        nextOrderDue: due?.due ?? null,
        nextOrderNumber: due?.number ?? '',
        openBalance: round2(balance?.amount ?? 0),
        overdue: balance?.overdue ?? false,
        lastDelivery: last.get(buyer) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A product at a glance: stock on hand, this week's sales and whether it runs low. */
export type ProductCard = {
  id: string;
  name: string;
  abbreviation: string;
  onHand: number;
  soldThisWeek: number;
  lowerThreshold: number | null;
  isLow: boolean;
  /** The level it is low below: the lower threshold, scaled by the company's warning percent. */ warnBelow:
    number | null;
};

/**
 * One card per product: available stock summed over its stock items (not on hold), the
 * quantity on confirmed orders due this local week, and low when on hand is below the lower
 * threshold (summed over locations) times the company's Warn Below percent (Stock level settings;
 * 100 when it sets none).
 * @example productCards(products, stockItems, thresholds, orders, Date.now(), 'Australia/Melbourne')[0]?.isLow
 */
export function productCards(
  products: readonly AnyRecord[],
  stockItems: readonly AnyRecord[],
  thresholds: readonly AnyRecord[],
  orders: readonly AnyRecord[],
  now: number,
  timeZone: string,
  warnPercent: number | null = null,
): ProductCard[] {
  const scale =
    warnPercent !== null && Number.isFinite(warnPercent) && warnPercent >= 0 ? warnPercent / 100 : 1;
  const onHand = new Map<string, number>();
  for (const item of stockItems) {
    if (isInactive(item) || item['onHold'] === true) continue;
    const product = fieldText(item, 'productID');
    onHand.set(product, (onHand.get(product) ?? 0) + fieldNumber(item, 'available'));
  }
  const lower = new Map<string, number>();
  for (const threshold of thresholds) {
    if (isInactive(threshold)) continue;
    const product = fieldText(threshold, 'productID');
    lower.set(product, (lower.get(product) ?? 0) + fieldNumber(threshold, 'lowerThreshold'));
  }
  const week = weekBuckets(now, timeZone, 1);
  const sold = new Map<string, number>();
  for (const order of orders) {
    if (isInactive(order) || order['isConfirmed'] !== true) continue;
    const due = timeOf(order, 'dueDate');
    if (!(due >= (week.starts[0] ?? 0) && due < week.end)) continue;
    for (const line of listOf(order, 'orderItems')) {
      const product = fieldText(line, 'productID');
      if (product !== '') sold.set(product, (sold.get(product) ?? 0) + fieldNumber(line, 'quantity'));
    }
  }
  return products
    .filter((product) => !isInactive(product))
    .map((product) => {
      const id = fieldText(product, 'id');
      const threshold = lower.get(id);
      const stock = onHand.get(id) ?? 0;
      const warnBelow = threshold === undefined ? null : Math.round(threshold * scale * 100) / 100;
      return {
        id,
        name: fieldText(product, 'productName'),
        abbreviation: fieldText(product, 'abbreviation'),
        onHand: stock,
        soldThisWeek: sold.get(id) ?? 0,
        lowerThreshold: threshold ?? null,
        isLow: warnBelow !== null && stock < warnBelow,
        warnBelow,
      };
    })
    .sort((a, b) => Number(b.isLow) - Number(a.isLow) || a.name.localeCompare(b.name));
}

/** A user at a glance: name, roles and when they last did something. */
export type UserCard = {
  id: string;
  name: string;
  userName: string;
  roles: string[];
  isAdmin: boolean;
  lastActivity: number | null;
};

/**
 * One card per user: the names of the roles it holds (roleID or roleIDs) and its latest
 * ordering activity (by user id or user name).
 * @example userCards(users, roles, activities)[0]?.roles // ['Driver']
 */
export function userCards(
  users: readonly AnyRecord[],
  roles: readonly AnyRecord[],
  activities: readonly AnyRecord[],
): UserCard[] {
  const roleNames = new Map(roles.map((role) => [fieldText(role, 'id'), fieldText(role, 'roleName')]));
  const latest = new Map<string, number>();
  for (const activity of activities) {
    const on = timeOf(activity, 'createdOn');
    if (Number.isNaN(on)) continue;
    for (const key of [fieldText(activity, 'userID'), fieldText(activity, 'userName')])
      if (key !== '' && on > (latest.get(key) ?? -Infinity)) latest.set(key, on);
  }
  return users
    .filter((user) => !isInactive(user))
    .map((user) => {
      const ids = [
        fieldText(user, 'roleID'),
        ...(Array.isArray(user['roleIDs']) ? (user['roleIDs'] as unknown[]).map(String) : []),
      ].filter((id) => id !== '');
      const id = fieldText(user, 'id');
      const userName = fieldText(user, 'userName');
      const activity = latest.get(id) ?? latest.get(userName);
      return {
        id,
        name: `${fieldText(user, 'firstName')} ${fieldText(user, 'lastName')}`.trim() || userName,
        userName,
        roles: ids.map((roleID) => roleNames.get(roleID) ?? roleID),
        isAdmin: user['isGlobalAdmin'] === true,
        lastActivity: activity ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Whether a card matches a board's search: every word in one of its texts, any case.
 * @example matchesSearch(['Swan Street Kitchen'], 'swan kit') // true
 */
export function matchesSearch(texts: readonly string[], search: string): boolean {
  const haystack = texts.join(' ').toLowerCase();
  return search
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
