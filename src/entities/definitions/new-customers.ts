import { defineEntity } from '../entity-definition';
import { newPartnerParts } from '../families/new-partner-family';
import { customerSchema } from '../schemas/customer';

/** Adds many customers at once (typed in or from the customer CSV) into the customers section. */
export const newCustomers = defineEntity({
  name: 'new-customers',
  single: null,
  label: 'New Customers',
  singleLabel: 'New Customer',
  service: 'Ordering',
  section: 'Customers',
  sharesSectionWith: 'customers',
  schema: customerSchema,
  permission: 'customers',
  subscription: 'SUPPFREE',
  menuGroup: null,
  ...newPartnerParts([
    {
      name: 'locationID',
      label: 'Default Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'supplyAgreementTemplateID',
      label: 'Template',
      kind: 'reference',
      reference: 'customer-templates',
      referenceLabel: 'templateName',
    },
    {
      name: 'customerGroupID',
      label: 'Group',
      kind: 'reference',
      reference: 'customer-groups',
      referenceLabel: 'groupName',
    },
  ]),
});
