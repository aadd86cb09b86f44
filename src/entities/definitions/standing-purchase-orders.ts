import { standingOrderSchema } from '../../domain/schemas/standing-order';
import { defineEntity } from '../entity-definition';

/** Purchase orders placed automatically with a supplier on a schedule. */
export const standingPurchaseOrders = defineEntity({
  name: 'standing-purchase-orders',
  single: 'standing-purchase-order',
  label: 'Standing Purchase Orders',
  singleLabel: 'Standing Purchase Order',
  service: 'Ordering',
  section: 'Supplier/StandingOrders',
  schema: standingOrderSchema,
  permission: 'standing-orders',
  subscription: 'CUSTFREE',
  menuGroup: 'Ordering',
  columns: ['standingOrderName', 'sellerID', 'cronExpression', 'isOn', 'nextAttentionDate'],
  fields: [
    { name: 'standingOrderName', label: 'Name', kind: 'text', required: true },
    { name: 'supplyAgreementID', label: 'Supplier', kind: 'reference', required: true, reference: 'suppliers', referenceLabel: 'companyName' },
    { name: 'sellerID', label: 'Supplier Account', kind: 'reference', reference: 'public-suppliers', referenceLabel: 'companyName', readOnly: true },
    { name: 'locationID', label: 'Deliver To', kind: 'reference', reference: 'locations', referenceLabel: 'locationName' },
    { name: 'cronExpression', label: 'Schedule', kind: 'cron', required: true },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'We Arrange Courier', kind: 'boolean' },
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
