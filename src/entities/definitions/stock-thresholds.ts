import { stockThresholdSchema } from '../../domain/schemas/stock-threshold';
import { defineEntity } from '../entity-definition';

/** Reorder limits per product and location that trigger supply lines. */
export const stockThresholds = defineEntity({
  name: 'stock-thresholds',
  single: 'stock-threshold',
  label: 'Stock Thresholds',
  singleLabel: 'Stock Threshold',
  service: 'StockManaging',
  section: 'Stock/Thresholds',
  schema: stockThresholdSchema,
  permission: 'stock-thresholds',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: [
    'productID',
    'locationID',
    'lowerThreshold',
    'upperThreshold',
    'minimumOrderAmount',
    'orderIncrement',
  ],
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
      name: 'locationID',
      label: 'Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'lowerThreshold', label: 'Lower Threshold', kind: 'number' },
    { name: 'upperThreshold', label: 'Upper Threshold', kind: 'number' },
    { name: 'minimumOrderAmount', label: 'Minimum Order', kind: 'number' },
    { name: 'orderIncrement', label: 'Order Increment', kind: 'number' },
  ],
  filters: [],
  search: [],
});
