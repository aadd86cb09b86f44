import { defineEntity } from '../entity-definition';
import { PRICE_TIER_PARTS } from '../families/price-tier-family';
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
  ...PRICE_TIER_PARTS,
});
