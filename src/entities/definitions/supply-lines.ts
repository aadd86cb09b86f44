import { defineEntity } from '../entity-definition';
import { supplyLineSchema } from '../schemas/supply-line';

/** How each product is restocked at a location: bought, moved or made. */
export const supplyLines = defineEntity({
  name: 'supply-lines',
  single: 'supply-line',
  label: 'Supply Lines',
  singleLabel: 'Supply Line',
  service: 'StockManaging',
  section: 'Stock/SupplyLines',
  schema: supplyLineSchema,
  permission: 'supply-lines',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: [
    'supplyLineName',
    'productID',
    'sellerID',
    'departureLocationID',
    'destinationLocationID',
    'isOn',
  ],
  fields: [
    { name: 'supplyLineName', label: 'Name', kind: 'text', required: true },
    {
      name: 'productID',
      label: 'Product',
      kind: 'reference',
      required: true,
      reference: 'products',
      referenceLabel: 'productName',
    },
    {
      name: 'sellerID',
      label: 'Supplier',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
    },
    {
      name: 'departureLocationID',
      label: 'From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'destinationLocationID',
      label: 'To',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'leadHours', label: 'Lead Hours', kind: 'number' },
    { name: 'isManufactured', label: 'Made In House', kind: 'boolean' },
    { name: 'isOn', label: 'On', kind: 'boolean' },
  ],
  filters: [{ name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] }],
  search: ['supplyLineName'],
  sort: { field: 'supplyLineName', direction: 'asc' },
});
