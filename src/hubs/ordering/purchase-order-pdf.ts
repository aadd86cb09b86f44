import { formatMoney } from '../../domain/money';
import type { PurchaseOrderDocument } from './purchase-order-document';

/**
 * Draws the purchase order as an A4 PDF with jsPDF (loaded only when a PDF is asked for), as
 * the invoices' PDF is drawn: our letterhead, the supplier, where and when, lines and totals.
 * @example const blob = await purchaseOrderPdf(document); // application/pdf
 */
export async function purchaseOrderPdf(doc: PurchaseOrderDocument): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 15;
  const right = 195;
  let y = 18;
  if (doc.issuer.logo !== null && doc.issuer.logo.startsWith('data:image/')) {
    try {
      pdf.addImage(doc.issuer.logo, left, y - 6, 20, 20);
    } catch {
      // A logo jsPDF cannot read is left out; the order still prints.
    }
  }
  const textLeft = doc.issuer.logo === null ? left : left + 24;
  pdf.setFont('helvetica', 'bold').setFontSize(16).text(doc.issuer.name || doc.title, textLeft, y);
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  const letterhead = [doc.issuer.legalName, doc.issuer.abn === '' ? '' : `ABN ${doc.issuer.abn}`, doc.issuer.address, [doc.issuer.email, doc.issuer.phone].filter(Boolean).join('  ')].filter(Boolean);
  letterhead.forEach((line, index) => pdf.text(line, textLeft, y + 5 + index * 4.2));
  pdf.setFont('helvetica', 'bold').setFontSize(18).text(doc.title, right, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  const facts: [string, string][] = [
    ['PO', doc.number],
    ['Ordered', doc.orderedOn],
    ['Wanted', doc.dueOn],
  ];
  facts.forEach(([label, value], index) => pdf.text(`${label}: ${value}`, right, y + 7 + index * 5, { align: 'right' }));
  y = Math.max(y + 10 + letterhead.length * 4.2, y + 9 + facts.length * 5) + 6;
  pdf.setFont('helvetica', 'bold').text('Supplier', left, y);
  pdf.text(doc.isPickup ? 'We collect from you' : 'Deliver to', 110, y);
  pdf.setFont('helvetica', 'normal');
  [doc.supplier.name, [doc.supplier.email, doc.supplier.phone].filter(Boolean).join('  ')].filter(Boolean).forEach((line, index) => pdf.text(line, left, y + 5 + index * 4.5));
  if (!doc.isPickup) [doc.deliverTo.name, doc.deliverTo.address].filter(Boolean).forEach((line, index) => pdf.text(pdf.splitTextToSize(line, right - 110) as string[], 110, y + 5 + index * 4.5));
  y += 18;

  const columns = [
    { title: 'Description', x: left, align: 'left' as const },
    { title: 'Qty', x: 120, align: 'right' as const },
    { title: 'Unit price', x: 145, align: 'right' as const },
    { title: 'GST', x: 166, align: 'right' as const },
    { title: 'Amount', x: right, align: 'right' as const },
  ];
  pdf.setFont('helvetica', 'bold');
  columns.forEach((column) => pdf.text(column.title, column.x, y, { align: column.align }));
  pdf.line(left, y + 2, right, y + 2);
  pdf.setFont('helvetica', 'normal');
  y += 7;
  for (const line of doc.lines) {
    if (y > 265) {
      pdf.addPage();
      y = 20;
    }
    const description = pdf.splitTextToSize(line.description, 90) as string[];
    pdf.text(description, left, y);
    pdf.text(line.quantity.toLocaleString('en-AU'), 120, y, { align: 'right' });
    pdf.text(formatMoney(line.unitPrice), 145, y, { align: 'right' });
    pdf.text(line.gst === 0 ? '–' : formatMoney(line.gst), 166, y, { align: 'right' });
    pdf.text(formatMoney(line.amount), right, y, { align: 'right' });
    y += 5 * description.length + 1;
  }
  pdf.line(120, y, right, y);
  y += 6;
  const totals: [string, string][] = [
    ['Subtotal (ex GST)', formatMoney(doc.subTotal)],
    ['GST', formatMoney(doc.taxTotal)],
    ['Total (AUD)', formatMoney(doc.amountTotal)],
  ];
  totals.forEach(([label, value], index) => {
    pdf.setFont('helvetica', index === 2 ? 'bold' : 'normal');
    pdf.text(label, 166, y + index * 5.5, { align: 'right' });
    pdf.text(value, right, y + index * 5.5, { align: 'right' });
  });
  return pdf.output('blob');
}
