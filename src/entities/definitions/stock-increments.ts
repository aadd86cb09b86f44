import { stockIncrementSchema } from '../../domain/schemas/stock-increment';
import { defineEntity } from '../entity-definition';

/** How many units of a product one measurement holds; read in bulk for CSV quantity breakdowns. */
export const stockIncrements = defineEntity({
  name: 'stock-increments',
  single: 'stock-increment',
  label: 'Stock Increments',
  singleLabel: 'Stock Increment',
  service: 'StockManaging',
  section: 'Stock/Increments',
  schema: stockIncrementSchema,
  permission: 'products',
  subscription: 'SUPPFREE',
  menuGroup: 'Stock',
  columns: ['productID', 'measurementID', 'units'],
  fields: [
    {
      name: 'productID',
      label: 'Product',
      kind: 'reference',
      required: true,
      reference: 'products',
      referenceLabel: 'productName',
    },
    {
      name: 'measurementID',
      label: 'Measurement',
      kind: 'reference',
      required: true,
      reference: 'measurements',
      referenceLabel: 'measurementName',
    },
    { name: 'units', label: 'Units', kind: 'number', required: true },
  ],
  filters: [],
  search: [],
});
