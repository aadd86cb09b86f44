import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { invoiceLineItemSchema } from '../../src/domain/schemas/invoice';
import { orderItemSchema } from '../../src/domain/schemas/order';
import { storedLines } from './stored-lines';

describe('storedLines', () => {
  it("keeps a priced line as it is, typed by the line's schema", () => {
    const lines = storedLines(orderItemSchema, [
      { id: 'co-1-1', productID: 'milk', quantity: 2, unitPrice: 3.2, taxType: 'GST', appliedUnitPrice: 3.2 },
    ]);
    expect(lines).toEqual([
      { id: 'co-1-1', productID: 'milk', quantity: 2, unitPrice: 3.2, taxType: 'GST', appliedUnitPrice: 3.2 },
    ]);
  });

  it('refuses a line the services would refuse: a tax type beside GST or empty', () => {
    expect(() => storedLines(invoiceLineItemSchema, [{ quantity: 1, unitPrice: 5, taxType: 'VAT' }])).toThrow(
      v.ValiError,
    );
  });
});
