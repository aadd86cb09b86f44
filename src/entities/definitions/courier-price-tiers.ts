import { defineEntity } from '../entity-definition';
import { priceTierSchema } from '../schemas/price-tier';

/** Price lists a courier offers its clients. */
export const courierPriceTiers = defineEntity({
  name: 'courier-price-tiers',
  single: 'courier-price-tier',
  label: 'Courier Price Tiers',
  singleLabel: 'Courier Price Tier',
  service: 'Couriering',
  section: 'Courier/PriceTiers',
  schema: priceTierSchema,
  permission: 'price-tiers',
  subscription: 'COURFREE',
  menuGroup: 'Items',
  columns: ['priceTierName', 'priceTierDescription', 'isDefault'],
  fields: [
    { name: 'priceTierName', label: 'Price Tier Name', kind: 'text', required: true },
    { name: 'priceTierDescription', label: 'Description', kind: 'multiline' },
    { name: 'isDefault', label: 'Default', kind: 'boolean' },
  ],
  filters: [],
  search: ['priceTierName', 'priceTierDescription'],
  sort: { field: 'priceTierName', direction: 'asc' },
});
