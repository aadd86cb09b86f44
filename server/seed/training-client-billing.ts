import { clientBillableItemsFor, fulfilmentRatesOf } from '../../src/domain/client-billing';
import { dueOnFor, invoiceLinesFrom, invoiceTotalsOf } from '../../src/domain/courier-billing';
import type { TrainingClock } from './training-clock';
import { COMPANY, LOCATION } from './training-ids';
import { invoiceLineItemSchema } from '../../src/domain/schemas/invoice';
import type { EntityName } from '../../src/entities/record-of';
import { storedLines } from './stored-lines';
import type { SeedData, SeedRecord, SeedRecords } from './training-types';

/** comp1's fees as Healesville Cider's 3PL (its default tier: the cidery's agreement names none). */
const TIER_ID = 'tier-3pl-fulfilment';
const RATES = { orderFee: 6.5, unitFee: 0.35 };
const INVOICE_ID = 'clinv-cider-0900';
const TERMS = { daysToPay: 14 };

type Fulfilled = {
  id: string;
  number: string;
  days: number;
  lines: readonly [string, number][];
  buyerID: string;
  locationID: string;
  invoiced: boolean;
};

// Healesville Cider's orders comp1 picked, packed and dispatched for it; the two newest are its
// archived client orders (training-archives.ts), the oldest was invoiced last week.
const FULFILLED: readonly Fulfilled[] = [
  {
    id: 'cli-archived-cider-sydney-rd',
    number: 'HC-0405',
    days: -10,
    lines: [
      ['Apple Cider 330ml (carton of 24)', 3],
      ['Pear Cider 330ml (carton of 24)', 2],
    ],
    buyerID: COMPANY.brunswick,
    locationID: LOCATION.brunswick,
    invoiced: true,
  },
  {
    id: 'cli-archived-cider-fitzroy',
    number: 'HC-0412',
    days: -3,
    lines: [['Apple Cider 330ml (carton of 24)', 2]],
    buyerID: COMPANY.fitzroy,
    locationID: LOCATION.fitzroy,
    invoiced: false,
  },
  {
    id: 'cli-archived-cider-st-kilda',
    number: 'HC-0415',
    days: -1,
    lines: [['Pear Cider 330ml (carton of 24)', 1]],
    buyerID: COMPANY.stKilda,
    locationID: LOCATION.stKilda,
    invoiced: false,
  },
];

/**
 * comp1 as a 3PL billing Healesville Cider (the services' client billing, made ahead): its
 * fulfilment tier, the client billable items of three cider orders it dispatched over the last
 * ten days (as server/flows/client-billable-items.ts makes them), and its client invoice that
 * took the oldest order's items. The two newer orders wait on the Ready to invoice panel.
 */
export function trainingClientBilling(
  clock: TrainingClock,
): SeedRecords<
  'courier-price-tiers' | 'client-order-archives' | 'client-billable-items' | 'client-invoices'
> {
  const own = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data,
  });
  const items = FULFILLED.flatMap((order) =>
    clientBillableItemsFor(
      {
        id: order.id,
        customerOrderNumber: order.number,
        orderItems: order.lines.map(([description, quantity]) => ({ description, quantity })),
      },
      fulfilmentRatesOf(RATES),
      { client: COMPANY.cider, fulfiller: COMPANY.wholesaler, on: clock.at(order.days, 10) },
    ).map((item) => ({
      ...item,
      priceTierID: TIER_ID,
      ...(order.invoiced ? { isInvoiced: true, invoiceID: INVOICE_ID } : {}),
    })),
  );
  const invoiced = items.filter((item) => item.invoiceID === INVOICE_ID);
  const issuedOn = clock.at(-8, 9);
  // The oldest order, archived like the others (the two newer ones are in training-archives.ts).
  const oldest = FULFILLED[0];
  return {
    'courier-price-tiers': [
      own('courier-price-tiers', {
        id: TIER_ID,
        priceTierName: '3PL Fulfilment',
        priceTierDescription: 'Pick, pack and dispatch for clients',
        isDefault: true,
        deliveryFee: 0,
        packageFee: 0,
        weightFee: 0,
        ...RATES,
        isInactive: false,
      }),
    ],
    'client-order-archives':
      oldest === undefined
        ? []
        : [
            {
              owner: COMPANY.cider,
              data: {
                id: oldest.id,
                customerOrderNumber: oldest.number,
                purchaseOrderNumber: null,
                buyerID: oldest.buyerID,
                sellerID: COMPANY.cider,
                fulfillerID: COMPANY.wholesaler,
                locationID: oldest.locationID,
                dueDate: clock.at(oldest.days, 9),
                isConfirmed: true,
                isDispatched: true,
                tagsCSV: 'Cider',
                orderItems: oldest.lines.map(([description, quantity], index) => ({
                  id: `${oldest.id}-${index + 1}`,
                  productID: null,
                  description,
                  quantity,
                  unitPrice: 62,
                  sortNumber: index + 1,
                })),
                isInactive: false,
              },
            },
          ],
    'client-billable-items': items.map((item) => ({
      owner: COMPANY.wholesaler,
      parties: [COMPANY.cider],
      data: { ...item, isInactive: false },
    })),
    'client-invoices': [
      own('client-invoices', {
        id: INVOICE_ID,
        companyAccountID: COMPANY.wholesaler,
        invoiceNumber: 'INV-0900',
        buyerID: COMPANY.cider,
        sellerID: COMPANY.wholesaler,
        issuedOn,
        dueOn: dueOnFor(issuedOn, TERMS),
        lineItems: storedLines(invoiceLineItemSchema, invoiceLinesFrom(invoiced)),
        ...invoiceTotalsOf(invoiced),
        amountPaid: 0,
        paidOn: null,
        isPaid: false,
        isConfirmed: true,
        isDispatched: true,
        isInactive: false,
      }),
    ],
  };
}
