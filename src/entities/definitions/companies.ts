import { companyAccountSchema } from '../../domain/schemas/company-account';
import { defineEntity } from '../entity-definition';

/** Company accounts: the signed-in company and the ones it manages (Account/Companies). */
export const companies = defineEntity({
  name: 'companies',
  single: 'company',
  label: 'Companies',
  singleLabel: 'Company',
  service: 'Billing',
  section: 'Account/Companies',
  // Subscription, suspension and management are billing's and support's, never the company's own.
  serverKeptFields: [
    'subscriptionCode',
    'subscriptionsInUse',
    'isSuspended',
    'reasonForSuspension',
    'managedByAccountID',
    'isManagedByAnotherAccount',
  ],
  schema: companyAccountSchema,
  permission: 'company-details',
  menuGroup: null,
  columns: ['companyName', 'accountName', 'primaryEmail', 'defaultTimeZone'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    { name: 'accountName', label: 'Account Name', kind: 'text' },
    { name: 'primaryEmail', label: 'Primary Email', kind: 'email' },
    { name: 'publicContactEmail', label: 'Contact Email Shown In Directories', kind: 'email' },
    { name: 'defaultTimeZone', label: 'Time Zone', kind: 'text' },
    { name: 'themeColour', label: 'Theme Colour', kind: 'colour' },
    {
      name: 'isManagedByAnotherAccount',
      label: 'Managed By Another Account',
      kind: 'boolean',
      readOnly: true,
    },
    { name: 'isSuspended', label: 'Suspended', kind: 'boolean', readOnly: true },
  ],
  filters: [],
  search: ['companyName', 'accountName', 'primaryEmail'],
  sort: { field: 'companyName', direction: 'asc' },
  cacheDays: 30,
});
