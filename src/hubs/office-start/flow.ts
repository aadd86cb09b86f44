import { addDays, dayStart, localDayOf } from '../../domain/order-dates';
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/formats';
import { formatMoney } from '../../domain/money';

/** A mirror record as the start page reads it. */
export type StartRecord = Readonly<Record<string, unknown>> & { readonly id: string };

/**
 * The sections the start page reads, by navigation name. A section left out (undefined) is one
 * the person may not see: its card is not shown at all.
 */
export type StartSources = {
  'customer-orders'?: readonly StartRecord[];
  'customer-consignments'?: readonly StartRecord[];
  deliveries?: readonly StartRecord[];
  'customer-invoices'?: readonly StartRecord[];
  'purchase-orders'?: readonly StartRecord[];
  'stock-tracked-items'?: readonly StartRecord[];
  /** Product names by id, for the stock card's lines. */
  productNames?: ReadonlyMap<string, string>;
};

export type StartCardKey = keyof Omit<StartSources, 'productNames'>;

/** One line under a card's number: what it is, and its detail page when the section has one. */
export type StartLine = { id: string; text: string; href: string | null };

/** One card of the start page: how many need attention, the first few, and the list to open. */
export type StartCard = {
  key: StartCardKey;
  title: string;
  /** What the number counts, in words ("unconfirmed, due by Sunday"). */
  caption: string;
  count: number;
  /** The list, with its named filter where one fits. */
  href: string;
  lines: StartLine[];
};

/** How many lines a card lists under its number. */
export const LINES_PER_CARD = 5;

/** Unconfirmed customer orders due within this many days of today (and any already past) need confirming. */
export const CONFIRM_WITHIN_DAYS = 2;

const PORTAL = '/office-portal';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function isLive(row: StartRecord): boolean {
  return row['isInactive'] !== true && row['isCancelled'] !== true && row['isDeleted'] !== true;
}

/** The company-calendar day of a stored instant, or null when there is none. */
function dayOf(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : localDayOf(instant, timeZone);
}

function dateText(value: unknown, timeZone: string): string {
  return typeof value === 'string' && value !== '' ? formatInZone(value, DATE_FORMAT, timeZone) : '';
}

/** Rows sorted by a date field, earliest first (rows without one last). */
function byDate(rows: StartRecord[], field: string): StartRecord[] {
  return [...rows].sort((a, b) => text(a[field] ?? '\uffff').localeCompare(text(b[field] ?? '\uffff')));
}

function card(
  key: StartCardKey,
  title: string,
  caption: string,
  href: string,
  rows: StartRecord[],
  line: (row: StartRecord) => StartLine,
): StartCard {
  return { key, title, caption, href, count: rows.length, lines: rows.slice(0, LINES_PER_CARD).map(line) };
}

/**
 * The office's start page: what needs attention today, worked out from the mirror in the
 * company's time zone. One card per section the person may see (a section missing from
 * `sources` has no card), each with how many need attention, the first few and the list to open:
 * customer orders to confirm (unconfirmed, not dispatched, due by the day after tomorrow or
 * already past), consignments to pick (due today or earlier, not picked, not dispatched),
 * deliveries due today not delivered yet, customer invoices overdue (unpaid, due before today),
 * purchase orders awaiting the supplier's confirmation, and stock short (available below zero:
 * more requested than in stock).
 * @example officeStart({ 'customer-orders': orders }, new Date(), 'Australia/Melbourne')[0]?.count
 */
