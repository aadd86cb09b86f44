import { defineEntity } from '../entity-definition';
import { userActivitySchema } from '../schemas/user-activity';

/** A read-only log of what ordering users did; the server writes it. */
export const orderingUserActivities = defineEntity({
  name: 'ordering-user-activities',
  single: null,
  label: 'Ordering User Activities',
  singleLabel: 'Ordering User Activity',
  service: 'Ordering',
  section: 'Ordering/UserActivities',
  schema: userActivitySchema,
  permission: 'user-activities',
  subscription: 'SUPPFREE',
  menuGroup: null,
  columns: ['createdOn', 'userName', 'activity', 'navigation'],
  fields: [],
  filters: [],
  search: ['userName', 'activity', 'navigation'],
  sort: { field: 'createdOn', direction: 'desc' },
});
