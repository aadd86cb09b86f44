import type { AutomaticLineItemDefinition } from '../../src/domain/automatic-line-items';
import { round2 } from '../../src/domain/money';
import type { UnitPriceIncrement } from '../../src/domain/order-pricing';
import { COMPANY, PRICE_TIER } from './training-ids';
import { PRODUCTS, productOf } from './training-products';
import type { EntityName } from '../../src/entities/record-of';
import type { SeedData, SeedRecord, SeedRecords } from './training-types';

/** An area's corners, as the automatic line items' and zones' schemas hold them. */
type Boundary = NonNullable<SeedData<'automatic-line-items'>['boundary']>;

/**
 * Metropolitan Melbourne, roughly Sunbury to Frankston and Werribee to the Dandenongs.
 * The bay-side edge runs west of St Kilda; Geelong and the Yarra Valley lie outside.
 */
export const METRO_MELBOURNE_BOUNDARY: Boundary = [
  { lat: -37.55, lng: 144.7 },
  { lat: -37.55, lng: 145.45 },
  { lat: -38.12, lng: 145.45 },
  { lat: -38.12, lng: 145.05 },
  { lat: -37.92, lng: 144.88 },
  { lat: -37.9, lng: 144.7 },
];

/** Geelong and the Bellarine, served through the 3PL at Laverton North. */
export const GEELONG_BOUNDARY: Boundary = [
  { lat: -38.05, lng: 144.25 },
  { lat: -38.05, lng: 144.55 },
  { lat: -38.3, lng: 144.55 },
  { lat: -38.3, lng: 144.25 },
];

export const VOLUME_DISCOUNT_GROUP = 'og-volume-discount';

/**
 * comp1's automatic lines: a metro delivery fee on small orders, a fuel levy on
 * every order, and a volume discount of which only the first that applies is added.
 * Each is both what pricing reads and a stored record of its schema (whose tax and line value
 * types are narrower than pricing's), so the demo's orders are priced by the records it seeds.
 */
export const AUTOMATIC_LINE_ITEMS: readonly (AutomaticLineItemDefinition &
  SeedData<'automatic-line-items'>)[] = [
  {
    id: 'ali-delivery-fee',
    lineItemName: 'Delivery Fee',
    calcOrder: 10,
    quantity: 300,
    rule: 'TotalValueLessThan',
    lineValue: 15,
    lineValueType: 'Fixed',
    linesWithTags: null,
    optionGroupID: null,
    tags: 'DeliveryFee',
    taxType: 'GST',
    boundary: METRO_MELBOURNE_BOUNDARY,
  },
  {
    id: 'ali-fuel-levy',
    lineItemName: 'Fuel Levy',
    calcOrder: 20,
    quantity: 0,
    rule: 'ProductValueGreaterThan',
    lineValue: 2,
    lineValueType: 'Percent',
    linesWithTags: null,
    optionGroupID: null,
    tags: 'FuelLevy',
    taxType: 'GST',
    boundary: null,
  },
  {
    id: 'ali-volume-discount-5',
    lineItemName: 'Volume Discount 5%',
    calcOrder: 30,
    quantity: 1000,
    rule: 'ProductValueGreaterThan',
    lineValue: -5,
    lineValueType: 'Percent',
    linesWithTags: null,
    optionGroupID: VOLUME_DISCOUNT_GROUP,
    tags: 'Discount',
    taxType: null,
    boundary: null,
  },
  {
    id: 'ali-volume-discount-2',
    lineItemName: 'Volume Discount 2%',
    calcOrder: 31,
    quantity: 500,
    rule: 'ProductValueGreaterThan',
    lineValue: -2,
    lineValueType: 'Percent',
    linesWithTags: null,
    optionGroupID: VOLUME_DISCOUNT_GROUP,
    tags: 'Discount',
    taxType: null,
    boundary: null,
  },
];

/** A product's price under a tier, as an order line carries it. */
export type TierPrice = { unitPrice: number; unitPriceIncrements: UnitPriceIncrement[] };

const TIERS = [
  {
    id: PRICE_TIER.standard,
    priceTierName: 'Standard Wholesale',
    priceTierDescription: 'List prices with carton breaks',
    discountPercent: 0,
  },
  {
    id: PRICE_TIER.volume,
    priceTierName: 'Cafe Volume',
    priceTierDescription: '5% below standard for high-volume cafes',
    discountPercent: 5,
  },
] as const;

/**
 * The unit price and quantity breaks of a product under a price tier.
 * @example tierPrice('tier-cafe-volume', 'prod-house-blend-1kg').unitPrice // 32.3
 */
export function tierPrice(tierID: string, productID: string): TierPrice {
  const tier = TIERS.find((candidate) => candidate.id === tierID);
  if (tier === undefined) throw new Error(`Unknown training price tier '${tierID}'`);
  const product = productOf(productID);
  const factor = 1 - tier.discountPercent / 100;
  const breaks = product.breaks ?? [[1, product.price]];
  // Returnable deposits are refunded at cost, so no tier discounts them.
  const price = (value: number): number => (product.isReturnable === true ? value : round2(value * factor));
  return {
    unitPrice: price(product.price),
    unitPriceIncrements: breaks.map(([unitCountTrigger, unitValue]) => ({
      unitCountTrigger,
      unitValue: price(unitValue),
    })),
  };
}

/** Automatic line item and price tier records of comp1. */
export function trainingPriceRules(): SeedRecords<'automatic-line-items' | 'supplier-price-tiers'> {
  const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data: { ...data, companyAccountID: COMPANY.wholesaler, isInactive: false },
  });
  return {
    'automatic-line-items': AUTOMATIC_LINE_ITEMS.map((definition) =>
      owned('automatic-line-items', {
        ...definition,
        boundary: definition.boundary?.map((point) => ({ ...point })) ?? null,
      }),
    ),
    'supplier-price-tiers': TIERS.map(({ discountPercent: _discount, ...tier }) =>
      owned('supplier-price-tiers', {
        ...tier,
        isDefault: tier.id === PRICE_TIER.standard,
        productPrices: PRODUCTS.map((product) => ({
          productID: product.id,
          ...tierPrice(tier.id, product.id),
        })),
      }),
    ),
  };
}
