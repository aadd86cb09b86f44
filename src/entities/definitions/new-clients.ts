import { defineEntity } from '../entity-definition';
import { newPartnerParts } from '../families/new-partner-family';
import { clientSchema } from '../schemas/client';

/** Adds many clients at once into the clients section. */
export const newClients = defineEntity({
  name: 'new-clients',
  single: null,
  label: 'New Clients',
  singleLabel: 'New Client',
  service: 'Couriering',
  section: 'Clients',
  sharesSectionWith: 'clients',
  schema: clientSchema,
  permission: 'clients',
  subscription: 'COURFREE',
  menuGroup: null,
  ...newPartnerParts([
    {
      name: 'locationID',
      label: 'Pickup Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'priceTierID',
      label: 'Price Tier',
      kind: 'reference',
      reference: 'courier-price-tiers',
      referenceLabel: 'priceTierName',
    },
  ]),
});
