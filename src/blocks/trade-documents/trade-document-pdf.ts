import type { jsPDF as JsPdf } from 'jspdf';
import { formatMoney } from '../../domain/money';
import type { Issuer } from '../../domain/trade-documents/invoice-document';
import type { InvoiceLine } from '../../domain/trade-documents/invoice-payment';

/** A trade document as a PDF draws it: its letterhead, facts, parties, lines and totals. */
export type TradeDocumentPdf = {
  issuer: Issuer;
  /** 'Tax Invoice', 'Purchase Order'. */
  title: string;
  /** Beside the title: label and value ('Due', '02 Dec 2026'). */
  facts: readonly (readonly [string, string])[];
  lines: readonly InvoiceLine[];
  /** Below the lines; the bold ones stand out (the total, the amount due). */
  totals: readonly { label: string; value: number; bold?: boolean }[];
  /** Draws who the document is for below the letterhead, from `y`; answers the y after it. */
  parties: (pdf: JsPdf, y: number, edges: { left: number; right: number }) => number;
  /** Draws what follows the totals (payment details), from `y`. */
  footer?: (pdf: JsPdf, y: number, edges: { left: number; right: number }) => void;
};

const LEFT = 15;
const RIGHT = 195;

/**
 * Draws a trade document (an invoice, a purchase order) as an A4 PDF with jsPDF, loaded only
 * when a PDF is asked for: the issuer's letterhead with logo and ABN, the title and facts, the
 * parties, the lines with GST, and the totals.
 * @example const blob = await tradeDocumentPdf({ issuer, title: 'Tax Invoice', facts: [['Due', '02 Dec 2026']], lines, totals, parties });
 */
export async function tradeDocumentPdf(doc: TradeDocumentPdf): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const edges = { left: LEFT, right: RIGHT };
  let y = 18;
  if (doc.issuer.logo !== null && doc.issuer.logo.startsWith('data:image/')) {
    try {
      pdf.addImage(doc.issuer.logo, LEFT, y - 6, 20, 20);
    } catch {
      // A logo jsPDF cannot read is left out; the document still prints.
    }
  }
  const textLeft = doc.issuer.logo === null ? LEFT : LEFT + 24;
  pdf
    .setFont('helvetica', 'bold')
    .setFontSize(16)
    .text(doc.issuer.name || doc.title, textLeft, y);
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  const letterhead = [
    doc.issuer.legalName,
    doc.issuer.abn === '' ? '' : `ABN ${doc.issuer.abn}`,
    doc.issuer.address,
    [doc.issuer.email, doc.issuer.phone].filter(Boolean).join('  '),
  ].filter(Boolean);
  letterhead.forEach((line, index) => pdf.text(line, textLeft, y + 5 + index * 4.2));
  pdf.setFont('helvetica', 'bold').setFontSize(18).text(doc.title, RIGHT, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  doc.facts.forEach(([label, value], index) =>
    pdf.text(`${label}: ${value}`, RIGHT, y + 7 + index * 5, { align: 'right' }),
  );
  y = Math.max(y + 10 + letterhead.length * 4.2, y + 9 + doc.facts.length * 5) + 6;
  y = doc.parties(pdf, y, edges);

  const columns = [
    { title: 'Description', x: LEFT, align: 'left' as const },
    { title: 'Qty', x: 120, align: 'right' as const },
    { title: 'Unit price', x: 145, align: 'right' as const },
    { title: 'GST', x: 166, align: 'right' as const },
    { title: 'Amount', x: RIGHT, align: 'right' as const },
  ];
  pdf.setFont('helvetica', 'bold');
  columns.forEach((column) => pdf.text(column.title, column.x, y, { align: column.align }));
  pdf.line(LEFT, y + 2, RIGHT, y + 2);
  pdf.setFont('helvetica', 'normal');
  y += 7;
  for (const line of doc.lines) {
    if (y > 265) {
      pdf.addPage();
      y = 20;
    }
    const description = pdf.splitTextToSize(line.description, 90) as string[];
    pdf.text(description, LEFT, y);
    pdf.text(line.quantity.toLocaleString('en-AU'), 120, y, { align: 'right' });
    pdf.text(formatMoney(line.unitPrice), 145, y, { align: 'right' });
    pdf.text(line.gst === 0 ? '–' : formatMoney(line.gst), 166, y, { align: 'right' });
    pdf.text(formatMoney(line.amount), RIGHT, y, { align: 'right' });
    y += 5 * description.length + 1;
  }
  pdf.line(120, y, RIGHT, y);
  y += 6;
  doc.totals.forEach(({ label, value, bold }, index) => {
    pdf.setFont('helvetica', bold === true ? 'bold' : 'normal');
    pdf.text(label, 166, y + index * 5.5, { align: 'right' });
    pdf.text(formatMoney(value), RIGHT, y + index * 5.5, { align: 'right' });
  });
  y += doc.totals.length * 5.5 + 8;
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  doc.footer?.(pdf, y, edges);
  return pdf.output('blob');
}
