import type { InvoiceDocument } from '../../domain/trade-documents/invoice-document';
import { tradeDocumentPdf } from './trade-document-pdf';

/**
 * Draws the invoice as an A4 PDF: the letterhead with logo, ABN and bank details, who it
 * bills, the lines, the totals and what is still owed.
 * @example const blob = await invoicePdf(document); // application/pdf
 */
export function invoicePdf(doc: InvoiceDocument): Promise<Blob> {
  return tradeDocumentPdf({
    issuer: doc.issuer,
    title: doc.title,
    facts: [
      ['Invoice', doc.number],
      ['Issued', doc.issuedOn],
      ['Due', doc.dueOn],
      ...(doc.orderNumber === '' ? [] : [['Order', doc.orderNumber] as const]),
      ...(doc.poNumber === '' ? [] : [['PO', doc.poNumber] as const]),
    ],
    lines: doc.lines,
    totals: [
      { label: 'Subtotal (ex GST)', value: doc.subTotal },
      { label: 'GST', value: doc.taxTotal },
      { label: 'Total (AUD)', value: doc.amountTotal, bold: true },
      { label: 'Paid', value: doc.payment.paid },
      { label: 'Amount due', value: doc.payment.owing, bold: true },
    ],
    parties: (pdf, y, { left }) => {
      pdf.setFont('helvetica', 'bold').text('Bill to', left, y);
      pdf.setFont('helvetica', 'normal').text(doc.billTo, left, y + 5);
      return y + 14;
    },
    footer: (pdf, y, { left, right }) => {
      let at = y;
      if (doc.issuer.bank !== null) {
        pdf.setFont('helvetica', 'bold').text('Pay by bank transfer', left, at);
        pdf.setFont('helvetica', 'normal');
        const bank = doc.issuer.bank;
        [
          `Account name: ${bank.accountName}`,
          `BSB: ${bank.bsb}   Account: ${bank.accountNumber}`,
          `Reference: ${doc.number}`,
        ].forEach((line, index) => pdf.text(line, left, at + 5 + index * 4.2));
        at += 20;
      }
      if (doc.issuer.paymentNote !== '')
        pdf.text(pdf.splitTextToSize(doc.issuer.paymentNote, right - left) as string[], left, at);
    },
  });
}
