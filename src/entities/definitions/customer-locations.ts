import { locationSchema } from '../../domain/schemas/location';
import { defineEntity } from '../entity-definition';

/** The locations of the company's customers, read from the locations section. */
export const customerLocations = defineEntity({
  name: 'customer-locations',
  single: null,
  label: 'Customer Locations',
  singleLabel: 'Customer Location',
  service: 'Ordering',
  section: 'Locations',
  sharesSectionWith: 'locations',
  schema: locationSchema,
  permission: 'locations',
  menuGroup: null,
  columns: ['locationName', 'companyAccountID', 'addressLineOne', 'suburb', 'postcode'],
  fields: [],
  filters: [],
  search: ['locationName', 'addressLineOne', 'suburb', 'postcode'],
  sort: { field: 'locationName', direction: 'asc' },
  cacheDays: 30,
});
