import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../formats';
import { invoiceLines, type InvoiceLine } from './invoice-payment';
import type { Issuer } from './invoice-document';

type AnyRecord = Readonly<Record<string, unknown>>;

const text = (record: AnyRecord | null | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/**
 * Whether a purchase order goes to a supplier outside Bulktrade: neither the order nor its
 * supply agreement names the supplier's Bulktrade account. Such a supplier never sees the
 * order as its customer order, so it gets the printed (or PDF) purchase order instead.
 * @example isOutsideSupplier({ sellerID: null }, { companyName: 'Local Eggs', sellerID: null }) // true
 */
export function isOutsideSupplier(order: AnyRecord, agreement: AnyRecord | null | undefined): boolean {
  return text(order, 'sellerID') === '' && text(agreement, 'sellerID') === '';
}

/**
 * One line of a written address: street, suburb, state, postcode. A first address line that
 * already names the suburb (a whole address, as geocoded ones are) is the address.
 * @example addressText({ addressLineOne: '40 Abbotts Road, Dandenong South VIC 3175', suburb: 'Dandenong South' }) // '40 Abbotts Road, Dandenong South VIC 3175'
 */
export function addressText(location: AnyRecord | null | undefined): string {
  const lineOne = text(location, 'addressLineOne');
  const suburb = text(location, 'suburb');
  if (lineOne !== '' && suburb !== '' && lineOne.toLowerCase().includes(suburb.toLowerCase())) return lineOne;
  const street =
    lineOne || [text(location, 'streetNumber'), text(location, 'streetName')].filter(Boolean).join(' ');
  return [street, [suburb, text(location, 'state'), text(location, 'postcode')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** Everything a printed or downloaded purchase order shows, already formatted (en-AU). */
export type PurchaseOrderDocument = {
  title: 'Purchase Order';
  /** The PO number we gave it, else a reference from its id (the supplier quotes one back). */
  number: string;
  /** The company placing the order (its letterhead). */
  issuer: Issuer;
  supplier: { name: string; email: string; phone: string };
  deliverTo: { name: string; address: string };
  orderedOn: string;
  /** The day and time the goods are wanted, in the company's time zone. */
  dueOn: string;
  /** We collect the goods rather than the supplier delivering them. */
  isPickup: boolean;
  lines: InvoiceLine[];
  subTotal: number;
  taxTotal: number;
  amountTotal: number;
};

/**
 * The printable purchase order for a supplier outside Bulktrade: our letterhead, the
 * supplier, where and when to deliver (in the company's time zone), the priced lines (tethered
 * ones included; automatic lines such as a delivery fee as they stand) and the order's totals.
 * @example purchaseOrderDocument(order, issuer, agreement, location, 'Australia/Melbourne').title // 'Purchase Order'
 */
export function purchaseOrderDocument(
  order: AnyRecord,
  issuer: Issuer,
  agreement: AnyRecord | null | undefined,
  location: AnyRecord | null | undefined,
  timeZone: string,
): PurchaseOrderDocument {
  const { lines, totals } = invoiceLines({
    lineItems: Array.isArray(order.orderItems) ? order.orderItems : [],
  });
  const amount = (field: string, fallback: number) =>
    typeof order[field] === 'number' ? (order[field] as number) : fallback;
  const due = typeof order.dueDate === 'string' ? order.dueDate : null;
  return {
    title: 'Purchase Order',
    number: text(order, 'purchaseOrderNumber') || text(order, 'id').slice(0, 8).toUpperCase(),
    issuer,
    supplier: {
      name: text(agreement, 'companyName'),
      email: text(agreement, 'email'),
      phone: text(agreement, 'phoneNumber'),
    },
    deliverTo: { name: text(location, 'locationName'), address: addressText(location) },
    orderedOn: formatInZone(
      typeof order.createdOn === 'string' ? order.createdOn : null,
      DATE_FORMAT,
      timeZone,
    ),
    dueOn:
      due === null
        ? ''
        : `${formatInZone(due, DATE_FORMAT, timeZone)} ${formatInZone(due, TIME_FORMAT, timeZone)}`,
    isPickup: order.isRequestPickup === true,
    lines,
    subTotal: amount('subTotal', totals.subTotal),
    taxTotal: amount('taxTotal', totals.taxTotal),
    amountTotal: amount('amountTotal', totals.amountTotal),
  };
}
