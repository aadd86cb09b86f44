import { describe, expect, it } from 'vitest';
import { invoiceFlow, type InvoiceFlowInput } from './flow';

const NOW = Date.parse('2026-11-27T01:00:00Z');

function input(overrides: Partial<InvoiceFlowInput> = {}): InvoiceFlowInput {
  return {
    entityName: 'customer-invoices',
    invoice: {
      id: 'inv1',
      sellerID: 'comp1',
      buyerID: 'fitzroy',
      companyAccountID: 'comp1',
      invoiceNumber: 'INV-1001',
      lineItems: [],
    },
    ownerRole: 'sellerID',
    ownCompany: { id: 'comp1', companyName: 'Yarra Valley Bakery' },
    publicSeller: undefined,
    buyer: { id: 'fitzroy', companyName: 'Fitzroy Grocer' },
    customers: [],
    companyName: 'Yarra Valley Bakery',
    ownCompanyID: 'comp1',
    canEdit: true,
    timeZone: 'Australia/Melbourne',
    now: NOW,
    ...overrides,
  };
}

describe('the invoice screen’s flow', () => {
  it('letters the seller’s invoice with its company and bills the buyer by name', () => {
    const view = invoiceFlow(input());
    expect(view.letterhead.name).toBe('Yarra Valley Bakery');
    expect(view.billTo).toBe('Fitzroy Grocer');
    expect(view.recordsPaymentHere).toBe(true);
  });

  it('names a buyer outside the directory by the seller’s customer record, never by its account id', () => {
    expect(
      invoiceFlow(
        input({ buyer: null, customers: [{ id: 'c1', buyerID: 'fitzroy', companyName: 'Fitzroy' }] }),
      ).billTo,
    ).toBe('Fitzroy');
    // While the names are still arriving: no name yet.
    expect(invoiceFlow(input({ buyer: undefined, customers: undefined })).billTo).toBe('');
    // Once they are here and none names the buyer, the account is all there is.
    expect(invoiceFlow(input({ buyer: null, customers: [] })).billTo).toBe('fitzroy');
  });

  it('bills the company itself on a supplier or subscription invoice', () => {
    expect(invoiceFlow(input({ entityName: 'supplier-invoices', buyer: null })).billTo).toBe(
      'Yarra Valley Bakery',
    );
  });

  it('keeps Bulktrade’s subscription invoices read only, under Bulktrade’s letterhead', () => {
    const view = invoiceFlow(input({ entityName: 'subscription-invoices' }));
    expect(view.letterhead.name).toBe('Bulktrade');
    expect(view.isSubscription).toBe(true);
    expect(view.recordsPaymentHere).toBe(false);
  });

  it('records payment only where the company issued the invoice and may edit invoices', () => {
    expect(invoiceFlow(input({ ownCompanyID: 'other' })).issuedByOther).toBe(true);
    expect(invoiceFlow(input({ ownCompanyID: 'other' })).recordsPaymentHere).toBe(false);
    expect(invoiceFlow(input({ canEdit: false })).recordsPaymentHere).toBe(false);
  });
});
