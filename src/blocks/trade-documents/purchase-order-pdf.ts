import { tradeDocumentPdf } from './trade-document-pdf';
import type { PurchaseOrderDocument } from '../../domain/trade-documents/purchase-order-document';

/**
 * Draws the purchase order as an A4 PDF, as the invoices' PDF is drawn: our letterhead, the
 * supplier, where and when, lines and totals.
 * @example const blob = await purchaseOrderPdf(document); // application/pdf
 */
export function purchaseOrderPdf(doc: PurchaseOrderDocument): Promise<Blob> {
  return tradeDocumentPdf({
    issuer: doc.issuer,
    title: doc.title,
    facts: [
      ['PO', doc.number],
      ['Ordered', doc.orderedOn],
      ['Wanted', doc.dueOn],
    ],
    lines: doc.lines,
    totals: [
      { label: 'Subtotal (ex GST)', value: doc.subTotal },
      { label: 'GST', value: doc.taxTotal },
      { label: 'Total (AUD)', value: doc.amountTotal, bold: true },
    ],
    parties: (pdf, y, { left, right }) => {
      pdf.setFont('helvetica', 'bold').text('Supplier', left, y);
      pdf.text(doc.isPickup ? 'We collect from you' : 'Deliver to', 110, y);
      pdf.setFont('helvetica', 'normal');
      [doc.supplier.name, [doc.supplier.email, doc.supplier.phone].filter(Boolean).join('  ')]
        .filter(Boolean)
        .forEach((line, index) => pdf.text(line, left, y + 5 + index * 4.5));
      if (!doc.isPickup)
        [doc.deliverTo.name, doc.deliverTo.address]
          .filter(Boolean)
          .forEach((line, index) =>
            pdf.text(pdf.splitTextToSize(line, right - 110) as string[], 110, y + 5 + index * 4.5),
          );
      return y + 18;
    },
  });
}
