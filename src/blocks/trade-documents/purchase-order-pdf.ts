import type { PurchaseOrderDocument } from '../../domain/trade-documents/purchase-order-document';
import { purchaseOrderTradeDocument } from '../../domain/trade-documents/trade-document';
import { tradeDocumentPdf } from './trade-document-pdf';

/**
 * The purchase order as an A4 PDF, drawn from the same model as the printed sheet
 * (PurchaseOrderSheet).
 * @example const blob = await purchaseOrderPdf(document); // application/pdf
 */
export function purchaseOrderPdf(doc: PurchaseOrderDocument): Promise<Blob> {
  return tradeDocumentPdf(purchaseOrderTradeDocument(doc));
}
