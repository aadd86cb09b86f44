import type { InvoiceDocument } from '../../domain/trade-documents/invoice-document';
import { invoiceTradeDocument } from '../../domain/trade-documents/trade-document';
import { tradeDocumentPdf } from './trade-document-pdf';

/**
 * The invoice as an A4 PDF, drawn from the same model as the printed sheet (InvoiceSheet).
 * @example const blob = await invoicePdf(document); // application/pdf
 */
export function invoicePdf(doc: InvoiceDocument): Promise<Blob> {
  return tradeDocumentPdf(invoiceTradeDocument(doc));
}
