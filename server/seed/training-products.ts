import type { EntityName } from '../../src/entities/record-of';
import type { ProductTetherFactor } from '../../src/domain/product-tethers';
import { COMPANY } from './training-ids';
import type { SeedRecord, SeedRecords, SeedData } from './training-types';

/** A product of comp1 with its list price, supplier cost and package. */
export type ProductSeed = {
  id: string;
  productName: string;
  abbreviation: string;
  categoryID: string;
  /** GST, or null for GST-free food (milk, bread, juice, coffee beans). */
  taxType: 'GST' | null;
  tags: string;
  /** kg */
  weight: number;
  /** mm */
  length: number;
  width: number;
  height: number;
  /** litres */
  volume: number;
  /** Standard wholesale price per unit. */
  price: number;
  /** Quantity breaks of the standard tier: [from units, unit price]. */
  breaks?: readonly (readonly [number, number])[];
  /** What comp1 pays its supplier per unit. */
  cost: number;
  /** Measurement the units are packed in, and how many fit. */
  packageID?: string;
  unitsPerPackage?: number;
  /** Orders must come in multiples of this (QuantityInIncrements). */
  orderIncrement?: number;
  isManufactured?: boolean;
  isPerishable?: boolean;
  isTemperatureSensitive?: boolean;
  isReturnable?: boolean;
  expiryDays?: number;
  batchcodeFormat?: string;
  publicDescription: string;
};

export const CATEGORY = {
  dairy: 'cat-dairy',
  bakery: 'cat-bakery',
  softDrinks: 'cat-soft-drinks',
  coffee: 'cat-coffee',
  packaging: 'cat-packaging',
} as const;

const CATEGORIES = [
  { id: CATEGORY.dairy, categoryName: 'Dairy', categoryDescription: 'Milk and chilled dairy from Gippsland' },
  {
    id: CATEGORY.bakery,
    categoryName: 'Bakery',
    categoryDescription: 'Bread and pastries baked overnight in Footscray',
  },
  {
    id: CATEGORY.softDrinks,
    categoryName: 'Soft Drinks & Juice',
    categoryDescription: 'Cans, bottles and chilled juice',
  },
  { id: CATEGORY.coffee, categoryName: 'Coffee', categoryDescription: 'Roasted in-house in Dandenong South' },
  {
    id: CATEGORY.packaging,
    categoryName: 'Packaging & Returnables',
    categoryDescription: 'Takeaway packaging and returnable crates',
  },
];

export const MEASUREMENT = {
  crate: 'meas-milk-crate',
  tray: 'meas-bread-tray',
  carton: 'meas-carton',
  coffeeBox: 'meas-coffee-box',
  pallet: 'meas-pallet',
} as const;

/** Packages: dimensions in mm, tare weight in kg, volume in litres. */
export const MEASUREMENTS = [
  {
    id: MEASUREMENT.crate,
    measurementName: 'Milk Crate',
    abbreviation: 'CRT',
    measurementStandard: 'Crate',
    code: 'CRT',
    length: 330,
    width: 330,
    height: 280,
    volume: 30.5,
    weight: 1.6,
    tags: 'Dairy,Juice',
  },
  {
    id: MEASUREMENT.tray,
    measurementName: 'Bread Tray',
    abbreviation: 'TRY',
    measurementStandard: 'Tray',
    code: 'TRY',
    length: 600,
    width: 400,
    height: 150,
    volume: 36,
    weight: 1.2,
    tags: 'Bakery',
  },
  {
    id: MEASUREMENT.carton,
    measurementName: 'Carton',
    abbreviation: 'CTN',
    measurementStandard: 'Carton',
    code: 'CTN',
    length: 400,
    width: 270,
    height: 230,
    volume: 24.8,
    weight: 0.3,
    tags: 'Drinks,Packaging',
  },
  {
    id: MEASUREMENT.coffeeBox,
    measurementName: 'Coffee Box',
    abbreviation: 'BOX',
    measurementStandard: 'Carton',
    code: 'BOX',
    length: 300,
    width: 200,
    height: 250,
    volume: 15,
    weight: 0.2,
    tags: 'Coffee',
  },
  {
    id: MEASUREMENT.pallet,
    measurementName: 'Pallet',
    abbreviation: 'PLT',
    measurementStandard: 'AU Standard Pallet',
    code: 'PLT',
    length: 1165,
    width: 1165,
    height: 150,
    volume: 203.6,
    weight: 30,
    tags: 'Bulk',
  },
] as const;

