import { describe, expect, it } from 'vitest';
import { supplierDashboardFlow } from './flow';

describe('the supplier dashboard flow', () => {
  it('asks for the sales of the 12 weeks to today, in the company’s time zone', () => {
    const now = Date.parse('2026-11-25T23:00:00Z');
    expect(supplierDashboardFlow(now, 'Australia/Melbourne')).toEqual({
      request: { kind: 'supplier', now, timeZone: 'Australia/Melbourne' },
      title: 'Supplier Dashboard',
      subtitle: 'Sales over the 12 weeks to 26 Nov 2026',
      wording: { trade: 'Sales', party: 'Customer', invoiceRoute: 'customer-invoice' },
    });
  });
});
