import { measurementSchema } from '../../domain/schemas/measurement';
import { defineEntity } from '../entity-definition';

/** Package sizes (a crate of 12, a pallet) used for packing and quantity breakdowns. */
export const measurements = defineEntity({
  name: 'measurements',
  single: 'measurement',
  label: 'Measurements',
  singleLabel: 'Measurement',
  service: 'StockManaging',
  section: 'Measurements',
  schema: measurementSchema,
  permission: 'measurements',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['measurementName', 'abbreviation', 'measurementStandard', 'code', 'units'],
  fields: [
    { name: 'measurementName', label: 'Measurement Name', kind: 'text', required: true },
    { name: 'abbreviation', label: 'Abbreviation', kind: 'text' },
    { name: 'measurementStandard', label: 'Standard', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'units', label: 'Units', kind: 'number' },
    {
      name: 'productID',
      label: 'Product',
      kind: 'reference',
      reference: 'products',
      referenceLabel: 'productName',
    },
    { name: 'length', label: 'Length (mm)', kind: 'number' },
    { name: 'width', label: 'Width (mm)', kind: 'number' },
    { name: 'height', label: 'Height (mm)', kind: 'number' },
    { name: 'weight', label: 'Weight (kg)', kind: 'number' },
    { name: 'volume', label: 'Volume (L)', kind: 'number' },
    { name: 'tags', label: 'Tags', kind: 'tags' },
  ],
  filters: [],
  search: ['measurementName', 'abbreviation', 'code', 'tags'],
  sort: { field: 'measurementName', direction: 'asc' },
});
