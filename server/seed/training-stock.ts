import type { EntityName } from '../../src/entities/record-of';
import type { TrainingClock } from './training-clock';
import { COMPANY, LOCATION } from './training-ids';
import { PRODUCT, productOf, productSummary } from './training-products';
import type { SeedRecord, SeedRecords, SeedData } from './training-types';

type BatchSeed = {
  id: string;
  productID: string;
  /** Batch code prefix; the date of manufacture follows as yyMMdd. */
  prefix: string;
  /** Days from today the batch was made (received, for bought-in stock). */
  madeDaysAgo: number;
  quantity: number;
  quantityGoal: number;
  isPending?: boolean;
  onHold?: boolean;
  /** Units already sent to the 3PL at Laverton North. */
  atFulfiller?: number;
};

/** Batches at the Dandenong South warehouse: bought-in perishables and comp1's own roasts. */
const BATCHES: readonly BatchSeed[] = [
  {
    id: 'batch-barista-milk-current',
    productID: PRODUCT.baristaMilk,
    prefix: 'GD',
    madeDaysAgo: 1,
    quantity: 180,
    quantityGoal: 240,
  },
  {
    id: 'batch-milk-current',
    productID: PRODUCT.milk,
    prefix: 'GD',
    madeDaysAgo: 1,
    quantity: 126,
    quantityGoal: 180,
  },
  {
    id: 'batch-lite-milk-current',
    productID: PRODUCT.liteMilk,
    prefix: 'GD',
    madeDaysAgo: 1,
    quantity: 27,
    quantityGoal: 36,
  },
  {
    id: 'batch-sourdough-today',
    productID: PRODUCT.sourdough,
    prefix: 'WB',
    madeDaysAgo: 0,
    quantity: 40,
    quantityGoal: 48,
  },
  {
    id: 'batch-croissant-today',
    productID: PRODUCT.croissant,
    prefix: 'WB',
    madeDaysAgo: 0,
    quantity: 84,
    quantityGoal: 96,
  },
  {
    id: 'batch-orange-juice-current',
    productID: PRODUCT.orangeJuice,
    prefix: 'OJ',
    madeDaysAgo: 5,
    quantity: 42,
    quantityGoal: 60,
  },
  {
    id: 'batch-house-blend-finished',
    productID: PRODUCT.coffeeBeans,
    prefix: 'HB-',
    madeDaysAgo: 3,
    quantity: 110,
    quantityGoal: 120,
  },
  {
    id: 'batch-house-blend-roasting',
    productID: PRODUCT.coffeeBeans,
    prefix: 'HB-',
    madeDaysAgo: 0,
    quantity: 0,
    quantityGoal: 60,
    isPending: true,
  },
  // Held for a QA check of the bottle seals: not to be picked until released.
  {
    id: 'batch-cold-brew-on-hold',
    productID: PRODUCT.coldBrew,
    prefix: 'CB-',
    madeDaysAgo: 2,
    quantity: 96,
    quantityGoal: 96,
    onHold: true,
  },
  {
    id: 'batch-cold-brew-current',
    productID: PRODUCT.coldBrew,
    prefix: 'CB-',
    madeDaysAgo: 6,
    quantity: 120,
    quantityGoal: 120,
    atFulfiller: 48,
  },
];

/**
 * The batch pickers take a product from: the finished batch not on hold, if the product is batch-tracked.
 * @example pickingBatchOf('prod-cold-brew-250ml') // 'batch-cold-brew-current'
 */
export function pickingBatchOf(productID: string): string | null {
  const batch = BATCHES.find(
    (candidate) =>
      candidate.productID === productID && candidate.isPending !== true && candidate.onHold !== true,
  );
  return batch?.id ?? null;
}

/** Untracked stock (no batches): units at the warehouse and at the 3PL. */
const LOOSE_STOCK: readonly { productID: string; warehouse: number; fulfiller: number }[] = [
  { productID: PRODUCT.cola, warehouse: 960, fulfiller: 240 },
  { productID: PRODUCT.lemonade, warehouse: 216, fulfiller: 48 },
  { productID: PRODUCT.sparklingWater, warehouse: 144, fulfiller: 0 },
  { productID: PRODUCT.cups, warehouse: 60, fulfiller: 0 },
  { productID: PRODUCT.crate, warehouse: 85, fulfiller: 0 },
];

