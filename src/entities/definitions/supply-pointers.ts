import { defineEntity } from '../entity-definition';
import { supplyPointerSchema } from '../schemas/supply-pointer';

/** Map areas whose orders are supplied from a given location; the boundary is drawn on a map. */
export const supplyPointers = defineEntity({
  name: 'supply-pointers',
  single: 'supply-pointer',
  label: 'Supply Pointers',
  singleLabel: 'Supply Pointer',
  service: 'StockManaging',
  section: 'Stock/SupplyPointers',
  schema: supplyPointerSchema,
  permission: 'supply-lines',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['pointerName', 'weekdays', 'locationID', 'supplyLineID'],
  fields: [
    { name: 'pointerName', label: 'Name', kind: 'text', required: true },
    { name: 'weekdays', label: 'Weekdays', kind: 'text' },
    { name: 'zoneID', label: 'Zone', kind: 'reference', reference: 'zones', referenceLabel: 'zoneName' },
    {
      name: 'locationID',
      label: 'Supply From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'supplyLineID',
      label: 'Supply Line',
      kind: 'reference',
      reference: 'supply-lines',
      referenceLabel: 'supplyLineName',
    },
    { name: 'boundary', label: 'Area', kind: 'boundary' },
  ],
  filters: [],
  search: ['pointerName'],
  sort: { field: 'pointerName', direction: 'asc' },
});
