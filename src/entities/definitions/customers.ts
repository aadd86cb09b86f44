import { defineEntity } from '../entity-definition';
import { AGREEMENT_PARTY_ACCESS } from '../families/party-access';
import { customerSchema } from '../schemas/customer';

/** The company's customers: supply agreements it sells under, with the terms it sets. */
export const customers = defineEntity({
  name: 'customers',
  single: 'customer',
  label: 'Customers',
  singleLabel: 'Customer',
  service: 'Ordering',
  section: 'Customers',
  schema: customerSchema,
  permission: 'customers',
  externalSync: true,
  subscription: 'SUPPFREE',
  menuGroup: 'Business',
  columns: ['companyName', 'email', 'phoneNumber', 'customerGroupID', 'isCustomerOrderingEnabled'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
    {
      name: 'locationID',
      label: 'Default Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'buyerID',
      label: 'Customer Account',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
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
    {
      name: 'priceTierID',
      label: 'Price Tier',
      kind: 'reference',
      reference: 'supplier-price-tiers',
      referenceLabel: 'priceTierName',
    },
    {
      name: 'paymentTermID',
      label: 'Payment Terms',
      kind: 'reference',
      reference: 'supplier-payment-terms',
      referenceLabel: 'paymentTermName',
    },
    {
      name: 'orderingArrangement',
      label: 'Ordering Arrangement',
      kind: 'select',
      options: ['Slotted', 'Open'],
    },
    { name: 'orderLeadHours', label: 'Order Lead Hours', kind: 'number' },
    { name: 'isCustomerOrderingEnabled', label: 'Customer Can Order Online', kind: 'boolean' },
  ],
  filters: [
    {
      name: 'OrderingEnabled',
      label: 'Ordering Online',
      conditions: [{ field: 'isCustomerOrderingEnabled', op: 'eq', value: true }],
    },
  ],
  search: ['companyName', 'email', 'phoneNumber'],
  sort: { field: 'companyName', direction: 'asc' },
  parties: ['buyerID', 'sellerID'],
  partyAccess: AGREEMENT_PARTY_ACCESS,
});
