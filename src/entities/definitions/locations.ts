import { locationSchema } from '../../domain/schemas/location';
import { defineEntity } from '../entity-definition';

/** Addresses: warehouses, customer sites and depots. Cached for 30 days. */
export const locations = defineEntity({
  name: 'locations',
  single: 'location',
  label: 'Locations',
  singleLabel: 'Location',
  service: 'Ordering',
  section: 'Locations',
  schema: locationSchema,
  permission: 'locations',
  menuGroup: 'Items',
  columns: ['locationName', 'addressLineOne', 'suburb', 'state', 'postcode'],
  fields: [
    { name: 'locationName', label: 'Location Name', kind: 'text', required: true },
    { name: 'addressLineOne', label: 'Address', kind: 'text' },
    { name: 'streetNumber', label: 'Street Number', kind: 'text' },
    { name: 'streetName', label: 'Street Name', kind: 'text' },
    { name: 'suburb', label: 'Suburb', kind: 'text' },
    { name: 'state', label: 'State', kind: 'text' },
    { name: 'postcode', label: 'Postcode', kind: 'text' },
    { name: 'lat', label: 'Latitude', kind: 'number' },
    { name: 'lng', label: 'Longitude', kind: 'number' },
  ],
  filters: [],
  search: ['locationName', 'addressLineOne', 'suburb', 'postcode'],
  sort: { field: 'locationName', direction: 'asc' },
  cacheDays: 30,
});
