import { defineEntity } from '../entity-definition';
import { AGREEMENT_PARTY_ACCESS } from '../families/party-access';
import { supplierSchema } from '../schemas/supplier';

/** The company's suppliers: supply agreements it buys under. */
export const suppliers = defineEntity({
  name: 'suppliers',
  single: 'supplier',
  label: 'Suppliers',
  singleLabel: 'Supplier',
  service: 'Ordering',
  section: 'Suppliers',
  schema: supplierSchema,
  permission: 'suppliers',
  externalSync: true,
  subscription: 'CUSTFREE',
  menuGroup: 'Business',
  columns: ['companyName', 'email', 'phoneNumber', 'isCustomerOrderingEnabled'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    {
      name: 'sellerID',
      label: 'Supplier Account',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
    },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
    {
      name: 'locationID',
      label: 'Deliver To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'isCustomerOrderingEnabled', label: 'Online Ordering', kind: 'boolean', readOnly: true },
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
