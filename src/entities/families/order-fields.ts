import type { EntityDefinition, EntityField, NamedFilter, PartyAccess, PartyField } from '../entity-definition';

/**
 * The order's numbers as its seller keeps them: its own order number (the server's) and the
 * customer's PO number, as customer and fulfiller orders show them.
 * @example SELLER_ORDER_NUMBER_FIELDS.map((field) => field.label) // ['Order Number', 'Customer PO Number']
 */
export const SELLER_ORDER_NUMBER_FIELDS: readonly EntityField[] = [
  { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true },
  { name: 'purchaseOrderNumber', label: 'Customer PO Number', kind: 'text' },
];

/**
 * Where and when an order is delivered: the location and the (required) due date.
 * @example ORDER_DELIVERY_FIELDS.map((field) => field.name) // ['locationID', 'dueDate']
 */
export const ORDER_DELIVERY_FIELDS: readonly EntityField[] = [
  { name: 'locationID', label: 'Deliver To', kind: 'reference', reference: 'locations', referenceLabel: 'locationName' },
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
  { name: 'Unconfirmed', label: 'Unconfirmed', conditions: [{ field: 'isConfirmed', op: 'ne', value: true }] },
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
export const ORDER_SEARCH: EntityDefinition['search'] = ['customerOrderNumber', 'purchaseOrderNumber', 'tagsCSV'];

/**
 * The companies party to an order: buyer, seller and the fulfiller (3PL), when there is one.
 * @example ORDER_PARTIES.includes('fulfillerID') // true
 */
export const ORDER_PARTIES: readonly PartyField[] = ['buyerID', 'sellerID', 'fulfillerID'];

/**
 * Who may be named on an order and what the other side may change. The buyer edits its order
 * (lines, date, place, pickup, tags, its own number) until the seller confirms or dispatches it;
 * the seller confirms, numbers and adjusts a buyer's purchase order until it is dispatched; the
 * fulfiller (3PL) records the dispatch. Prices are never the buyer's: the services price lines
 * from the seller's price tier (server/sections/order-totals.ts).
 */
export const ORDER_PARTY_ACCESS: PartyAccess = {
  naming: 'agreement',
  edits: {
    buyerID: {
      fields: ['orderItems', 'dueDate', 'locationID', 'isRequestPickup', 'tagsCSV', 'purchaseOrderNumber', 'orderSlotID', 'notes'],
      closedBy: ['isConfirmed', 'isDispatched'],
    },
    sellerID: {
      fields: ['orderItems', 'dueDate', 'isConfirmed', 'confirmedOn', 'confirmedByUserID', 'customerOrderNumber', 'isDispatched'],
      closedBy: ['isDispatched'],
    },
    fulfillerID: { fields: ['isDispatched'], closedBy: ['isDispatched'] },
  },
};
