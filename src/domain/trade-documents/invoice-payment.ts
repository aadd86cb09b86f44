import { round2 } from '../money';
import { lineAmount, lineTax, orderTotals, type OrderLineInput } from '../order-pricing';
import type { Invoice, InvoiceLineItem } from '../schemas/invoice';
import { numberOrZero } from '../unknown-values';

/** Where an invoice stands on payment at a moment. */
export type PaymentStatus = 'Paid' | 'Part paid' | 'Unpaid' | 'Overdue';

export type InvoicePayment = {
  total: number;
  paid: number;
  owing: number;
  status: PaymentStatus;
  /** Whole days past due while something is owing, else 0. */
  daysOverdue: number;
};

/**
 * Who an invoice is between and which company holds it (the fields a party invoice adds to an
 * invoice, src/entities/schemas/party-invoice.ts).
 */
export type InvoiceParties = Readonly<{
  companyAccountID?: string | null;
  sellerID?: string | null;
  buyerID?: string | null;
}>;

/** What payment and pricing read of an invoice (a customer's or a supplier's). */
type InvoiceLike = Readonly<
  Partial<Pick<Invoice, 'amountTotal' | 'amountPaid' | 'isPaid' | 'dueOn' | 'lineItems'>>
>;

const DAY_MS = 86_400_000;

/**
 * How much of an invoice is paid and owing, and whether it is overdue (unpaid past dueOn).
 * @example invoicePayment({ amountTotal: 110, amountPaid: 10, dueOn: '2026-01-01T00:00:00Z' }, Date.parse('2026-01-03')).status // 'Overdue'
 */
export function invoicePayment(invoice: InvoiceLike, now: number): InvoicePayment {
  const total = numberOrZero(invoice.amountTotal);
  const paid = numberOrZero(invoice.amountPaid);
  const owing = invoice.isPaid === true ? 0 : Math.max(0, round2(total - paid));
  const dueOn =
    typeof invoice.dueOn === 'string' && !invoice.dueOn.startsWith('0001')
      ? Date.parse(invoice.dueOn)
      : Number.NaN;
  const daysOverdue =
    owing > 0 && !Number.isNaN(dueOn) && now > dueOn ? Math.ceil((now - dueOn) / DAY_MS) : 0;
  const status: PaymentStatus =
    owing === 0 ? 'Paid' : daysOverdue > 0 ? 'Overdue' : paid > 0 ? 'Part paid' : 'Unpaid';
  return { total, paid, owing, status, daysOverdue };
}

/** The fields a payment writes: what is paid in all, whether that settles it, and when. */
export type PaymentFields = { amountPaid: number; isPaid: boolean; paidOn: string | null };

/**
 * Records a payment of `amount` on `paidOn` (ISO) on top of what was paid before; a payment
 * that reaches the total settles the invoice. Amounts round to cents; nothing below 0.
 * @example recordPayment({ amountTotal: 110, amountPaid: 10 }, 100, '2026-11-25T00:00:00Z') // { amountPaid: 110, isPaid: true, paidOn: '2026-11-25T00:00:00Z' }
 */
export function recordPayment(invoice: InvoiceLike, amount: number, paidOn: string): PaymentFields {
  const total = numberOrZero(invoice.amountTotal);
  const amountPaid = Math.max(
    0,
    round2(numberOrZero(invoice.amountPaid) + (Number.isFinite(amount) ? amount : 0)),
  );
  return { amountPaid, isPaid: amountPaid >= total, paidOn };
}

/**
 * Settles the invoice in full on `paidOn`.
 * @example markPaid({ amountTotal: 110 }, '2026-11-25T00:00:00Z').amountPaid // 110
 */
export function markPaid(invoice: InvoiceLike, paidOn: string): PaymentFields {
  return { amountPaid: numberOrZero(invoice.amountTotal), isPaid: true, paidOn };
}

/**
 * Undoes payments: nothing paid, not settled.
 * @example markUnpaid() // { amountPaid: 0, isPaid: false, paidOn: null }
 */
export function markUnpaid(): PaymentFields {
  return { amountPaid: 0, isPaid: false, paidOn: null };
}

/**
 * Whether the company viewing an invoice records its payment: only when the invoice is its own
 * record, that is its owner holds the role the company has in the view (`ownerRole`: the seller
 * for customer and client invoices, the buyer for supplier invoices typed from paper). An
 * invoice a supplier on Bulktrade issued is the supplier's: it records payment received, and its
 * buyer sees the invoice paid or owing (as in accounting software, where the issuer marks an
 * invoice paid). The services refuse the buyer's change the same way (party access).
 * @example recordsPayment({ companyAccountID: 'comp1', sellerID: 'comp1', buyerID: 'cafe' }, 'buyerID') // false: comp1's invoice to the cafe
 * @example recordsPayment({ companyAccountID: 'cafe', buyerID: 'cafe' }, 'buyerID') // true: the cafe's own record of a bill
 */
export function recordsPayment(invoice: InvoiceParties, ownerRole: 'buyerID' | 'sellerID'): boolean {
  const owner = invoice.companyAccountID;
  return (
    typeof owner !== 'string' ||
    owner === '' ||
    invoice[ownerRole] === undefined ||
    invoice[ownerRole] === owner
  );
}

/** A printed line: what, how many, at what, its GST and amount (ex GST). */
/** A priced invoice line; `ordered` is the order's quantity when the delivery billed a different one (else null). */
export type InvoiceLine = {
  id: string;
  description: string;
  quantity: number;
  ordered: number | null;
  unitPrice: number;
  gst: number;
  amount: number;
};

/**
 * The invoice's lines in their sort order with amounts and GST by the domain's pricing rules,
 * and the totals those lines make (which match the invoice's own when nothing drifted).
 * @example invoiceLines({ lineItems: [{ quantity: 2, unitPrice: 5, taxType: 'GST' }] }).totals.amountTotal // 11
 */
export function invoiceLines(invoice: InvoiceLike): {
  lines: InvoiceLine[];
  totals: { subTotal: number; taxTotal: number; amountTotal: number };
} {
  const raw: readonly InvoiceLineItem[] = invoice.lineItems ?? [];
  const sorted = [...raw].sort((a, b) => numberOrZero(a.sortNumber) - numberOrZero(b.sortNumber));
  const inputs: OrderLineInput[] = sorted.map((line) => ({
    quantity: numberOrZero(line.quantity),
    unitPrice: numberOrZero(line.unitPrice),
    taxType: typeof line.taxType === 'string' ? line.taxType : null,
  }));
  const lines = sorted.map((line, index) => {
    const input = inputs[index] ?? { quantity: 0 };
    return {
      id: typeof line.id === 'string' ? line.id : String(index),
      description: typeof line.description === 'string' ? line.description : '',
      quantity: input.quantity,
      ordered: typeof line.onOrder === 'number' && line.onOrder !== input.quantity ? line.onOrder : null,
      unitPrice: numberOrZero(input.unitPrice),
      gst: lineTax(input),
      amount: lineAmount(input),
    };
  });
  return { lines, totals: orderTotals(inputs) };
}
