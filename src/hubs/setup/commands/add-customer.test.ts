import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { addCustomer } from './add-customer';

const base = { companyID: 'c1', now: new Date(0), locationID: 'loc1', newID: 'cu-new' };

describe('add-customer', () => {
  it('creates a customer of the company at its first location, ordering enabled', () => {
    expect(
      writesOf(addCustomer, { ...base, values: { companyName: 'Café Uno', email: ' uno@cafe.au ' } }),
    ).toEqual([
      {
        op: 'create',
        entity: 'customers',
        id: 'cu-new',
        fields: {
          companyName: 'Café Uno',
          email: 'uno@cafe.au',
          phoneNumber: null,
          sellerID: 'c1',
          locationID: 'loc1',
          isCustomerOrderingEnabled: true,
        },
      },
    ]);
  });

  it('needs a name and a valid email when one is given', () => {
    expect(addCustomer.isEnabled({ ...base, values: { companyName: '' } })).toBe(false);
    expect(addCustomer.isEnabled({ ...base, values: { companyName: 'Uno', email: 'x@' } })).toBe(false);
  });
});
