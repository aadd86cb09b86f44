import { defineEntity } from '../entity-definition';
import { linkRecordSchema } from '../schemas/link-record';

/** Shareable links to one record, looked up without signing in at {auth base}/Links/get/{id}. */
export const links = defineEntity({
  name: 'links',
  single: 'link',
  label: 'Links',
  singleLabel: 'Link',
  service: 'Billing',
  section: 'Account/Links',
  schema: linkRecordSchema,
  permission: 'links',
  menuGroup: null,
  columns: ['linkName', 'navigation', 'itemID', 'expiresOn'],
  fields: [
    { name: 'linkName', label: 'Name', kind: 'text' },
    { name: 'navigation', label: 'Opens', kind: 'text', required: true },
    { name: 'itemID', label: 'Record', kind: 'text', required: true },
    { name: 'expiresOn', label: 'Expires On', kind: 'datetime' },
    { name: 'url', label: 'Address', kind: 'text', readOnly: true },
  ],
  filters: [],
  search: ['linkName', 'navigation'],
  sort: { field: 'expiresOn', direction: 'desc' },
});
