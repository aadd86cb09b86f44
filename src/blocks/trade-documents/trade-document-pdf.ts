import type { jsPDF as JsPdf } from 'jspdf';
import { formatMoney } from '../../domain/money';
import {
  letterheadLines,
  orderedNote,
  type TradeDocument,
} from '../../domain/trade-documents/trade-document';

const LEFT = 15;
const RIGHT = 195;
const PAGE_END = 265;

const COLUMNS = [
  { title: 'Description', x: LEFT, align: 'left' },
  { title: 'Qty', x: 120, align: 'right' },
  { title: 'Unit price', x: 145, align: 'right' },
  { title: 'GST', x: 166, align: 'right' },
  { title: 'Amount', x: RIGHT, align: 'right' },
] as const;

/** The letterhead at the left and the title, reference, status and facts at the right. */
function drawHeading(pdf: JsPdf, doc: TradeDocument, top: number): number {
  if (doc.issuer.logo !== null && doc.issuer.logo.startsWith('data:image/')) {
    try {
      pdf.addImage(doc.issuer.logo, LEFT, top - 6, 20, 20);
    } catch {
      // A logo jsPDF cannot read is left out; the document still prints.
    }
  }
  const textLeft = doc.issuer.logo === null ? LEFT : LEFT + 24;
  pdf.setFont('helvetica', 'bold').setFontSize(16).text(doc.issuer.name, textLeft, top);
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  const letterhead = letterheadLines(doc.issuer);
  letterhead.forEach((line, index) => pdf.text(line, textLeft, top + 5 + index * 4.2));

  pdf.setFont('helvetica', 'bold').setFontSize(18).text(doc.title, RIGHT, top, { align: 'right' });
  pdf.setFontSize(11).text(doc.reference, RIGHT, top + 6, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  let right = top + 6;
  if (doc.status !== null) pdf.text(doc.status.label, RIGHT, (right += 5), { align: 'right' });
  for (const [label, value] of doc.facts.filter(([, value]) => value !== '')) {
    right += 5;
    pdf.setFont('helvetica', 'bold').text(label, 150, right, { align: 'right' });
    pdf.setFont('helvetica', 'normal').text(value, RIGHT, right, { align: 'right' });
  }
  return Math.max(top + 10 + letterhead.length * 4.2, right + 4) + 6;
}

/** The parties side by side, each a heading, a name in bold and its lines. */
function drawParties(pdf: JsPdf, doc: TradeDocument, top: number): number {
  const width = (RIGHT - LEFT) / Math.max(doc.parties.length, 2);
  let bottom = top;
  doc.parties.forEach((party, index) => {
    const x = LEFT + index * width;
    let y = top;
    pdf.setFont('helvetica', 'bold').text(party.heading, x, y);
    if (party.name !== '') pdf.text(party.name, x, (y += 5));
    pdf.setFont('helvetica', 'normal');
    for (const line of party.lines) {
      const wrapped = pdf.splitTextToSize(line, width - 5) as string[];
      pdf.text(wrapped, x, (y += 5));
      y += 4.5 * (wrapped.length - 1);
    }
    bottom = Math.max(bottom, y);
  });
  return bottom + 10;
}

/** The lines with GST, a new page when the sheet runs out; answers the y below them. */
function drawLines(pdf: JsPdf, doc: TradeDocument, top: number): number {
  let y = top;
  pdf.setFont('helvetica', 'bold');
  COLUMNS.forEach((column) => pdf.text(column.title, column.x, y, { align: column.align }));
  pdf.line(LEFT, y + 2, RIGHT, y + 2);
  pdf.setFont('helvetica', 'normal');
  y += 7;
  for (const line of doc.lines) {
    if (y > PAGE_END) {
      pdf.addPage();
      y = 20;
    }
    const description = pdf.splitTextToSize(line.description, 90) as string[];
    pdf.text(description, LEFT, y);
    pdf.text(line.quantity.toLocaleString('en-AU'), 120, y, { align: 'right' });
    pdf.text(formatMoney(line.unitPrice), 145, y, { align: 'right' });
    pdf.text(line.gst === 0 ? '–' : formatMoney(line.gst), 166, y, { align: 'right' });
    pdf.text(formatMoney(line.amount), RIGHT, y, { align: 'right' });
    const note = orderedNote(line);
    if (note !== '')
      pdf
        .setFontSize(8)
        .text(note, 120, y + 4, { align: 'right' })
        .setFontSize(10);
    y += 5 * Math.max(description.length, note === '' ? 1 : 2) + 1;
  }
  return y;
}

/** The totals under the lines, then the notes (how to pay). */
function drawTotalsAndNotes(pdf: JsPdf, doc: TradeDocument, top: number): void {
  pdf.line(120, top, RIGHT, top);
  let y = top + 6;
  for (const { label, value, strong } of doc.totals) {
    pdf.setFont('helvetica', strong ? 'bold' : 'normal');
    pdf.text(label, 166, y, { align: 'right' });
    pdf.text(formatMoney(value), RIGHT, y, { align: 'right' });
    y += 5.5;
  }
  y += 8;
  pdf.setFontSize(9);
  for (const note of doc.notes) {
    if (note.heading !== '') {
      pdf.setFont('helvetica', 'bold').text(note.heading, LEFT, y);
      y += 5;
    }
    pdf.setFont('helvetica', 'normal');
    for (const line of note.lines) {
      const wrapped = pdf.splitTextToSize(line, RIGHT - LEFT) as string[];
      pdf.text(wrapped, LEFT, y);
      y += 4.2 * wrapped.length;
    }
    y += 3;
  }
}

/**
 * Draws a trade document on an A4 jsPDF: the model the printed sheet shows (TradeDocumentSheet),
 * the same parts in the same order.
 * @example drawTradeDocument(new jsPDF({ unit: 'mm', format: 'a4' }), invoiceTradeDocument(doc))
 */
export function drawTradeDocument(pdf: JsPdf, doc: TradeDocument): JsPdf {
  let y = drawHeading(pdf, doc, 18);
  pdf.setFontSize(10);
  y = drawParties(pdf, doc, y);
  y = drawLines(pdf, doc, y);
  drawTotalsAndNotes(pdf, doc, y);
  return pdf;
}

/**
 * A trade document (an invoice, a purchase order) as an A4 PDF; jsPDF is loaded only when a
 * PDF is asked for.
 * @example const blob = await tradeDocumentPdf(invoiceTradeDocument(doc)); // application/pdf
 */
export async function tradeDocumentPdf(doc: TradeDocument): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  return drawTradeDocument(new jsPDF({ unit: 'mm', format: 'a4' }), doc).output('blob');
}
