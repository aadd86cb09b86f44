import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';
import {
  ORDER_DELIVERY_FIELDS,
  ORDER_PARTIES,
  ORDER_PARTY_ACCESS,
  ORDER_SEARCH,
  ORDER_STATUS_FILTERS,
  SELLER_ORDER_NUMBER_FIELDS,
} from '../families/order-fields';

/** Orders the company asks a 3PL fulfiller to pick, pack and send from the stock it holds. */
export const fulfillerOrders = defineEntity({
  name: 'fulfiller-orders',
  single: 'fulfiller-order',
  label: 'Fulfiller Orders',
  singleLabel: 'Fulfiller Order',
  service: 'Ordering',
  section: 'Fulfiller/Orders',
  schema: orderSchema,
  permission: 'fulfiller-orders',
  subscription: 'SUPP',
  menuGroup: 'Ordering',
  columns: ['customerOrderNumber', 'buyerID', 'fulfillerID', 'dueDate', 'isConfirmed', 'isDispatched'],
  fields: [
    {
      name: 'fulfillerID',
      label: 'Fulfiller',
      kind: 'reference',
      required: true,
      reference: 'public-companies',
      referenceLabel: 'companyName',
    },
    {
      name: 'buyerID',
      label: 'Customer',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    ...SELLER_ORDER_NUMBER_FIELDS,
    ...ORDER_DELIVERY_FIELDS,
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isConfirmed', label: 'Confirmed', kind: 'boolean', readOnly: true },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
  ],
  filters: ORDER_STATUS_FILTERS,
  search: ORDER_SEARCH,
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ORDER_PARTIES,
  partyAccess: ORDER_PARTY_ACCESS,
});
