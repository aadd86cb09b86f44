import { bench, describe } from 'vitest';
import { priceOrder, type AutomaticLineItemDefinition } from './automatic-line-items';

// A large wholesale order: 500 lines with price tiers, plus the usual automatic lines.
const orderItems = Array.from({ length: 500 }, (_, index) => ({
  productID: `p${index}`,
  quantity: (index % 40) + 1,
  unitPrice: 3.5 + (index % 7),
  taxType: index % 3 === 0 ? ('GST' as const) : null,
  tags: index % 2 === 0 ? 'Frozen' : 'Dry',
  unitPriceIncrements: [
    { unitCountTrigger: 1, unitValue: 4.2 },
    { unitCountTrigger: 12, unitValue: 3.9 },
    { unitCountTrigger: 24, unitValue: 3.6 },
  ],
}));
const definitions: AutomaticLineItemDefinition[] = [
  {
    id: 'fee',
    lineItemName: 'Delivery Fee',
    lineValue: 25,
    rule: 'TotalValueLessThan',
    quantity: 500,
    taxType: 'GST',
    calcOrder: 1,
  },
  {
    id: 'frozen',
    lineItemName: 'Frozen handling',
    lineValue: 2,
    lineValueType: 'Percent',
    linesWithTags: 'Frozen',
    calcOrder: 2,
  },
  {
    id: 'bulk',
    lineItemName: 'Bulk discount',
    lineValue: -5,
    lineValueType: 'Percent',
    rule: 'TotalQuantityGreaterThan',
    quantity: 1000,
    calcOrder: 3,
  },
];

describe('order pricing', () => {
  bench('priceOrder, 500 lines and 3 automatic lines', () => {
    priceOrder({ orderItems, locationID: null }, definitions);
  });
});
