import { defineEntity } from '../entity-definition';
import { scheduledActionParts } from '../families/scheduled-action-family';
import { actionSchema } from '../schemas/action';

/** Scheduled ordering processes, e.g. confirming or cancelling orders. */
export const orderingActions = defineEntity({
  name: 'ordering-actions',
  single: 'ordering-action',
  label: 'Ordering Actions',
  singleLabel: 'Ordering Action',
  service: 'Ordering',
  section: 'Ordering/Actions',
  schema: actionSchema,
  permission: 'ordering-actions',
  subscription: 'SUPP',
  menuGroup: 'Ordering',
  ...scheduledActionParts('ordering-actions'),
});
