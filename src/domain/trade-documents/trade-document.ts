import type { InvoiceDocument, Issuer } from './invoice-document';
import type { InvoiceLine } from './invoice-payment';
import type { PurchaseOrderDocument } from './purchase-order-document';

/** The tone of a status beside the title (an invoice's payment status). */
export type StatusTone = 'green' | 'yellow' | 'gray' | 'red';

/** Who a document is for or about, as a heading, a name in bold and lines below it. */
export type TradeParty = { heading: string; name: string; lines: readonly string[] };

/** A titled block of text after the totals (how to pay). */
export type TradeNote = { heading: string; lines: readonly string[] };

/**
 * A trade document (a tax invoice, a purchase order) as data: everything the printed sheet
 * and the PDF show, already formatted (en-AU). One model drawn twice, by the sheet
 * (src/blocks/trade-documents/TradeDocumentSheet.tsx) for print and by the PDF renderer
 * (trade-document-pdf.ts), so a field added here appears in both.
 */
export type TradeDocument = {
  issuer: Issuer;
  /** 'Tax Invoice', 'Invoice', 'Purchase Order'. */
  title: string;
  /** Under the title: 'INV-1042', 'PO 7F3A21C0'. */
  reference: string;
  status: { label: string; tone: StatusTone } | null;
  parties: readonly TradeParty[];
  /** Dates and numbers as label and value; the empty ones are left out. */
  facts: readonly (readonly [string, string])[];
  linesCaption: string;
  lines: readonly InvoiceLine[];
  /** The strong ones (the total, the amount due) stand out. */
  totals: readonly { label: string; value: number; strong: boolean }[];
  notes: readonly TradeNote[];
};

const STATUS_TONES = { Paid: 'green', 'Part paid': 'yellow', Unpaid: 'gray', Overdue: 'red' } as const;

/**
 * Under a line's quantity when it was billed short of its order.
 * @example orderedNote({ quantity: 8, ordered: 10 }) // 'of 10 ordered'
 */
export function orderedNote(line: Pick<InvoiceLine, 'ordered'>): string {
  return line.ordered == null ? '' : `of ${line.ordered.toLocaleString('en-AU')} ordered`;
}

/** The letterhead's lines below the issuer's name (legal name, ABN, address, contact). */
export function letterheadLines(issuer: Issuer): string[] {
  return [
    issuer.legalName === issuer.name ? '' : issuer.legalName,
    issuer.abn === '' ? '' : `ABN ${issuer.abn}`,
    issuer.address,
    [issuer.email, issuer.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
}

/**
 * The invoice as a trade document: who it bills, its dates, lines, totals with what is paid
 * and owing, and how to pay.
 * @example invoiceTradeDocument(doc).totals.at(-1) // { label: 'Amount due', value: 66, strong: true }
 */
export function invoiceTradeDocument(doc: InvoiceDocument): TradeDocument {
  const { issuer, payment } = doc;
  const notes: TradeNote[] = [];
  if (issuer.bank !== null)
    notes.push({
      heading: 'Pay by bank transfer',
      lines: [
        `Account name: ${issuer.bank.accountName}`,
        `BSB ${issuer.bank.bsb} · Account ${issuer.bank.accountNumber}`,
        `Reference: ${doc.number}`,
      ],
    });
  if (issuer.paymentNote !== '') notes.push({ heading: '', lines: [issuer.paymentNote] });
  return {
    issuer,
    title: doc.title,
    reference: doc.number,
    status: {
      label:
        payment.status === 'Overdue'
          ? `Overdue ${payment.daysOverdue} ${payment.daysOverdue === 1 ? 'day' : 'days'}`
          : payment.status,
      tone: STATUS_TONES[payment.status],
    },
    parties: [{ heading: 'Bill to', name: doc.billTo, lines: [] }],
    facts: [
      ['Issued', doc.issuedOn],
      ['Due', doc.dueOn],
      ['Order', doc.orderNumber],
      ['PO', doc.poNumber],
      ['Paid on', payment.paid > 0 ? doc.paidOn : ''],
    ],
    linesCaption: 'Invoice lines',
    lines: doc.lines,
    totals: [
      { label: 'Subtotal (ex GST)', value: doc.subTotal, strong: false },
      { label: 'GST', value: doc.taxTotal, strong: false },
      { label: 'Total (AUD)', value: doc.amountTotal, strong: true },
      { label: 'Paid', value: payment.paid, strong: false },
      { label: 'Amount due', value: payment.owing, strong: true },
    ],
    notes,
  };
}

/**
 * The purchase order as a trade document: the supplier, where (or that we collect) and when,
 * the lines and the totals.
 * @example purchaseOrderTradeDocument(doc).parties[0].heading // 'Supplier'
 */
export function purchaseOrderTradeDocument(doc: PurchaseOrderDocument): TradeDocument {
  const { supplier, deliverTo } = doc;
  const contact = [supplier.email, supplier.phone].filter(Boolean).join(' · ');
  return {
    issuer: doc.issuer,
    title: doc.title,
    reference: `PO ${doc.number}`,
    status: null,
    parties: [
      { heading: 'Supplier', name: supplier.name, lines: contact === '' ? [] : [contact] },
      doc.isPickup
        ? { heading: 'We collect from you', name: '', lines: [] }
        : {
            heading: 'Deliver to',
            name: deliverTo.name,
            lines: deliverTo.address === '' ? [] : [deliverTo.address],
          },
    ],
    facts: [
      ['Ordered', doc.orderedOn],
      ['Wanted', doc.dueOn],
    ],
    linesCaption: 'Purchase order lines',
    lines: doc.lines,
    totals: [
      { label: 'Subtotal (ex GST)', value: doc.subTotal, strong: false },
      { label: 'GST', value: doc.taxTotal, strong: false },
      { label: 'Total (AUD)', value: doc.amountTotal, strong: true },
    ],
    notes: [],
  };
}
