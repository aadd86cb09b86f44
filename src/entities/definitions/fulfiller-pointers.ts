import { defineEntity } from '../entity-definition';
import { fulfillerPointerSchema } from '../schemas/fulfiller-pointer';

/** Map areas whose orders go to a 3PL fulfiller; the boundary is drawn on a map. */
export const fulfillerPointers = defineEntity({
  name: 'fulfiller-pointers',
  single: 'fulfiller-pointer',
  label: 'Fulfiller Pointers',
  singleLabel: 'Fulfiller Pointer',
  service: 'StockManaging',
  section: 'Stock/FulfillerPointers',
  schema: fulfillerPointerSchema,
  permission: 'fulfiller-orders',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['pointerName', 'weekdays', 'fulfillerID', 'locationID'],
  fields: [
    { name: 'pointerName', label: 'Name', kind: 'text', required: true },
    { name: 'weekdays', label: 'Weekdays', kind: 'text' },
    { name: 'zoneID', label: 'Zone', kind: 'reference', reference: 'zones', referenceLabel: 'zoneName' },
    {
      name: 'fulfillerID',
      label: 'Fulfiller',
      kind: 'reference',
      required: true,
      reference: 'public-companies',
      referenceLabel: 'companyName',
    },
    {
      name: 'locationID',
      label: 'Fulfiller Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'boundary', label: 'Area', kind: 'boundary' },
  ],
  filters: [],
  search: ['pointerName'],
  sort: { field: 'pointerName', direction: 'asc' },
});
