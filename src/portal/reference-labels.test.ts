import { describe, expect, it } from 'vitest';
import { cellText } from '../blocks/cell-text';
import { customerOrders } from '../entities/definitions/customer-orders';
import type { EntityField } from '../entities/entity-definition';
import { referenceLabelFrom, type ReferenceOptions } from './use-reference-options';

const customerField = customerOrders.fields.find(
  (field) => field.name === 'supplyAgreementID',
) as EntityField;

// comp1's customers records: the cafe's (buying on Bulktrade) and a former one naming it too, inactive.
const options: ReferenceOptions = new Map([
  [
    'customers',
    [
      { value: 'agr-old-cafe', label: 'Cafe (old terms)', inactive: true, matches: { buyerID: 'comp-cafe' } },
      { value: 'agr-cafe', label: 'Brunswick Street Espresso', matches: { buyerID: 'comp-cafe' } },
      { value: 'agr-deli', label: 'Fitzroy Deli' },
    ],
  ],
]);

describe('the Customer column of a customer order', () => {
  const label = referenceLabelFrom(options);

  it('names the customer of the seller’s own agreement the order names', () => {
    expect(
      cellText(customerField, 'agr-deli', 'Australia/Melbourne', label, { supplyAgreementID: 'agr-deli' }),
    ).toBe('Fitzroy Deli');
  });

  it('names the customer of an order the customer placed, which names its own supplier record, by its account', () => {
    const placed = {
      id: 'po-1',
      supplyAgreementID: 'agr-espresso-buys-from-yarra-valley',
      buyerID: 'comp-cafe',
      sellerID: 'comp1',
    };
    expect(cellText(customerField, placed.supplyAgreementID, 'Australia/Melbourne', label, placed)).toBe(
      'Brunswick Street Espresso',
    );
  });

  it('shows the id when no record of the company names that customer', () => {
    const stranger = { supplyAgreementID: 'their-record', buyerID: 'comp-other' };
    expect(cellText(customerField, stranger.supplyAgreementID, 'Australia/Melbourne', label, stranger)).toBe(
      'their-record',
    );
  });

  it('names the customer of an order the company fulfils as a 3PL (no agreement of its own, none named) by the directory', () => {
    const withDirectory: ReferenceOptions = new Map([
      ...options,
      ['public-companies', [{ value: 'comp-pub', label: 'Northcote Grocer' }]],
    ]);
    const fulfilled = { sellerID: 'comp-cider', fulfillerID: 'comp1', buyerID: 'comp-pub' };
    expect(
      cellText(customerField, undefined, 'Australia/Melbourne', referenceLabelFrom(withDirectory), fulfilled),
    ).toBe('Northcote Grocer');
  });
});