const THRESHOLDS: readonly {
  productID: string;
  lower: number;
  upper: number;
  minimum: number;
  increment: number;
}[] = [
  { productID: PRODUCT.baristaMilk, lower: 120, upper: 480, minimum: 120, increment: 12 },
  { productID: PRODUCT.milk, lower: 90, upper: 360, minimum: 90, increment: 9 },
  { productID: PRODUCT.sourdough, lower: 24, upper: 96, minimum: 24, increment: 8 },
  { productID: PRODUCT.cola, lower: 240, upper: 1200, minimum: 480, increment: 24 },
  { productID: PRODUCT.coffeeBeans, lower: 30, upper: 150, minimum: 20, increment: 6 },
  { productID: PRODUCT.cups, lower: 20, upper: 100, minimum: 20, increment: 20 },
];

const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
  owner: COMPANY.wholesaler,
  data: { ...data, isInactive: false },
});

/** Batches (pending, finished, one on hold), stock items per batch and location, and reorder thresholds. */
export function trainingStock(
  clock: TrainingClock,
): SeedRecords<'batches' | 'stock-items' | 'stock-thresholds'> {
  const batches = BATCHES.map((batch) => {
    const expiryDays = productOf(batch.productID).expiryDays ?? 365;
    return owned('batches', {
      id: batch.id,
      batchcode: `${batch.prefix}${clock.dateCode(-batch.madeDaysAgo)}`,
      productID: batch.productID,
      product: productSummary(batch.productID),
      locationID: LOCATION.warehouse,
      quantity: batch.quantity,
      quantityGoal: batch.quantityGoal,
      createdOn: clock.at(-batch.madeDaysAgo, 4, 30),
      dom: clock.at(-batch.madeDaysAgo),
      exp: clock.at(expiryDays - batch.madeDaysAgo),
      isPending: batch.isPending === true,
      onHold: batch.onHold === true,
    });
  });
  const batchStock = BATCHES.filter((batch) => batch.isPending !== true).flatMap((batch) => {
    const atFulfiller = batch.atFulfiller ?? 0;
    const here = batch.quantity - atFulfiller;
    const item = (id: string, locationID: string, units: number) =>
      owned('stock-items', {
        id,
        locationID,
        productID: batch.productID,
        batchID: batch.id,
        available: batch.onHold === true ? 0 : units,
        onHold: batch.onHold === true ? units : 0,
        wasted: 0,
      });
    const suffix = batch.id.slice('batch-'.length);
    return [
      item(`stock-${suffix}`, LOCATION.warehouse, here),
      ...(atFulfiller > 0 ? [item(`stock-${suffix}-westgate`, LOCATION.fulfiller, atFulfiller)] : []),
    ];
  });
  const looseStock = LOOSE_STOCK.flatMap(({ productID, warehouse, fulfiller }) => {
    const suffix = productID.slice('prod-'.length);
    const item = (id: string, locationID: string, available: number) =>
      owned('stock-items', { id, locationID, productID, batchID: null, available, onHold: 0, wasted: 0 });
    return [
      item(`stock-${suffix}`, LOCATION.warehouse, warehouse),
      ...(fulfiller > 0 ? [item(`stock-${suffix}-westgate`, LOCATION.fulfiller, fulfiller)] : []),
    ];
  });
  return {
    batches,
    'stock-items': [...batchStock, ...looseStock],
    'stock-thresholds': THRESHOLDS.map((threshold) =>
      owned('stock-thresholds', {
        id: `threshold-${threshold.productID.slice('prod-'.length)}`,
        productID: threshold.productID,
        locationID: LOCATION.warehouse,
        lowerThreshold: threshold.lower,
        upperThreshold: threshold.upper,
        minimumOrderAmount: threshold.minimum,
        orderIncrement: threshold.increment,
      }),
    ),
  };
}
