import { describe, expect, it } from 'vitest';
import { isValidScheduleExpression } from '../domain/schedule-expression';
import { products } from '../entities/definitions/products';
import { standingCustomerOrders } from '../entities/definitions/standing-customer-orders';
import { supplierInvoices } from '../entities/definitions/supplier-invoices';
import { blankItem, formValues } from './detail-ports';

describe('blankItem', () => {
  it('starts boxes unticked and leaves text, numbers and references empty', () => {
    const item = blankItem(products);
    expect(item.isSold).toBe(false);
    expect(item.productName).toBeUndefined();
    expect(item.categoryID).toBeUndefined();
  });

  it('starts a schedule as a valid default the editor shows as choices', () => {
    const schedule = blankItem(standingCustomerOrders).cronExpression;
    expect(schedule).toBe('0 0 * * 1');
    expect(isValidScheduleExpression(String(schedule))).toBe(true);
  });
});

describe('formValues', () => {
  it('writes what the buyer keeps of a supplier invoice, never the supplier or the totals', () => {
    const values = formValues(supplierInvoices, {
      id: 'i1',
      invoiceNumber: 'GD-1',
      sellerID: 'comp-x',
      amountTotal: 10,
      amountPaid: 5,
      _syncState: 'synced',
    });
    expect(values).toEqual({ invoiceNumber: 'GD-1', amountPaid: 5 });
  });
});
