import { defineEntity } from '../entity-definition';
import { PRICE_TIER_PARTS } from '../families/price-tier-family';
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
  ...PRICE_TIER_PARTS,
});
