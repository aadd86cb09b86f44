import { trimmedOf } from '../unknown-values';
import { formatDate } from '../formats';
import { invoiceLines, invoicePayment, type InvoiceLine, type InvoicePayment } from './invoice-payment';

type AnyRecord = Readonly<Record<string, unknown>>;

/** The company settings' fields an invoice prints (written by the company settings page). */
export const ISSUER_FIELDS = {
  abn: 'abn',
  address: 'billingAddress',
  phone: 'phoneNumber',
  bankAccountName: 'bankAccountName',
  bankBsb: 'bankBsb',
  bankAccountNumber: 'bankAccountNumber',
  logo: 'logoImage',
  paymentNote: 'invoicePaymentNote',
} as const;

/** Who issued the invoice, as its letterhead shows them. */
export type Issuer = {
  name: string;
  legalName: string;
  abn: string;
  address: string;
  email: string;
  phone: string;
  /** Bank details for payment, when the settings hold them. */
  bank: { accountName: string; bsb: string; accountNumber: string } | null;
  /** The logo as an image address (a data URL from the settings), or null for the default icon. */
  logo: string | null;
  paymentNote: string;
};

/**
 * The letterhead of the company that issued an invoice, from its company record (settings).
 * @example issuerOf({ companyName: 'Yarra Valley Wholesale', abn: '51 824 753 556' }).abn // '51 824 753 556'
 */
export function issuerOf(company: AnyRecord | null | undefined): Issuer {
  const accountName = trimmedOf(company?.[ISSUER_FIELDS.bankAccountName]) ?? '';
  const bsb = trimmedOf(company?.[ISSUER_FIELDS.bankBsb]) ?? '';
  const accountNumber = trimmedOf(company?.[ISSUER_FIELDS.bankAccountNumber]) ?? '';
  const logo = trimmedOf(company?.[ISSUER_FIELDS.logo]) ?? '';
  return {
    name: trimmedOf(company?.['companyName']) ?? '',
    legalName: trimmedOf(company?.['accountName']) ?? '',
    abn: trimmedOf(company?.[ISSUER_FIELDS.abn]) ?? '',
    address: trimmedOf(company?.[ISSUER_FIELDS.address]) ?? '',
    email: trimmedOf(company?.['primaryEmail']) ?? '',
    phone: trimmedOf(company?.[ISSUER_FIELDS.phone]) ?? '',
    bank: bsb === '' && accountNumber === '' ? null : { accountName, bsb, accountNumber },
    logo: logo === '' ? null : logo,
    paymentNote: trimmedOf(company?.[ISSUER_FIELDS.paymentNote]) ?? '',
  };
}

/** Everything a printed or downloaded invoice shows, already formatted (en-AU). */
export type InvoiceDocument = {
  title: string;
  number: string;
  issuer: Issuer;
  billTo: string;
  orderNumber: string;
  poNumber: string;
  issuedOn: string;
  dueOn: string;
  paidOn: string;
  lines: InvoiceLine[];
  subTotal: number;
  taxTotal: number;
  amountTotal: number;
  payment: InvoicePayment;
};

/**
 * The printable invoice: letterhead, who it bills, its numbers and dates in the company's
 * time zone, the priced lines and the totals (the invoice's own, as the server keeps them).
 * @example invoiceDocument(invoice, issuer, 'Swan Street Kitchen', 'Australia/Melbourne', Date.now()).title // 'Tax Invoice'
 */
export function invoiceDocument(
  invoice: AnyRecord,
  issuer: Issuer,
  billTo: string,
  timeZone: string,
  now: number,
): InvoiceDocument {
  const { lines, totals } = invoiceLines(invoice);
  const number = (field: string) => {
    const value = invoice[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const date = (field: string) =>
    formatDate(typeof invoice[field] === 'string' ? (invoice[field] as string) : null, timeZone);
  const amount = (field: string, fallback: number) =>
    typeof invoice[field] === 'number' ? (invoice[field] as number) : fallback;
  return {
    // An invoice with GST from a registered business is a tax invoice (ATO), and a tax invoice
    // shows the seller's ABN; without GST, or without an ABN to show, it is an invoice.
    title: amount('taxTotal', totals.taxTotal) > 0 && issuer.abn !== '' ? 'Tax Invoice' : 'Invoice',
    number: number('invoiceNumber'),
    issuer,
    billTo,
    orderNumber: number('customerOrderNumber'),
    poNumber: number('purchaseOrderNumber'),
    issuedOn: date('issuedOn'),
    dueOn: date('dueOn'),
    paidOn: date('paidOn'),
    lines,
    subTotal: amount('subTotal', totals.subTotal),
    taxTotal: amount('taxTotal', totals.taxTotal),
    amountTotal: amount('amountTotal', totals.amountTotal),
    payment: invoicePayment(invoice, now),
  };
}
