import { CUSTOMERS, SUPPLIERS, type CustomerSeed } from './training-agreements';
import type { TrainingClock } from './training-clock';
import { COMPANY, LOCATION, USER } from './training-ids';
import { buildOrder, type BuiltOrder, type OrderSeed } from './training-order-builder';
import { PRODUCT } from './training-products';

/** Customer order ids; the four due today ride on today's journey. */
export const CUSTOMER_ORDER = {
  fitzroyOverdue: 'co-0999',
  stKildaLastWeek: 'co-1000',
  fitzroyToday: 'co-1001',
  richmondToday: 'co-1002',
  brunswickToday: 'co-1003',
  stKildaToday: 'co-1004',
  geelongTomorrow: 'co-1005',
  fitzroyNext: 'co-1006',
  richmondPickup: 'co-1007',
} as const;

export const PURCHASE_ORDER = {
  dairyLastWeek: 'po-2000',
  dairyTomorrow: 'po-2001',
  bakeryTomorrow: 'po-2002',
  sodaReceived: 'po-2003',
} as const;

/** Orders due today, in the order the journey visits them. */
export const TODAYS_RUN: readonly string[] = [
  CUSTOMER_ORDER.fitzroyToday,
  CUSTOMER_ORDER.brunswickToday,
  CUSTOMER_ORDER.richmondToday,
  CUSTOMER_ORDER.stKildaToday,
];

type Placed = Pick<OrderSeed, 'id' | 'number' | 'createdOn' | 'dueDate' | 'state' | 'lines'> &
  Partial<OrderSeed>;

function sale(customer: CustomerSeed, order: Placed): OrderSeed {
  return {
    kind: 'customer',
    buyerID: customer.companyID,
    sellerID: COMPANY.wholesaler,
    locationID: customer.locationID,
    supplyAgreementID: customer.agreementID,
    priceTierID: customer.priceTierID,
    confirmedByUserID: USER.sales,
    ...order,
  };
}

function purchase(supplier: (typeof SUPPLIERS)[keyof typeof SUPPLIERS], order: Placed): OrderSeed {
  return {
    kind: 'purchase',
    buyerID: COMPANY.wholesaler,
    sellerID: supplier.companyID,
    locationID: LOCATION.warehouse,
    supplyAgreementID: supplier.agreementID,
    ...order,
  };
}

/**
 * Customer orders (owned by comp1, the seller) and purchase orders (owned by comp1, the buyer),
 * unconfirmed, confirmed and dispatched, priced with priceOrder.
 */
