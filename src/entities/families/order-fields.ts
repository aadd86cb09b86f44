import type {
  EntityDefinition,
  EntityField,
  NamedFilter,
  PartyAccess,
  PartyField,
  RoleView,
} from '../entity-definition';

/**
 * The order's numbers as its seller keeps them: its own order number (the server's) and the
 * customer's PO number, as customer and fulfiller orders show them.
 * @example SELLER_ORDER_NUMBER_FIELDS.map((field) => field.label) // ['Order Number', 'Customer PO Number']
 */
export const SELLER_ORDER_NUMBER_FIELDS: readonly EntityField[] = [
  // Its list column names the order by this number, else the customer's PO number or due date.
  { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true, display: 'orderName' },
  { name: 'purchaseOrderNumber', label: 'Customer PO Number', kind: 'text' },
];

/**
 * Where and when an order is delivered: the location and the (required) due date.
 * @example ORDER_DELIVERY_FIELDS.map((field) => field.name) // ['locationID', 'dueDate']
 */
export const ORDER_DELIVERY_FIELDS: readonly EntityField[] = [
  {
    name: 'locationID',
    label: 'Deliver To',
    kind: 'reference',
    reference: 'locations',
    referenceLabel: 'locationName',
  },
  { name: 'dueDate', label: 'Due', kind: 'date', required: true },
];

/**
 * The records already dispatched (orders and consignments).
 * @example DISPATCHED_FILTER.conditions // [{ field: 'isDispatched', op: 'eq', value: true }]
 */
export const DISPATCHED_FILTER: NamedFilter = {
  name: 'Dispatched',
  label: 'Dispatched',
  conditions: [{ field: 'isDispatched', op: 'eq', value: true }],
};

/**
 * The order lists' filters by progress: not yet confirmed, confirmed but not dispatched, dispatched.
 * @example ORDER_STATUS_FILTERS.map((filter) => filter.name) // ['Unconfirmed', 'Confirmed', 'Dispatched']
 */
export const ORDER_STATUS_FILTERS: readonly NamedFilter[] = [
  {
    name: 'Unconfirmed',
    label: 'Unconfirmed',
    conditions: [{ field: 'isConfirmed', op: 'ne', value: true }],
  },
  {
    name: 'Confirmed',
    label: 'Confirmed',
    conditions: [
      { field: 'isConfirmed', op: 'eq', value: true },
      { field: 'isDispatched', op: 'ne', value: true },
    ],
  },
  DISPATCHED_FILTER,
];

/**
 * What an order list's search box matches, seller's number first.
 * @example ORDER_SEARCH // ['customerOrderNumber', 'purchaseOrderNumber', 'tagsCSV']
 */
export const ORDER_SEARCH: EntityDefinition['search'] = [
  'customerOrderNumber',
  'purchaseOrderNumber',
  'tagsCSV',
];

/**
 * The companies party to an order: buyer, seller and the fulfiller (3PL), when there is one.
 * @example ORDER_PARTIES.includes('fulfillerID') // true
 */
export const ORDER_PARTIES: readonly PartyField[] = ['buyerID', 'sellerID', 'fulfillerID'];

/**
 * Who may be named on an order and what the other side may change. The buyer edits its order
 * (lines, date, place, pickup, tags, its own number) until the seller confirms or dispatches it;
 * the seller confirms, numbers and adjusts a buyer's purchase order until it is dispatched (and
 * only the seller does, also when the buyer owns the order); the fulfiller (3PL) records the dispatch. Prices are never the buyer's: the services price lines
 * from the seller's price tier (server/sections/order-totals.ts).
 */
export const ORDER_PARTY_ACCESS: PartyAccess = {
  naming: 'agreement',
  edits: {
    buyerID: {
      fields: [
        'orderItems',
        'dueDate',
        'locationID',
        'isRequestPickup',
        'tagsCSV',
        'purchaseOrderNumber',
        'orderSlotID',
        'orderBy',
        'notes',
        'clientAmountTotal',
      ],
      closedBy: ['isConfirmed', 'isDispatched'],
    },
    sellerID: {
      // clientAmountTotal: what the writer's device showed, so its form can tell when the services' totals differ.
      fields: [
        'orderItems',
        'dueDate',
        'isConfirmed',
        'confirmedOn',
        'confirmedByUserID',
        'customerOrderNumber',
        'isDispatched',
        'clientAmountTotal',
      ],
      closedBy: ['isDispatched'],
    },
    fulfillerID: { fields: ['isDispatched'], closedBy: ['isDispatched'] },
  },
  // A buyer's purchase order with a seller on Bulktrade: the seller confirms, numbers and
  // dispatches it, and the buyer's own edits close when the seller confirms, as a party's do.
  answeredBy: {
    sellerID: ['isConfirmed', 'confirmedOn', 'confirmedByUserID', 'customerOrderNumber', 'isDispatched'],
  },
};

/** The store sections holding orders between companies: a seller's own, and a buyer's own. */
const ORDER_SECTIONS = { customer: 'CustomerOrders', purchase: 'PurchaseOrders' } as const;

/**
 * Customer orders are the orders where the company is the seller (or the seller's fulfiller),
 * whoever placed them: its own, and the purchase orders its customers place with it.
 * @example CUSTOMER_ORDER_VIEW.roles // ['sellerID', 'fulfillerID']
 */
export const CUSTOMER_ORDER_VIEW: RoleView = {
  sections: [ORDER_SECTIONS.customer, ORDER_SECTIONS.purchase],
  roles: ['sellerID', 'fulfillerID'],
  ownerRole: 'sellerID',
  onceConfirmed: ['fulfillerID'],
};

/**
 * Purchase orders are the orders where the company is the buyer: its own, and the customer
 * orders its suppliers enter for it.
 * @example PURCHASE_ORDER_VIEW.roles // ['buyerID']
 */
export const PURCHASE_ORDER_VIEW: RoleView = {
  sections: [ORDER_SECTIONS.purchase, ORDER_SECTIONS.customer],
  roles: ['buyerID'],
  ownerRole: 'buyerID',
};
