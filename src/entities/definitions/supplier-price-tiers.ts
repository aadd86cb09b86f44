import { defineEntity } from '../entity-definition';
import { priceTierSchema } from '../schemas/price-tier';

/** Price lists the company offers its customers. */
export const supplierPriceTiers = defineEntity({
  name: 'supplier-price-tiers',
  single: 'supplier-price-tier',
  label: 'Supplier Price Tiers',
  singleLabel: 'Supplier Price Tier',
  service: 'Ordering',
  section: 'Supplier/PriceTiers',
  schema: priceTierSchema,
  permission: 'price-tiers',
  subscription: 'SUPPFREE',
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
