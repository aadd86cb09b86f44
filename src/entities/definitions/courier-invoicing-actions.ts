import { defineEntity } from '../entity-definition';
import { scheduledActionParts } from '../families/scheduled-action-family';
import { actionSchema } from '../schemas/action';

/** Scheduled courier invoicing processes, e.g. invoicing billable items. */
export const courierInvoicingActions = defineEntity({
  name: 'courier-invoicing-actions',
  single: 'courier-invoicing-action',
  label: 'Courier Invoicing Actions',
  singleLabel: 'Courier Invoicing Action',
  service: 'CourierInvoicing',
  section: 'CourierInvoicing/Actions',
  schema: actionSchema,
  permission: 'courier-invoicing-actions',
  subscription: 'COUR',
  menuGroup: 'Invoicing',
  ...scheduledActionParts('courier-invoicing-actions'),
});
