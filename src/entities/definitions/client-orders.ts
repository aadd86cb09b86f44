import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';
import {
  ORDER_PARTIES,
  ORDER_PARTY_ACCESS,
  ORDER_SEARCH,
  ORDER_STATUS_FILTERS,
} from '../families/order-fields';

/** Orders the company's clients send it as their courier or 3PL, to pick and deliver. */
export const clientOrders = defineEntity({
  name: 'client-orders',
  single: 'client-order',
  label: 'Client Orders',
  singleLabel: 'Client Order',
  service: 'Couriering',
  section: 'Client/Orders',
  schema: orderSchema,
  permission: 'client-orders',
  subscription: 'COURFREE',
  menuGroup: 'Dispatch',
  columns: ['customerOrderNumber', 'sellerID', 'buyerID', 'locationID', 'dueDate', 'isDispatched'],
  fields: [
    {
      name: 'sellerID',
      label: 'Client',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    {
      name: 'buyerID',
      label: 'Deliver For',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    {
      name: 'customerOrderNumber',
      label: 'Order Number',
      kind: 'text',
      readOnly: true,
      display: 'orderName',
    },
    {
      name: 'locationID',
      label: 'Deliver To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'dueDate', label: 'Due', kind: 'date', readOnly: true },
    { name: 'isConfirmed', label: 'Accepted', kind: 'boolean' },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
  ],
  filters: ORDER_STATUS_FILTERS,
  search: ORDER_SEARCH,
  sort: { field: 'dueDate', direction: 'desc' },
  archive: 'client-order-archives',
  parties: ORDER_PARTIES,
  partyAccess: ORDER_PARTY_ACCESS,
});