export const PRODUCT = {
  milk: 'prod-milk-2l',
  liteMilk: 'prod-lite-milk-2l',
  baristaMilk: 'prod-barista-milk-1l',
  crate: 'prod-milk-crate',
  sourdough: 'prod-sourdough-800g',
  croissant: 'prod-butter-croissant',
  cola: 'prod-cola-375ml',
  lemonade: 'prod-lemonade-1250ml',
  sparklingWater: 'prod-sparkling-water-750ml',
  orangeJuice: 'prod-orange-juice-2l',
  coffeeBeans: 'prod-house-blend-1kg',
  coldBrew: 'prod-cold-brew-250ml',
  cups: 'prod-takeaway-cups-8oz',
} as const;

const chilledDairy = {
  categoryID: CATEGORY.dairy,
  taxType: null,
  packageID: MEASUREMENT.crate,
  isPerishable: true,
  isTemperatureSensitive: true,
} as const;
const canBox = { length: 66, width: 66, height: 122 } as const;

export const PRODUCTS: readonly ProductSeed[] = [
  {
    ...chilledDairy,
    id: PRODUCT.milk,
    productName: 'Full Cream Milk 2L',
    abbreviation: 'FCM2L',
    tags: 'Dairy,Chilled',
    weight: 2.1,
    length: 105,
    width: 105,
    height: 250,
    volume: 2,
    price: 3.4,
    breaks: [
      [1, 3.4],
      [36, 3.2],
    ],
    cost: 2.35,
    unitsPerPackage: 9,
    expiryDays: 12,
    publicDescription: 'Gippsland full cream milk, 2 litre bottle.',
  },
  {
    ...chilledDairy,
    id: PRODUCT.liteMilk,
    productName: 'Lite Milk 2L',
    abbreviation: 'LM2L',
    tags: 'Dairy,Chilled',
    weight: 2.1,
    length: 105,
    width: 105,
    height: 250,
    volume: 2,
    price: 3.3,
    cost: 2.3,
    unitsPerPackage: 9,
    expiryDays: 12,
    publicDescription: 'Reduced fat milk, 2 litre bottle.',
  },
  {
    ...chilledDairy,
    id: PRODUCT.baristaMilk,
    productName: 'Barista Milk 1L',
    abbreviation: 'BM1L',
    tags: 'Dairy,Chilled,Barista',
    weight: 1.05,
    length: 80,
    width: 80,
    height: 210,
    volume: 1,
    price: 2.1,
    breaks: [
      [1, 2.1],
      [48, 1.95],
    ],
    cost: 1.4,
    unitsPerPackage: 12,
    expiryDays: 10,
    publicDescription: 'Stretches to a silky microfoam; 1 litre.',
  },
  {
    id: PRODUCT.crate,
    productName: 'Milk Crate (returnable)',
    abbreviation: 'CRATE',
    categoryID: CATEGORY.packaging,
    taxType: null,
    tags: 'Returnable',
    weight: 1.6,
    length: 330,
    width: 330,
    height: 280,
    volume: 30.5,
    price: 3,
    cost: 3,
    isReturnable: true,
    publicDescription: 'Deposit on a returnable milk crate, refunded on return.',
  },
  {
    id: PRODUCT.sourdough,
    productName: 'Sourdough Loaf 800g',
    abbreviation: 'SD800',
    categoryID: CATEGORY.bakery,
    taxType: null,
    tags: 'Bakery',
    weight: 0.8,
    length: 280,
    width: 120,
    height: 100,
    volume: 2.5,
    price: 6.5,
    cost: 4.2,
    packageID: MEASUREMENT.tray,
    unitsPerPackage: 8,
    isPerishable: true,
    expiryDays: 4,
    publicDescription: 'Naturally leavened white sourdough.',
  },
  {
    id: PRODUCT.croissant,
    productName: 'Butter Croissant',
    abbreviation: 'CRO',
    categoryID: CATEGORY.bakery,
    taxType: 'GST',
    tags: 'Bakery,Pastry',
    weight: 0.09,
    length: 160,
    width: 90,
    height: 60,
    volume: 0.6,
    price: 1.9,
    cost: 1.05,
    packageID: MEASUREMENT.tray,
    unitsPerPackage: 24,
    isPerishable: true,
    expiryDays: 3,
    publicDescription: 'All-butter croissant, baked daily.',
  },
  {
    ...canBox,
    id: PRODUCT.cola,
    productName: 'Sparkling Cola 375ml Can',
    abbreviation: 'COLA375',
    categoryID: CATEGORY.softDrinks,
    taxType: 'GST',
    tags: 'SoftDrink',
    weight: 0.4,
    volume: 0.375,
    price: 1.2,
    breaks: [
      [1, 1.2],
      [48, 1.1],
      [240, 0.98],
    ],
    cost: 0.62,
    packageID: MEASUREMENT.carton,
    unitsPerPackage: 24,
    orderIncrement: 24,
    publicDescription: 'Classic cola, sold by the carton of 24.',
  },
  {
    id: PRODUCT.lemonade,
    productName: 'Lemonade 1.25L',
    abbreviation: 'LEM125',
    categoryID: CATEGORY.softDrinks,
    taxType: 'GST',
    tags: 'SoftDrink',
    weight: 1.32,
    length: 90,
    width: 90,
    height: 310,
    volume: 1.25,
    price: 2.6,
    cost: 1.3,
    packageID: MEASUREMENT.carton,
    unitsPerPackage: 12,
    publicDescription: 'Cloudy lemonade, 1.25 litre bottle.',
  },
  {
    id: PRODUCT.sparklingWater,
    productName: 'Sparkling Mineral Water 750ml',
    abbreviation: 'SPW750',
    categoryID: CATEGORY.softDrinks,
    taxType: 'GST',
    tags: 'SoftDrink',
    weight: 1.25,
    length: 80,
    width: 80,
    height: 300,
    volume: 0.75,
    price: 2.2,
    cost: 1.1,
    packageID: MEASUREMENT.carton,
    unitsPerPackage: 12,
    publicDescription: 'Naturally sparkling mineral water in glass.',
  },
  {
    id: PRODUCT.orangeJuice,
    productName: 'Orange Juice 2L',
    abbreviation: 'OJ2L',
    categoryID: CATEGORY.softDrinks,
    taxType: null,
    tags: 'Juice,Chilled',
    weight: 2.1,
    length: 105,
    width: 105,
    height: 250,
    volume: 2,
    price: 5.8,
    cost: 3.6,
    packageID: MEASUREMENT.crate,
    unitsPerPackage: 6,
    isPerishable: true,
    isTemperatureSensitive: true,
    expiryDays: 21,
    publicDescription: '100% Australian orange juice, not from concentrate.',
  },
  {
    id: PRODUCT.coffeeBeans,
    productName: 'House Blend Coffee Beans 1kg',
    abbreviation: 'HB1KG',
    categoryID: CATEGORY.coffee,
    taxType: null,
    tags: 'Coffee',
    weight: 1,
    length: 240,
    width: 120,
    height: 80,
    volume: 2.3,
    price: 34,
    breaks: [
      [1, 34],
      [20, 30],
    ],
    cost: 14,
    packageID: MEASUREMENT.coffeeBox,
    unitsPerPackage: 6,
    isManufactured: true,
    expiryDays: 90,
    batchcodeFormat: 'HB-yyMMdd',
    publicDescription: 'Medium roast espresso blend, roasted in Dandenong South.',
  },
  {
    ...canBox,
    id: PRODUCT.coldBrew,
    productName: 'Cold Brew Coffee 250ml',
    abbreviation: 'CB250',
    categoryID: CATEGORY.coffee,
    taxType: 'GST',
    tags: 'Coffee,Chilled',
    weight: 0.3,
    volume: 0.25,
    price: 3.5,
    cost: 1.2,
    packageID: MEASUREMENT.carton,
    unitsPerPackage: 24,
    isManufactured: true,
    isPerishable: true,
    isTemperatureSensitive: true,
    expiryDays: 30,
    batchcodeFormat: 'CB-yyMMdd',
    publicDescription: 'Cold brewed for 18 hours from the house blend.',
  },
  {
    id: PRODUCT.cups,
    productName: 'Takeaway Cups 8oz (sleeve of 50)',
    abbreviation: 'CUP8',
    categoryID: CATEGORY.packaging,
    taxType: 'GST',
    tags: 'Packaging',
    weight: 0.4,
    length: 90,
    width: 90,
    height: 420,
    volume: 3.4,
    price: 6.5,
    cost: 3.2,
    packageID: MEASUREMENT.carton,
    unitsPerPackage: 20,
    publicDescription: 'Double-wall compostable cups, sleeve of 50.',
  },
];