export function trainingOrders(clock: TrainingClock): { customer: BuiltOrder[]; purchase: BuiltOrder[] } {
  const { at } = clock;
  const customer = [
    sale(CUSTOMERS.fitzroy, {
      id: CUSTOMER_ORDER.fitzroyOverdue,
      number: 999,
      createdOn: at(-15, 11, 5),
      dueDate: at(-14, 7, 30),
      state: 'dispatched',
      lines: [
        [PRODUCT.baristaMilk, 36],
        [PRODUCT.sourdough, 8],
        [PRODUCT.coffeeBeans, 2],
      ],
    }),
    sale(CUSTOMERS.stKilda, {
      id: CUSTOMER_ORDER.stKildaLastWeek,
      number: 1000,
      createdOn: at(-8, 14, 40),
      dueDate: at(-7, 9),
      state: 'dispatched',
      lines: [
        [PRODUCT.coffeeBeans, 36],
        [PRODUCT.sourdough, 16],
        [PRODUCT.orangeJuice, 6],
      ],
    }),
    sale(CUSTOMERS.fitzroy, {
      id: CUSTOMER_ORDER.fitzroyToday,
      number: 1001,
      createdOn: at(-1, 10, 15),
      confirmedOn: at(-1, 10, 20),
      dueDate: at(0, 7, 30),
      state: 'dispatched',
      lines: [
        [PRODUCT.baristaMilk, 24],
        [PRODUCT.sourdough, 8],
        [PRODUCT.croissant, 24],
        [PRODUCT.coffeeBeans, 2],
      ],
    }),
    sale(CUSTOMERS.richmond, {
      id: CUSTOMER_ORDER.richmondToday,
      number: 1002,
      createdOn: at(-1, 11, 2),
      confirmedOn: at(-1, 11, 30),
      dueDate: at(0, 8),
      state: 'dispatched',
      lines: [
        [PRODUCT.milk, 18],
        [PRODUCT.orangeJuice, 12],
        [PRODUCT.cola, 48],
        [PRODUCT.cups, 10],
        [PRODUCT.coffeeBeans, 3],
      ],
    }),
    sale(CUSTOMERS.brunswick, {
      id: CUSTOMER_ORDER.brunswickToday,
      number: 1003,
      createdOn: at(-1, 13, 45),
      confirmedOn: at(-1, 13, 45),
      dueDate: at(0, 8, 30),
      state: 'dispatched',
      lines: [
        [PRODUCT.baristaMilk, 12],
        [PRODUCT.croissant, 12],
        [PRODUCT.coldBrew, 12],
      ],
    }),
    sale(CUSTOMERS.stKilda, {
      id: CUSTOMER_ORDER.stKildaToday,
      number: 1004,
      createdOn: at(-1, 15, 20),
      confirmedOn: at(-1, 15, 35),
      dueDate: at(0, 9),
      state: 'dispatched',
      lines: [
        [PRODUCT.coffeeBeans, 24],
        [PRODUCT.sourdough, 16],
        [PRODUCT.orangeJuice, 6],
      ],
    }),
    // Fulfilled from the 3PL's stock and carried by Metro Link: Geelong is outside the delivery fee area.
    sale(CUSTOMERS.geelong, {
      id: CUSTOMER_ORDER.geelongTomorrow,
      number: 1005,
      createdOn: at(-1, 16, 10),
      confirmedOn: at(-1, 16, 30),
      dueDate: at(1, 10),
      state: 'confirmed',
      fulfillerID: COMPANY.fulfiller,
      lines: [
        [PRODUCT.cola, 24],
        [PRODUCT.lemonade, 12],
        [PRODUCT.coldBrew, 24],
        [PRODUCT.coffeeBeans, 2],
      ],
    }),
    sale(CUSTOMERS.fitzroy, {
      id: CUSTOMER_ORDER.fitzroyNext,
      number: 1006,
      createdOn: at(0, 0, 5),
      dueDate: at(2, 7, 30),
      state: 'unconfirmed',
      lines: [
        [PRODUCT.baristaMilk, 48],
        [PRODUCT.croissant, 24],
      ],
    }),
    // A pickup request: no delivery fee even though the order is small.
    sale(CUSTOMERS.richmond, {
      id: CUSTOMER_ORDER.richmondPickup,
      number: 1007,
      createdOn: at(0, 0, 20),
      dueDate: at(2, 11),
      state: 'unconfirmed',
      isRequestPickup: true,
      lines: [
        [PRODUCT.sparklingWater, 24],
        [PRODUCT.lemonade, 12],
      ],
    }),
  ];
  const purchases = [
    purchase(SUPPLIERS.dairy, {
      id: PURCHASE_ORDER.dairyLastWeek,
      number: 2000,
      createdOn: at(-9, 9),
      dueDate: at(-7, 5),
      state: 'dispatched',
      receivedOn: at(-7, 7),
      lines: [
        [PRODUCT.baristaMilk, 240],
        [PRODUCT.milk, 180],
      ],
    }),
    purchase(SUPPLIERS.dairy, {
      id: PURCHASE_ORDER.dairyTomorrow,
      number: 2001,
      createdOn: at(-1, 9),
      confirmedOn: at(-1, 12),
      dueDate: at(1, 5),
      state: 'confirmed',
      lines: [
        [PRODUCT.baristaMilk, 240],
        [PRODUCT.milk, 144],
      ],
    }),
    purchase(SUPPLIERS.bakery, {
      id: PURCHASE_ORDER.bakeryTomorrow,
      number: 2002,
      createdOn: at(0, 0, 30),
      dueDate: at(1, 4, 30),
      state: 'unconfirmed',
      lines: [
        [PRODUCT.sourdough, 48],
        [PRODUCT.croissant, 96],
      ],
    }),
    purchase(SUPPLIERS.soda, {
      id: PURCHASE_ORDER.sodaReceived,
      number: 2003,
      createdOn: at(-12, 10),
      confirmedOn: at(-12, 15),
      dueDate: at(-10, 9),
      state: 'dispatched',
      receivedOn: at(-10, 11),
      lines: [
        [PRODUCT.cola, 480],
        [PRODUCT.lemonade, 120],
        [PRODUCT.sparklingWater, 120],
      ],
    }),
  ];
  return { customer: customer.map(buildOrder), purchase: purchases.map(buildOrder) };
}
