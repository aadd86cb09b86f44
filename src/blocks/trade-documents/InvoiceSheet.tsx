import type { InvoiceDocument } from '../../domain/trade-documents/invoice-document';
import { invoiceTradeDocument } from '../../domain/trade-documents/trade-document';
import { TradeDocumentSheet } from './TradeDocumentSheet';

/**
 * The invoice as it prints: letterhead (logo, ABN, contact), who it bills, numbers and dates,
 * the lines with GST, totals, what is paid and owing, and how to pay. Drawn from the same model
 * as its PDF (invoice-pdf.ts).
 */
export function InvoiceSheet({ doc }: { doc: InvoiceDocument }) {
  return <TradeDocumentSheet doc={invoiceTradeDocument(doc)} marker="data-invoice-sheet" />;
}