/**
 * The product with the given id.
 * @example productOf('prod-milk-2l').taxType // null
 */
export function productOf(id: string): ProductSeed {
  const product = PRODUCTS.find((candidate) => candidate.id === id);
  if (product === undefined) throw new Error(`Unknown training product '${id}'`);
  return product;
}

/** The product summary orders and batches embed. */
export function productSummary(id: string) {
  const product = productOf(id);
  return {
    id,
    productName: product.productName,
    abbreviation: product.abbreviation,
    taxType: product.taxType,
    tags: product.tags,
  };
}

/** Milk comes in returnable crates: every crate's worth of bottles adds one crate deposit. */
export const TETHERS: readonly (ProductTetherFactor & { id: string })[] = [
  {
    id: 'tether-barista-milk-crate',
    triggeringProductID: PRODUCT.baristaMilk,
    tetheredProductID: PRODUCT.crate,
    factor: 12,
    quantity: 1,
  },
  {
    id: 'tether-milk-crate',
    triggeringProductID: PRODUCT.milk,
    tetheredProductID: PRODUCT.crate,
    factor: 9,
    quantity: 1,
  },
  {
    id: 'tether-lite-milk-crate',
    triggeringProductID: PRODUCT.liteMilk,
    tetheredProductID: PRODUCT.crate,
    factor: 9,
    quantity: 1,
  },
];

