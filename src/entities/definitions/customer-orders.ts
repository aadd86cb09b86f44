import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';
import { ORDER_NUMBERING } from '../families/document-numbering';
import { MONEY_TOTAL_FIELDS } from '../families/money-total-fields';
import {
  ORDER_DELIVERY_FIELDS,
  ORDER_PARTIES,
  ORDER_PARTY_ACCESS,
  ORDER_SEARCH,
  ORDER_STATUS_FILTERS,
  CUSTOMER_ORDER_VIEW,
  SELLER_ORDER_NUMBER_FIELDS,
} from '../families/order-fields';

/** Orders customers place with the company; totals and automatic lines are the server's. */
export const customerOrders = defineEntity({
  name: 'customer-orders',
  single: 'customer-order',
  label: 'Customer Orders',
  singleLabel: 'Customer Order',
  service: 'Ordering',
  section: 'CustomerOrders',
  schema: orderSchema,
  permission: 'customer-orders',
  externalSync: true,
  subscription: 'SUPPFREE',
  menuGroup: 'Ordering',
  // The customer by its agreement, which a new order has from the form (buyerID only once the server sets it).
  columns: [
    'customerOrderNumber',
    'supplyAgreementID',
    'purchaseOrderNumber',
    'dueDate',
    'amountTotal',
    'isConfirmed',
    'isDispatched',
  ],
  fields: [
    // An order the customer placed names its own supplier record: the customer is found by its account.
    {
      name: 'supplyAgreementID',
      label: 'Customer',
      kind: 'reference',
      required: true,
      reference: 'customers',
      referenceLabel: 'companyName',
      matchBy: 'buyerID',
    },
    {
      name: 'buyerID',
      label: 'Customer Account',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    ...SELLER_ORDER_NUMBER_FIELDS,
    ...ORDER_DELIVERY_FIELDS,
    { name: 'isRequestPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'Customer Arranges Courier', kind: 'boolean' },
    {
      name: 'fulfillerID',
      label: 'Fulfiller',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
    },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isConfirmed', label: 'Confirmed', kind: 'boolean', display: 'orderStatus' },
    { name: 'confirmedOn', label: 'Confirmed On', kind: 'datetime', readOnly: true },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
    ...MONEY_TOTAL_FIELDS,
  ],
  filters: ORDER_STATUS_FILTERS,
  search: ORDER_SEARCH,
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ORDER_PARTIES,
  partyAccess: ORDER_PARTY_ACCESS,
  roleView: CUSTOMER_ORDER_VIEW,
  priced: true,
  numbering: ORDER_NUMBERING,
});
