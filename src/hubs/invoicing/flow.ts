import { invoiceDocument, issuerOf, type Issuer } from '../../domain/trade-documents/invoice-document';
import { recordsPayment, type InvoiceParties } from '../../domain/trade-documents/invoice-payment';
import type { RecordOf } from '../../entities/record-of';

/** The invoice lists with the invoice screen: issued by the company (customer, client), or to it (supplier, subscription). */
export type InvoiceEntityName =
  'customer-invoices' | 'supplier-invoices' | 'client-invoices' | 'subscription-invoices';

/** Invoices billing the company itself: the bill-to line is the company's own name. */
const BILLING_US: ReadonlySet<InvoiceEntityName> = new Set(['supplier-invoices', 'subscription-invoices']);

/** Bulktrade's letterhead on its subscription invoices, which the company reads and never pays here. */
const BULKTRADE = issuerOf({
  companyName: 'Bulktrade',
  primaryEmail: 'billing@bulktrade.app',
  invoicePaymentNote: 'Charged to the payment method in your Billing settings on the due date.',
});

/** What the invoice screen reads: the invoice and the records that name its parties (undefined while loading). */
export type InvoiceFlowInput = {
  entityName: InvoiceEntityName;
  invoice: RecordOf<InvoiceEntityName>;
  /** The role the invoice list's owner holds on its records (sellerID for customer invoices). */
  ownerRole: 'buyerID' | 'sellerID';
  /** The seller's own company record (when the seller is the company) and its public profile. */
  ownCompany: RecordOf<'companies'> | null | undefined;
  publicSeller: RecordOf<'public-companies'> | null | undefined;
  /** The buyer's public profile, and the seller's customer records naming buyers outside the directory. */
  buyer: RecordOf<'public-companies'> | null | undefined;
  customers: readonly RecordOf<'customers'>[] | undefined;
  /** The signed-in company's name and id ('' while unknown). */
  companyName: string;
  ownCompanyID: string;
  /** Whether the person may edit the invoice list's permission area. */
  canEdit: boolean;
  timeZone: string;
  now: number;
};

/** The invoice as the screen shows it: the printed document and whether payment may be recorded here. */
export type InvoiceView = {
  letterhead: Issuer;
  billTo: string;
  document: ReturnType<typeof invoiceDocument>;
  /** The issuer records payment of an invoice it issued; the company billed only sees it paid or owing. */
  recordsPaymentHere: boolean;
  /** Bulktrade's invoice for the subscription: read only. */
  isSubscription: boolean;
  /** Issued by another company on Bulktrade, which records the payments. */
  issuedByOther: boolean;
};

/**
 * The invoice screen's view from records: the letterhead (Bulktrade's on a subscription
 * invoice), who it bills (by name, never an account id while names are still arriving), the
 * document as it prints, and whether payment is recorded here (by the list's role, or by the
 * issuer the invoice keeps; Bulktrade's own are read only).
 * @example invoiceFlow({ entityName: 'customer-invoices', invoice, ... }).billTo // 'Fitzroy Grocer'
 */
export function invoiceFlow(input: InvoiceFlowInput): InvoiceView {
  const { entityName, invoice } = input;
  // A subscription invoice is Bulktrade's: it names no seller and no issuing company.
  const parties: InvoiceParties = invoice;
  const sellerID = parties.sellerID ?? '';
  const buyerID = invoice.buyerID ?? null;
  const isSubscription = entityName === 'subscription-invoices';
  const issuerID = parties.companyAccountID ?? '';
  const issuedByOther =
    !recordsPayment(invoice, input.ownerRole) ||
    (input.ownCompanyID !== '' && issuerID !== '' && issuerID !== input.ownCompanyID);
  const letterhead = isSubscription
    ? BULKTRADE
    : issuerOf(input.ownCompany ?? input.publicSeller ?? { companyName: sellerID });
  const customerName = input.customers?.find((customer) => customer.buyerID === buyerID)?.companyName;
  // A supplier or subscription invoice bills the company itself; a customer's name comes with the public directory.
  const ownName = BILLING_US.has(entityName) ? input.companyName : '';
  const named =
    typeof input.buyer?.companyName === 'string'
      ? input.buyer.companyName
      : typeof customerName === 'string' && customerName !== ''
        ? customerName
        : ownName;
  // While the names are still arriving, no name yet rather than the account's id (issue 26 §4).
  const billTo =
    named !== '' ? named : input.buyer === undefined || input.customers === undefined ? '' : (buyerID ?? '');
  return {
    letterhead,
    billTo,
    document: invoiceDocument(invoice, letterhead, billTo, input.timeZone, input.now),
    recordsPaymentHere: !isSubscription && input.canEdit && !issuedByOther,
    isSubscription,
    issuedByOther,
  };
}