export function officeStart(sources: StartSources, now: Date, timeZone: string): StartCard[] {
  const today = localDayOf(now, timeZone);
  const confirmBy = addDays(today, CONFIRM_WITHIN_DAYS);
  const cards: StartCard[] = [];
  const dueBy = (field: string, last: string) => (row: StartRecord) => {
    const day = dayOf(row[field], timeZone);
    return day !== null && day <= last;
  };

  const orders = sources['customer-orders'];
  if (orders !== undefined) {
    const rows = byDate(
      orders
        .filter((row) => isLive(row) && row['isConfirmed'] !== true && row['isDispatched'] !== true)
        .filter(dueBy('dueDate', confirmBy)),
      'dueDate',
    );
    cards.push(
      card(
        'customer-orders',
        'Orders to confirm',
        `Unconfirmed, due by ${dateText(dayStart(confirmBy, timeZone), timeZone)}`,
        `${PORTAL}/customer-orders?filterBy=Unconfirmed`,
        rows,
        (row) => ({
          id: row.id,
          text: [
            text(row['customerOrderNumber']) || 'Order',
            `due ${dateText(row['dueDate'], timeZone)}`,
          ].join(' '),
          href: `${PORTAL}/customer-order/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const consignments = sources['customer-consignments'];
  if (consignments !== undefined) {
    const rows = byDate(
      consignments
        .filter(
          (row) =>
            isLive(row) &&
            row['isDispatched'] !== true &&
            (row['pickedOn'] === undefined || row['pickedOn'] === null || row['pickedOn'] === ''),
        )
        .filter(dueBy('dueDate', today)),
      'dueDate',
    );
    cards.push(
      card(
        'customer-consignments',
        'Consignments to pick',
        'Due today or earlier, not picked yet',
        `${PORTAL}/customer-consignments`,
        rows,
        (row) => ({
          id: row.id,
          text: [
            text(row['consignmentNumber']) || 'Consignment',
            `due ${dateText(row['dueDate'], timeZone)}`,
          ].join(' '),
          href: `${PORTAL}/customer-consignment/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const deliveries = sources.deliveries;
  if (deliveries !== undefined) {
    const rows = byDate(
      deliveries.filter(
        (row) => isLive(row) && row['isFulfilled'] !== true && dayOf(row['dueArrivalOn'], timeZone) === today,
      ),
      'dueArrivalOn',
    );
    cards.push(
      card(
        'deliveries',
        'Deliveries today',
        'Due today, not delivered yet',
        `${PORTAL}/deliveries?filterBy=Pending`,
        rows,
        (row) => ({
          id: row.id,
          text: [
            text(row['arrivalSortNumber']) === '' ? 'Stop' : `Stop ${text(row['arrivalSortNumber'])}`,
            formatInZone(text(row['dueArrivalOn']), TIME_FORMAT, timeZone),
          ].join(', '),
          href: `${PORTAL}/delivery/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const invoices = sources['customer-invoices'];
  if (invoices !== undefined) {
    const rows = byDate(
      invoices.filter((row) => {
        const due = dayOf(row['dueOn'], timeZone);
        return isLive(row) && row['isPaid'] !== true && due !== null && due < today;
      }),
      'dueOn',
    );
    cards.push(
      card(
        'customer-invoices',
        'Invoices overdue',
        'Unpaid, past their due date',
        `${PORTAL}/customer-invoices?filterBy=Unpaid`,
        rows,
        (row) => ({
          id: row.id,
          text: `${text(row['invoiceNumber']) || 'Invoice'} due ${dateText(row['dueOn'], timeZone)}, ${formatMoney(Number(row['amountTotal'] ?? 0) - Number(row['amountPaid'] ?? 0))} owing`,
          href: `${PORTAL}/customer-invoice/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const purchases = sources['purchase-orders'];
  if (purchases !== undefined) {
    const rows = byDate(
      purchases.filter((row) => isLive(row) && row['isConfirmed'] !== true && row['isDispatched'] !== true),
      'dueDate',
    );
    cards.push(
      card(
        'purchase-orders',
        'Awaiting suppliers',
        'Purchase orders not confirmed yet',
        `${PORTAL}/purchase-orders?filterBy=Unconfirmed`,
        rows,
        (row) => ({
          id: row.id,
          text: [
            text(row['purchaseOrderNumber']) || 'Purchase order',
            `due ${dateText(row['dueDate'], timeZone)}`,
          ].join(' '),
          href: `${PORTAL}/purchase-order/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const stock = sources['stock-tracked-items'];
  if (stock !== undefined) {
    const rows = [...stock.filter((row) => isLive(row) && Number(row['available'] ?? 0) < 0)].sort(
      (a, b) => Number(a['available']) - Number(b['available']),
    );
    cards.push(
      card(
        'stock-tracked-items',
        'Stock short',
        'More requested than in stock',
        `${PORTAL}/stock-tracked-items`,
        rows,
        (row) => ({
          id: row.id,
          text: `${sources.productNames?.get(text(row['productID'])) ?? 'Product'}: ${Number(row['available']).toLocaleString('en-AU')} available`,
          href: null,
        }),
      ),
    );
  }

  return cards;
}
