import { displayOf, trimmedOf } from '../unknown-values';
import { formatDate } from '../formats';
import type { CompanyAccount } from '../schemas/company-account';
import type { Invoice } from '../schemas/invoice';
import { invoiceLines, invoicePayment, type InvoiceLine, type InvoicePayment } from './invoice-payment';

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

/**
 * What a letterhead reads of the issuing company: its own company record, or a public profile
 * (which has the name fields only).
 */
export type IssuerSource = Readonly<
  Partial<
    Pick<
      CompanyAccount,
      'companyName' | 'accountName' | 'primaryEmail' | (typeof ISSUER_FIELDS)[keyof typeof ISSUER_FIELDS]
    >
  >
>;

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
export function issuerOf(company: IssuerSource | null | undefined): Issuer {
  const accountName = trimmedOf(company?.bankAccountName) ?? '';
  const bsb = trimmedOf(company?.bankBsb) ?? '';
  const accountNumber = trimmedOf(company?.bankAccountNumber) ?? '';
  const logo = trimmedOf(company?.logoImage) ?? '';
  return {
    name: trimmedOf(company?.companyName) ?? '',
    legalName: trimmedOf(company?.accountName) ?? '',
    abn: trimmedOf(company?.abn) ?? '',
    address: trimmedOf(company?.billingAddress) ?? '',
    email: trimmedOf(company?.primaryEmail) ?? '',
    phone: trimmedOf(company?.phoneNumber) ?? '',
    bank: bsb === '' && accountNumber === '' ? null : { accountName, bsb, accountNumber },
    logo: logo === '' ? null : logo,
    paymentNote: trimmedOf(company?.invoicePaymentNote) ?? '',
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
  invoice: Readonly<Partial<Invoice>>,
  issuer: Issuer,
  billTo: string,
  timeZone: string,
  now: number,
): InvoiceDocument {
  const { lines, totals } = invoiceLines(invoice);
  const number = (value: unknown) => displayOf(value) ?? '';
  const date = (value: string | null | undefined) => formatDate(value ?? null, timeZone);
  const amount = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' ? value : fallback;
  return {
    // An invoice with GST from a registered business is a tax invoice (ATO), and a tax invoice
    // shows the seller's ABN; without GST, or without an ABN to show, it is an invoice.
    title: amount(invoice.taxTotal, totals.taxTotal) > 0 && issuer.abn !== '' ? 'Tax Invoice' : 'Invoice',
    number: number(invoice.invoiceNumber),
    issuer,
    billTo,
    orderNumber: number(invoice.customerOrderNumber),
    poNumber: number(invoice.purchaseOrderNumber),
    issuedOn: date(invoice.issuedOn),
    dueOn: date(invoice.dueOn),
    paidOn: date(invoice.paidOn),
    lines,
    subTotal: amount(invoice.subTotal, totals.subTotal),
    taxTotal: amount(invoice.taxTotal, totals.taxTotal),
    amountTotal: amount(invoice.amountTotal, totals.amountTotal),
    payment: invoicePayment(invoice, now),
  };
}
