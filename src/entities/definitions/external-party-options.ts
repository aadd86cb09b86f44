import { defineEntity } from '../entity-definition';
import { externalPartyOptionSchema } from '../schemas/external-party-option';

/** Outside services (accounting, shop, messaging) the company can connect; a list to pick from. */
export const externalPartyOptions = defineEntity({
  name: 'external-party-options',
  single: null,
  label: 'Integrations',
  singleLabel: 'Integration Option',
  service: 'Billing',
  section: 'Account/ExternalPartyOptions',
  schema: externalPartyOptionSchema,
  permission: 'external-parties',
  menuGroup: 'Account',
  columns: ['name', 'description', 'isConnected'],
  fields: [],
  filters: [
    { name: 'Connected', label: 'Connected', conditions: [{ field: 'isConnected', op: 'eq', value: true }] },
  ],
  search: ['name', 'externalParty', 'description'],
  sort: { field: 'name', direction: 'asc' },
});
