import { standingOrderSchema } from '../../domain/schemas/standing-order';
import { defineEntity } from '../entity-definition';

/** Customer orders raised automatically for a customer on a schedule. */
export const standingCustomerOrders = defineEntity({
  name: 'standing-customer-orders',
  single: 'standing-customer-order',
  label: 'Standing Customer Orders',
  singleLabel: 'Standing Customer Order',
  service: 'Ordering',
  section: 'Customer/StandingOrders',
  schema: standingOrderSchema,
  permission: 'standing-orders',
  subscription: 'SUPPFREE',
  menuGroup: 'Ordering',
  // The customer by its agreement, which a new standing order has from the form.
  columns: ['standingOrderName', 'supplyAgreementID', 'cronExpression', 'isOn', 'nextAttentionDate'],
  fields: [
    { name: 'standingOrderName', label: 'Name', kind: 'text', required: true },
    { name: 'supplyAgreementID', label: 'Customer', kind: 'reference', required: true, reference: 'customers', referenceLabel: 'companyName' },
    { name: 'buyerID', label: 'Customer Account', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName', readOnly: true },
    { name: 'locationID', label: 'Deliver To', kind: 'reference', reference: 'locations', referenceLabel: 'locationName' },
    { name: 'cronExpression', label: 'Schedule', kind: 'cron', required: true },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'Customer Arranges Courier', kind: 'boolean' },
    { name: 'nextAttentionDate', label: 'Next Order', kind: 'datetime', readOnly: true },
  ],
  filters: [
    { name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] },
    { name: 'Off', label: 'Off', conditions: [{ field: 'isOn', op: 'ne', value: true }] },
  ],
  search: ['standingOrderName'],
  sort: { field: 'standingOrderName', direction: 'asc' },
  parties: ['buyerID', 'sellerID'],
  priced: true,
});
