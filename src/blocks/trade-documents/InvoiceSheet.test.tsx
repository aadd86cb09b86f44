import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { invoiceDocument, issuerOf } from '../../domain/trade-documents/invoice-document';
import { InvoiceSheet } from './InvoiceSheet';

const INVOICE = {
  invoiceNumber: 'INV-1042',
  issuedOn: '2026-11-20T00:00:00.000Z',
  dueOn: '2026-12-04T00:00:00.000Z',
  lineItems: [
    { id: 'l1', description: 'Sourdough Loaf 800g', quantity: 10, unitPrice: 6, taxType: 'GST' as const },
  ],
  subTotal: 60,
  taxTotal: 6,
  amountTotal: 66,
};
const NOW = Date.parse('2026-11-27T00:00:00.000Z');

describe('the invoice as it prints', () => {
  it('is a Tax Invoice showing the seller’s ABN, also in the buyer’s copy drawn from the seller’s public profile', () => {
    // The buyer has no access to the seller's settings: its copy reads the public directory.
    const publicProfile = {
      companyName: 'Yarra Valley Wholesale',
      accountName: 'Yarra Valley Wholesale Pty Ltd',
      abn: '51 824 753 556',
    };
    renderWithMantine(
      <InvoiceSheet
        doc={invoiceDocument(
          INVOICE,
          issuerOf(publicProfile),
          'Swan Street Kitchen',
          'Australia/Melbourne',
          NOW,
        )}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    expect(screen.getByText('ABN 51 824 753 556')).toBeInTheDocument();
  });

  it('is not called a tax invoice without an ABN to show (nor without GST)', () => {
    expect(
      invoiceDocument(
        INVOICE,
        issuerOf({ companyName: 'No ABN Yet' }),
        'Swan Street Kitchen',
        'Australia/Melbourne',
        NOW,
      ).title,
    ).toBe('Invoice');
    const noGst = {
      ...INVOICE,
      lineItems: INVOICE.lineItems.map((line) => ({ ...line, taxType: null })),
      taxTotal: 0,
      amountTotal: 60,
    };
    expect(
      invoiceDocument(
        noGst,
        issuerOf({ abn: '51 824 753 556' }),
        'Swan Street Kitchen',
        'Australia/Melbourne',
        NOW,
      ).title,
    ).toBe('Invoice');
  });
});
