import { defineEntity } from '../entity-definition';
import { PRICE_TIER_PARTS } from '../families/price-tier-family';
import { courierPriceTierSchema } from '../schemas/courier-price-tier';

/**
 * Price lists a courier offers its clients: a fee per delivery, per package and per kilogram
 * delivered, from which each delivered courier order's billable items are priced; and for a
 * 3PL, a fee per order fulfilled and per unit picked, which price its client billable items.
 */
export const courierPriceTiers = defineEntity({
  name: 'courier-price-tiers',
  single: 'courier-price-tier',
  label: 'Courier Price Tiers',
  singleLabel: 'Courier Price Tier',
  service: 'Couriering',
  section: 'Courier/PriceTiers',
  schema: courierPriceTierSchema,
  permission: 'price-tiers',
  subscription: 'COURFREE',
  menuGroup: 'Items',
  ...PRICE_TIER_PARTS,
  columns: [...(PRICE_TIER_PARTS.columns ?? []), 'deliveryFee', 'packageFee', 'weightFee'],
  fields: [
    ...(PRICE_TIER_PARTS.fields ?? []),
    { name: 'deliveryFee', label: 'Fee Per Delivery', kind: 'money' },
    { name: 'packageFee', label: 'Fee Per Package', kind: 'money' },
    { name: 'weightFee', label: 'Fee Per Kilogram', kind: 'money' },
    { name: 'orderFee', label: 'Fee Per Order Fulfilled', kind: 'money' },
    { name: 'unitFee', label: 'Fee Per Unit Picked', kind: 'money' },
  ],
});
