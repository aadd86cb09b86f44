import { within } from '@testing-library/react';
import { jsPDF } from 'jspdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceDocument, issuerOf } from '../../domain/trade-documents/invoice-document';
import { purchaseOrderDocument } from '../../domain/trade-documents/purchase-order-document';
import {
  invoiceTradeDocument,
  purchaseOrderTradeDocument,
  type TradeDocument,
} from '../../domain/trade-documents/trade-document';
import { renderWithMantine } from '../testing/render-with-mantine';
import { drawTradeDocument } from './trade-document-pdf';
import { TradeDocumentSheet } from './TradeDocumentSheet';

// WinAnsi bytes jsPDF writes for characters outside Latin-1.
const WIN_ANSI: Record<string, string> = { '\x96': '–', '\x97': '—' };

/** Every string the PDF draws, read back from its (uncompressed) content streams. */
function pdfTexts(doc: TradeDocument): string[] {
  const source = drawTradeDocument(new jsPDF({ unit: 'mm', format: 'a4' }), doc).output();
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map(([, text]) =>
    text!.replace(/\\(.)/g, '$1').replace(/[\x96\x97]/g, (byte) => WIN_ANSI[byte]!),
  );
}

/** The rows of the sheet's lines table and totals table, cell by cell, as the reader sees them. */
function sheetRows(doc: TradeDocument) {
  const view = renderWithMantine(<TradeDocumentSheet doc={doc} marker="data-invoice-sheet" />);
  const cells = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
  const [lines, totals] = [
    view.getByRole('table', { name: doc.linesCaption }),
    view.getByLabelText('Totals'),
  ];
  const rows = {
    lines: cells(lines).slice(1),
    totals: cells(totals),
    text: view.container.textContent ?? '',
  };
  view.unmount();
  return rows;
}

const ISSUER = issuerOf({
  companyName: 'Yarra Valley Wholesale',
  accountName: 'Yarra Valley Wholesale Pty Ltd',
  abn: '51 824 753 556',
  bankAccountName: 'Yarra Valley Wholesale',
  bankBsb: '063-000',
  bankAccountNumber: '1234 5678',
  invoicePaymentNote: 'Thank you for your business.',
});
const LINES = [
  { id: 'l1', description: 'Sourdough Loaf 800g', quantity: 10, unitPrice: 6, taxType: 'GST' as const },
  { id: 'l2', description: 'Free-range eggs (dozen)', quantity: 4, unitPrice: 7.5, taxType: null },
];
const INVOICE = invoiceDocument(
  {
    invoiceNumber: 'INV-1042',
    customerOrderNumber: 'SO-77',
    issuedOn: '2026-11-20T00:00:00.000Z',
    dueOn: '2026-12-04T00:00:00.000Z',
    lineItems: LINES,
    subTotal: 90,
    taxTotal: 6,
    amountTotal: 96,
    amountPaid: 40,
  },
  ISSUER,
  'Swan Street Kitchen',
  'Australia/Melbourne',
  Date.parse('2026-11-27T00:00:00.000Z'),
);
const PURCHASE_ORDER = purchaseOrderDocument(
  {
    id: '7f3a21c0-0000-4000-8000-000000000000',
    createdOn: '2026-11-20T00:00:00.000Z',
    dueDate: '2026-11-24T21:00:00.000Z',
    orderItems: LINES,
    subTotal: 90,
    taxTotal: 6,
    amountTotal: 96,
  },
  ISSUER,
  { companyName: 'Local Eggs', email: 'orders@localeggs.test' },
  { locationName: 'Richmond kitchen', addressLineOne: '12 Swan Street', suburb: 'Richmond', state: 'VIC' },
  'Australia/Melbourne',
);

describe.each([
  ['a tax invoice', invoiceTradeDocument(INVOICE)],
  ['a purchase order', purchaseOrderTradeDocument(PURCHASE_ORDER)],
])('%s printed and as a PDF', (_, doc) => {
  let pdf: string[] = [];
  let sheet: ReturnType<typeof sheetRows>;
  beforeEach(() => {
    pdf = pdfTexts(doc);
    sheet = sheetRows(doc);
  });

  it('holds the same lines, figure by figure', () => {
    expect(sheet.lines).toHaveLength(doc.lines.length);
    for (const row of sheet.lines) for (const cell of row) expect(pdf).toContain(cell);
  });

  it('holds the same totals', () => {
    expect(sheet.totals).toHaveLength(doc.totals.length);
    for (const [label, value] of sheet.totals) {
      expect(pdf).toContain(label);
      expect(pdf).toContain(value);
    }
  });

  it('draws nothing the printed sheet does not show', () => {
    const squeezed = sheet.text.replace(/\s+/g, '');
    for (const text of pdf) expect(squeezed).toContain(text.replace(/\s+/g, ''));
  });
});
