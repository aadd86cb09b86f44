import { consignmentID } from '../flows/order-consignments';
import type { TrainingClock } from './training-clock';
import { companyRef } from './training-companies';
import { COMPANY, LOCATION } from './training-ids';
import { locationRef } from './training-sites';
import type { EntityName } from '../../src/entities/record-of';
import type { SeedData, SeedRecord, SeedRecords } from './training-types';

// comp1 as Healesville Cider's 3PL (issue 23 §7): the cidery's two ciders, which comp1 holds at
// its Dandenong warehouse for it; the cidery's order to the Brunswick Street café for tomorrow,
// confirmed, whose consignment waits on comp1's picking hub (as the order-confirmed flow makes it:
// comp1's, named for its client, without prices); and its order for the day after, not yet
// confirmed, which goes onto comp1's floor when the cidery confirms it. (The cidery's catalogue
// and its terms with the café are its own business, outside comp1's demo.)

/** The cidery's products, as its 3PL's floor names them. */
export const CIDER_PRODUCT = {
  apple: {
    id: 'prod-cider-apple-330',
    productName: 'Apple Cider 330ml (carton of 24)',
    abbreviation: 'HCA330',
    price: 62,
    held: 96,
  },
  pear: {
    id: 'prod-cider-pear-330',
    productName: 'Pear Cider 330ml (carton of 24)',
    abbreviation: 'HCP330',
    price: 64,
    held: 48,
  },
} as const;

/** The cidery's open order for tomorrow that comp1 picks for it (numbered in the cidery's own series). */
export const CIDER_OPEN_ORDER = {
  id: 'co-cider-fitzroy-open',
  number: 421,
  consignmentNumber: 'C1200',
} as const;
/** The cidery's order for the day after, not confirmed yet. */
export const CIDER_DRAFT_ORDER = { id: 'co-cider-fitzroy-next', number: 422 } as const;

const LINES = [
  { product: CIDER_PRODUCT.apple, quantity: 2 },
  { product: CIDER_PRODUCT.pear, quantity: 1 },
] as const;

/** A cidery order of LINES to the café, comp1 its fulfiller; confirmed when `confirmedOn` is given. */
function ciderOrder(
  order: { id: string; number: number },
  dueDate: string,
  confirmedOn: string | null,
): SeedData<'customer-orders'> {
  const subTotal = LINES.reduce((sum, line) => sum + line.quantity * line.product.price, 0);
  const taxTotal = Math.round(subTotal * 10) / 100;
  return {
    id: order.id,
    customerOrderNumber: order.number,
    buyerID: COMPANY.fitzroy,
    sellerID: COMPANY.cider,
    fulfillerID: COMPANY.wholesaler,
    locationID: LOCATION.fitzroy,
    dueDate,
    isConfirmed: confirmedOn !== null,
    confirmedOn,
    isDispatched: false,
    tagsCSV: 'Cider',
    orderItems: LINES.map((line, index) => ({
      id: `${order.id}-${index + 1}`,
      productID: line.product.id,
      description: line.product.productName,
      quantity: line.quantity,
      unitPrice: line.product.price,
      taxType: 'GST',
      amountTotal: line.quantity * line.product.price,
      sortNumber: index + 1,
    })),
    subTotal,
    taxTotal,
    amountTotal: subTotal + taxTotal,
  };
}

/** Records of the cidery and of comp1 as its 3PL, by navigation name. */
export function trainingThirdParty(
  clock: TrainingClock,
): SeedRecords<'products' | 'stock-items' | 'customer-orders' | 'customer-consignments'> {
  const cider = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.cider,
    data: { ...data, isInactive: false },
  });
  const comp1 = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data: { ...data, isInactive: false },
  });
  const dueDate = clock.at(1, 8);
  return {
    products: Object.values(CIDER_PRODUCT).map((product, index) =>
      cider('products', {
        id: product.id,
        companyAccountID: COMPANY.cider,
        productName: product.productName,
        abbreviation: product.abbreviation,
        sortNumber: index + 1,
        taxType: 'GST',
        tags: 'Cider',
        isSold: true,
        isAcquired: false,
        isManufactured: true,
        weight: 8.9,
      }),
    ),
    // What comp1 holds for the cidery: its own stock records, which its pickers take from.
    'stock-items': Object.values(CIDER_PRODUCT).map((product) =>
      comp1('stock-items', {
        id: `stock-${product.id.slice('prod-'.length)}`,
        locationID: LOCATION.warehouse,
        productID: product.id,
        batchID: null,
        available: product.held,
        onHold: 0,
        wasted: 0,
      }),
    ),
    'customer-orders': [
      cider('customer-orders', ciderOrder(CIDER_OPEN_ORDER, dueDate, clock.at(0, 7))),
      cider('customer-orders', ciderOrder(CIDER_DRAFT_ORDER, clock.at(2, 8), null)),
    ],
    'customer-consignments': [
      comp1('customer-consignments', {
        id: consignmentID(COMPANY.wholesaler, CIDER_OPEN_ORDER.id),
        consignmentNumber: CIDER_OPEN_ORDER.consignmentNumber,
        customerOrderID: CIDER_OPEN_ORDER.id,
        customerOrderIDs: [CIDER_OPEN_ORDER.id],
        buyerID: COMPANY.fitzroy,
        buyer: companyRef(COMPANY.fitzroy),
        sellerID: COMPANY.cider,
        seller: companyRef(COMPANY.cider),
        fulfillerID: COMPANY.wholesaler,
        fulfillmentBuyerID: COMPANY.cider,
        departureLocationID: LOCATION.warehouse,
        departureLocation: locationRef(LOCATION.warehouse),
        destinationLocationID: LOCATION.fitzroy,
        destinationLocation: locationRef(LOCATION.fitzroy),
        dueDate,
        dueReadyOn: clock.at(1, 5, 30),
        isOrdered: true,
        isRequestPickup: false,
        isBuyerCourier: false,
        isReadyToOrderCourier: false,
        isDispatched: false,
        isTransfer: false,
        needsPacking: true,
        consignmentOrderItems: LINES.map((line) => ({
          productID: line.product.id,
          quantity: line.quantity,
          productName: line.product.productName,
        })),
        consignmentEntryItems: [],
        packagedItems: [],
      }),
    ],
  };
}
