import { defineEntity } from '../entity-definition';
import { scheduledActionParts } from '../families/scheduled-action-family';
import { actionSchema } from '../schemas/action';

/** Scheduled courier processes, e.g. building journeys from pointers. */
export const courierActions = defineEntity({
  name: 'courier-actions',
  single: 'courier-action',
  label: 'Courier Actions',
  singleLabel: 'Courier Action',
  service: 'Couriering',
  section: 'Courier/Actions',
  schema: actionSchema,
  permission: 'courier-actions',
  subscription: 'COUR',
  menuGroup: 'Dispatch',
  ...scheduledActionParts('courier-actions'),
});
