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
    // Chosen when connecting (external-party-options); the service's name is kept with it.
    { name: 'externalParty', label: 'Service', kind: 'text', readOnly: true },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    { name: 'isAutoSync', label: 'Sync Automatically', kind: 'boolean' },
    { name: 'baseUrl', label: 'Base URL', kind: 'text' },
    { name: 'hasCredentials', label: 'API Key Saved', kind: 'boolean', readOnly: true },
    { name: 'lastSyncedOn', label: 'Last Synced', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: ['integrationName', 'externalParty'],
  sort: { field: 'integrationName', direction: 'asc' },
  // Only the services know whether they hold a key, and when they last uploaded through it.
  serverKeptFields: ['hasCredentials', 'lastSyncedOn'],
});
