import { addDays, dayStart, localDayOf } from '../../domain/local-day';
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import type { EntityName, RecordOf } from '../../data/mirror-row';

/** What ends a record's place on the start page: inactive, or cancelled or deleted where its schema keeps those. */
type Lifecycle = {
  readonly id: string;
  isInactive?: boolean | null;
  isCancelled?: unknown;
  isDeleted?: unknown;
};

/** The fields of a record of `N` the start page reads. */
export type StartRow<N extends EntityName, K extends keyof RecordOf<N>> = Readonly<Pick<RecordOf<N>, K>> &
  Lifecycle;

export type OrderRow = StartRow<
  'customer-orders',
  'customerOrderNumber' | 'dueDate' | 'isConfirmed' | 'isDispatched'
>;
export type ConsignmentRow = StartRow<
  'customer-consignments',
  'consignmentNumber' | 'dueDate' | 'pickedOn' | 'isDispatched'
>;
export type DeliveryRow = StartRow<'deliveries', 'dueArrivalOn' | 'arrivalSortNumber' | 'isFulfilled'>;
export type InvoiceRow = StartRow<
  'customer-invoices',
  'invoiceNumber' | 'dueOn' | 'amountTotal' | 'amountPaid' | 'isPaid'
>;
export type PurchaseRow = StartRow<
  'purchase-orders',
  'purchaseOrderNumber' | 'dueDate' | 'isConfirmed' | 'isDispatched'
>;
export type StockRow = StartRow<'stock-tracked-items', 'productID' | 'available'>;

/**
 * The sections the start page reads, by navigation name. A section left out (undefined) is one
 * the person may not see: its card is not shown at all.
 */
export type StartSources = {
  'customer-orders'?: readonly OrderRow[] | undefined;
  'customer-consignments'?: readonly ConsignmentRow[] | undefined;
  deliveries?: readonly DeliveryRow[] | undefined;
  'customer-invoices'?: readonly InvoiceRow[] | undefined;
  'purchase-orders'?: readonly PurchaseRow[] | undefined;
  'stock-tracked-items'?: readonly StockRow[] | undefined;
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

/** A document number as written, whether stored as text or a number. */
const numberText = (value: string | number | null | undefined): string => (value ?? '').toString();

function isLive(row: Lifecycle): boolean {
  return row.isInactive !== true && row.isCancelled !== true && row.isDeleted !== true;
}

type Instant = string | null | undefined;

/** The company-calendar day of a stored instant, or null when there is none. */
function dayOf(value: Instant, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : localDayOf(instant, timeZone);
}

function dateText(value: Instant, timeZone: string): string {
  return value !== null && value !== undefined && value !== ''
    ? formatInZone(value, DATE_FORMAT, timeZone)
    : '';
}

/** Rows sorted by a date, earliest first (rows without one last). */
function byDate<R>(rows: R[], dateOf: (row: R) => Instant): R[] {
  return [...rows].sort((a, b) => (dateOf(a) ?? '\uffff').localeCompare(dateOf(b) ?? '\uffff'));
}

function card<R>(
  key: StartCardKey,
  title: string,
  caption: string,
  href: string,
  rows: R[],
  line: (row: R) => StartLine,
): StartCard {
  return { key, title, caption, href, count: rows.length, lines: rows.slice(0, LINES_PER_CARD).map(line) };
}

/** Stock with less available than nothing (more requested than in stock), the shortest first. */
function shortStock(stock: readonly StockRow[]): StockRow[] {
  return stock
    .filter((row) => isLive(row) && (row.available ?? 0) < 0)
    .sort((a, b) => (a.available ?? 0) - (b.available ?? 0));
}

/**
 * The products the stock card's lines name: the page reads only their names, not the whole
 * products table (which every pulled page of products and every product write would make it
 * read again).
 * @example stockLineProductIDs([{ id: 's1', productID: 'p-milk', available: -2 }]) // ['p-milk']
 */
export function stockLineProductIDs(stock: readonly StockRow[] | undefined): string[] {
  if (stock === undefined) return [];
  const ids = shortStock(stock)
    .slice(0, LINES_PER_CARD)
    .map((row) => row.productID ?? '');
  return [...new Set(ids.filter((id) => id !== ''))];
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
 * @example officeStartFlow({ 'customer-orders': orders }, new Date(), 'Australia/Melbourne')[0]?.count
 */
export function officeStartFlow(sources: StartSources, now: Date, timeZone: string): StartCard[] {
  const today = localDayOf(now, timeZone);
  const confirmBy = addDays(today, CONFIRM_WITHIN_DAYS);
  const cards: StartCard[] = [];
  const dueBy = (due: Instant, last: string) => {
    const day = dayOf(due, timeZone);
    return day !== null && day <= last;
  };

  const orders = sources['customer-orders'];
  if (orders !== undefined) {
    const rows = byDate(
      orders
        .filter((row) => isLive(row) && row.isConfirmed !== true && row.isDispatched !== true)
        .filter((row) => dueBy(row.dueDate, confirmBy)),
      (row) => row.dueDate,
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
            numberText(row.customerOrderNumber) || 'Order',
            `due ${dateText(row.dueDate, timeZone)}`,
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
            row.isDispatched !== true &&
            (row.pickedOn === undefined || row.pickedOn === null || row.pickedOn === ''),
        )
        .filter((row) => dueBy(row.dueDate, today)),
      (row) => row.dueDate,
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
            numberText(row.consignmentNumber) || 'Consignment',
            `due ${dateText(row.dueDate, timeZone)}`,
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
        (row) => isLive(row) && row.isFulfilled !== true && dayOf(row.dueArrivalOn, timeZone) === today,
      ),
      (row) => row.dueArrivalOn,
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
            numberText(row.arrivalSortNumber) === '' ? 'Stop' : `Stop ${numberText(row.arrivalSortNumber)}`,
            formatInZone(row.dueArrivalOn ?? '', TIME_FORMAT, timeZone),
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
        const due = dayOf(row.dueOn, timeZone);
        return isLive(row) && row.isPaid !== true && due !== null && due < today;
      }),
      (row) => row.dueOn,
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
          text: `${numberText(row.invoiceNumber) || 'Invoice'} due ${dateText(row.dueOn, timeZone)}, ${formatMoney((row.amountTotal ?? 0) - (row.amountPaid ?? 0))} owing`,
          href: `${PORTAL}/customer-invoice/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const purchases = sources['purchase-orders'];
  if (purchases !== undefined) {
    const rows = byDate(
      purchases.filter((row) => isLive(row) && row.isConfirmed !== true && row.isDispatched !== true),
      (row) => row.dueDate,
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
            numberText(row.purchaseOrderNumber) || 'Purchase order',
            `due ${dateText(row.dueDate, timeZone)}`,
          ].join(' '),
          href: `${PORTAL}/purchase-order/${encodeURIComponent(row.id)}`,
        }),
      ),
    );
  }

  const stock = sources['stock-tracked-items'];
  if (stock !== undefined) {
    const rows = shortStock(stock);
    cards.push(
      card(
        'stock-tracked-items',
        'Stock short',
        'More requested than in stock',
        `${PORTAL}/stock-tracked-items`,
        rows,
        (row) => ({
          id: row.id,
          text: `${sources.productNames?.get(row.productID ?? '') ?? 'Product'}: ${(row.available ?? 0).toLocaleString('en-AU')} available`,
          href: null,
        }),
      ),
    );
  }

  return cards;
}
