import { defineEntity } from '../entity-definition';
import { zoneSchema } from '../schemas/zone';

/** Named map areas (delivery areas) drawn in their own colour. */
export const zones = defineEntity({
  name: 'zones',
  single: 'zone',
  label: 'Zones',
  singleLabel: 'Zone',
  service: 'Couriering',
  section: 'Courier/Zones',
  schema: zoneSchema,
  permission: 'zones',
  subscription: 'COURFREE',
  menuGroup: 'Items',
  columns: ['zoneName', 'zoneDescription', 'colour'],
  fields: [
    { name: 'zoneName', label: 'Zone Name', kind: 'text', required: true },
    { name: 'zoneDescription', label: 'Description', kind: 'multiline' },
    { name: 'colour', label: 'Colour', kind: 'colour' },
    { name: 'boundary', label: 'Area', kind: 'boundary' },
  ],
  filters: [],
  search: ['zoneName', 'zoneDescription'],
  sort: { field: 'zoneName', direction: 'asc' },
});
