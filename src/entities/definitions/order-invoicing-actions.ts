import { defineEntity } from '../entity-definition';
import { scheduledActionParts } from '../families/scheduled-action-family';
import { actionSchema } from '../schemas/action';

/** Scheduled invoicing processes, e.g. raising invoices for dispatched orders. */
export const orderInvoicingActions = defineEntity({
  name: 'order-invoicing-actions',
  single: 'order-invoicing-action',
  label: 'Order Invoicing Actions',
  singleLabel: 'Order Invoicing Action',
  service: 'OrderInvoicing',
  section: 'OrderInvoicing/Actions',
  schema: actionSchema,
  permission: 'order-invoicing-actions',
  subscription: 'SUPP',
  menuGroup: 'Invoicing',
  ...scheduledActionParts('order-invoicing-actions'),
});
