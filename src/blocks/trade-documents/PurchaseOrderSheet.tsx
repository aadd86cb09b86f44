import type { PurchaseOrderDocument } from '../../domain/trade-documents/purchase-order-document';
import { purchaseOrderTradeDocument } from '../../domain/trade-documents/trade-document';
import { TradeDocumentSheet } from './TradeDocumentSheet';

/**
 * The purchase order as it prints for a supplier outside Bulktrade: our letterhead, the
 * supplier, where and when to deliver, the lines with GST and the totals. Drawn from the same
 * model as its PDF (purchase-order-pdf.ts).
 */
export function PurchaseOrderSheet({ doc }: { doc: PurchaseOrderDocument }) {
  return <TradeDocumentSheet doc={purchaseOrderTradeDocument(doc)} marker="data-purchase-order-sheet" />;
}