const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
  owner: COMPANY.wholesaler,
  data: { ...data, companyAccountID: COMPANY.wholesaler, isInactive: false },
});

/** Catalogue records of comp1 by navigation name. */
export function trainingCatalogue(): SeedRecords<
  'product-categories' | 'products' | 'measurements' | 'stock-increments' | 'product-tethers'
> {
  return {
    'product-categories': CATEGORIES.map((category) => owned('product-categories', category)),
    products: PRODUCTS.map((product, index) =>
      owned('products', {
        id: product.id,
        productName: product.productName,
        abbreviation: product.abbreviation,
        batchcodeFormat: product.batchcodeFormat ?? null,
        expiryDays: product.expiryDays ?? null,
        sortNumber: index + 1,
        weight: product.weight,
        length: product.length,
        width: product.width,
        height: product.height,
        volume: product.volume,
        categoryID: product.categoryID,
        publicDescription: product.publicDescription,
        isPublicProduct: product.categoryID !== CATEGORY.packaging,
        taxType: product.taxType,
        tags: product.tags,
        isAcquired: product.isManufactured !== true,
        isManufactured: product.isManufactured === true,
        isInfinite: false,
        isPerishable: product.isPerishable === true,
        isReturnable: product.isReturnable === true,
        isSold: true,
        isTemperatureSensitive: product.isTemperatureSensitive === true,
      }),
    ),
    measurements: MEASUREMENTS.map((measurement) => owned('measurements', { ...measurement })),
    'stock-increments': [
      ...PRODUCTS.flatMap((product) =>
        product.packageID === undefined || product.unitsPerPackage === undefined
          ? []
          : [
              owned('stock-increments', {
                id: `inc-${product.id.slice('prod-'.length)}`,
                productID: product.id,
                measurementID: product.packageID,
                units: product.unitsPerPackage,
              }),
            ],
      ),
      owned('stock-increments', {
        id: 'inc-cola-375ml-pallet',
        productID: PRODUCT.cola,
        measurementID: MEASUREMENT.pallet,
        units: 2400,
      }),
    ],
    'product-tethers': TETHERS.map((tether) => owned('product-tethers', { ...tether })),
  };
}
