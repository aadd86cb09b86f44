import { defineEntity } from '../entity-definition';
import { AGREEMENT_PARTY_ACCESS } from '../families/party-access';
import { courierSchema } from '../schemas/courier';

/** The couriers and 3PL fulfillers the company ships with. */
export const couriers = defineEntity({
  name: 'couriers',
  single: 'courier',
  label: 'Couriers',
  singleLabel: 'Courier',
  service: 'Couriering',
  section: 'Couriers',
  schema: courierSchema,
  permission: 'couriers',
  subscription: 'SUPPFREE',
  menuGroup: 'Business',
  columns: ['companyName', 'email', 'phoneNumber', 'isFulfiller'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    {
      name: 'courierID',
      label: 'Courier Account',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
    },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
    {
      name: 'locationID',
      label: 'Depot',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'isFulfiller', label: '3PL Fulfiller', kind: 'boolean' },
  ],
  filters: [
    {
      name: 'Fulfillers',
      label: '3PL Fulfillers',
      conditions: [{ field: 'isFulfiller', op: 'eq', value: true }],
    },
  ],
  search: ['companyName', 'email', 'phoneNumber'],
  sort: { field: 'companyName', direction: 'asc' },
  parties: ['buyerID', 'courierID'],
  partyAccess: AGREEMENT_PARTY_ACCESS,
});
