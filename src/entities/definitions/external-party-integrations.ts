import { defineEntity } from '../entity-definition';
import { externalPartyIntegrationSchema } from '../schemas/external-party-integration';

/** One connection to an external party (external-party-integration/:id) and how it syncs. */
export const externalPartyIntegrations = defineEntity({
  name: 'external-party-integrations',
  single: 'external-party-integration',
  label: 'External Party Integrations',
  singleLabel: 'External Party Integration',
  service: 'Billing',
  section: 'Account/ExternalPartyIntegrations',
  schema: externalPartyIntegrationSchema,
  permission: 'external-parties',
  menuGroup: null,
  columns: ['integrationName', 'externalParty', 'isOn', 'lastSyncedOn'],
  fields: [
    { name: 'integrationName', label: 'Name', kind: 'text', required: true },
    { name: 'externalPartyOptionID', label: 'Service', kind: 'reference', required: true, reference: 'external-party-options', referenceLabel: 'name' },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    { name: 'isAutoSync', label: 'Sync Automatically', kind: 'boolean' },
    { name: 'baseUrl', label: 'Base URL', kind: 'text' },
    { name: 'hasCredentials', label: 'API Key Saved', kind: 'boolean', readOnly: true },
    { name: 'lastSyncedOn', label: 'Last Synced', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: ['integrationName', 'externalParty'],
  sort: { field: 'integrationName', direction: 'asc' },
  // Only the services' connect call knows whether they hold a key.
  serverKeptFields: ['hasCredentials'],
});
