import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../formats';
import { invoiceLines, type InvoiceLine } from './invoice-payment';
import type { Issuer } from './invoice-document';
import { displayOf } from '../unknown-values';
import type { InvoiceLineItem } from '../schemas/invoice';

/** A purchase order as its printout reads it. */
export type PrintedOrder = {
  readonly id?: string;
  readonly sellerID?: string | null;
  readonly purchaseOrderNumber?: string | number | null;
  /** Priced as an invoice's lines are. */
  readonly orderItems?: readonly InvoiceLineItem[] | null;
  readonly createdOn?: string | null;
  readonly dueDate?: string | null;
  readonly isRequestPickup?: boolean | null;
  readonly subTotal?: number | null;
  readonly taxTotal?: number | null;
  readonly amountTotal?: number | null;
};

/** The supply agreement with the supplier as the printout reads it. */
export type PrintedAgreement = {
  readonly id?: string;
  readonly sellerID?: string | null;
  readonly companyName?: string | null;
  readonly email?: string | null;
  readonly phoneNumber?: string | null;
};

/** The delivery location as the printout writes its address. */
export type PrintedLocation = {
  readonly id?: string;
  readonly locationName?: string | null;
  readonly addressLineOne?: string | null;
  readonly streetNumber?: string | null;
  readonly streetName?: string | null;
  readonly suburb?: string | null;
  readonly state?: string | null;
  readonly postcode?: string | null;
};

/** A field as printed: text trimmed, a number as written, anything else blank. */
const shown = (value: string | number | null | undefined): string => displayOf(value) ?? '';

/**
 * Whether a purchase order goes to a supplier outside Bulktrade: neither the order nor its
 * supply agreement names the supplier's Bulktrade account. Such a supplier never sees the
 * order as its customer order, so it gets the printed (or PDF) purchase order instead.
 * @example isOutsideSupplier({ sellerID: null }, { companyName: 'Local Eggs', sellerID: null }) // true
 */
export function isOutsideSupplier(
  order: PrintedOrder,
  agreement: PrintedAgreement | null | undefined,
): boolean {
  return shown(order.sellerID) === '' && shown(agreement?.sellerID) === '';
}

/**
 * One line of a written address: street, suburb, state, postcode. A first address line that
 * already names the suburb (a whole address, as geocoded ones are) is the address.
 * @example addressText({ addressLineOne: '40 Abbotts Road, Dandenong South VIC 3175', suburb: 'Dandenong South' }) // '40 Abbotts Road, Dandenong South VIC 3175'
 */
export function addressText(location: PrintedLocation | null | undefined): string {
  const lineOne = shown(location?.addressLineOne);
  const suburb = shown(location?.suburb);
  if (lineOne !== '' && suburb !== '' && lineOne.toLowerCase().includes(suburb.toLowerCase())) return lineOne;
  const street =
    lineOne || [shown(location?.streetNumber), shown(location?.streetName)].filter(Boolean).join(' ');
  return [street, [suburb, shown(location?.state), shown(location?.postcode)].filter(Boolean).join(' ')]
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
  order: PrintedOrder,
  issuer: Issuer,
  agreement: PrintedAgreement | null | undefined,
  location: PrintedLocation | null | undefined,
  timeZone: string,
): PurchaseOrderDocument {
  const { lines, totals } = invoiceLines({
    lineItems: Array.isArray(order.orderItems) ? order.orderItems : [],
  });
  const amount = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' ? value : fallback;
  const due = typeof order.dueDate === 'string' ? order.dueDate : null;
  return {
    title: 'Purchase Order',
    number: shown(order.purchaseOrderNumber) || shown(order.id).slice(0, 8).toUpperCase(),
    issuer,
    supplier: {
      name: shown(agreement?.companyName),
      email: shown(agreement?.email),
      phone: shown(agreement?.phoneNumber),
    },
    deliverTo: { name: shown(location?.locationName), address: addressText(location) },
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
    subTotal: amount(order.subTotal, totals.subTotal),
    taxTotal: amount(order.taxTotal, totals.taxTotal),
    amountTotal: amount(order.amountTotal, totals.amountTotal),
  };
}
