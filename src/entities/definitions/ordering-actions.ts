import { defineEntity } from '../entity-definition';
import { SCHEDULED_ACTION_PARTS } from '../families/scheduled-action-family';
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
  ...SCHEDULED_ACTION_PARTS,
});
