import { describe, expect, it } from 'vitest';
import { priceOrder } from '../automatic-line-items';
import { buildOrderContext, type OrderSources } from './order-context';

// The seller's order editor prices by the same definitions as its services: its automatic lines and
// its Delivery Fees, each fee within its zone (src/domain/delivery-fees.ts).
const zone = [
  { lat: -37.81, lng: 144.99 },
  { lat: -37.81, lng: 145.01 },
  { lat: -37.79, lng: 145.01 },
  { lat: -37.79, lng: 144.99 },
];
const sources: OrderSources = {
  kind: 'customer',
  agreement: { id: 'agr-cafe', buyerID: 'cafe', sellerID: 'me', locationID: 'loc-cafe' },
  products: [{ id: 'milk', productName: 'Milk', isSold: true }],
  priceTiers: [{ id: 'tier', isDefault: true, productPrices: [{ productID: 'milk', unitPrice: 2 }] }],
  tethers: [],
  automaticLineItems: [],
  deliveryFees: [
    {
      id: 'fee-city',
      lineItemName: 'City Delivery',
      lineValue: 8,
      lineValueType: 'Fixed',
      zoneID: 'z-city',
      companyAccountID: 'me',
    },
    { id: 'fee-other', lineItemName: 'Other Seller Fee', lineValue: 99, companyAccountID: 'someone-else' },
  ],
  zones: [{ id: 'z-city', zoneName: 'City', boundary: zone, companyAccountID: 'me' }],
  locations: [
    { id: 'loc-cafe', lat: -37.8, lng: 145 },
    { id: 'loc-far', lat: -38.15, lng: 144.36 },
  ],
  orders: [],
  companyID: 'me',
};

describe('the order editor’s delivery fees', () => {
  it('shows the company’s fee on an order to an address inside its zone, and not outside it', () => {
    const context = buildOrderContext(sources);
    const lines = (locationID: string) =>
      priceOrder(
        { orderItems: [{ productID: 'milk', quantity: 10, unitPrice: 2 }], locationID },
        context.definitions,
        { possibleLocations: context.possibleLocations },
      ).automaticLines.map((line) => [line.description, line.amountTotal]);
    expect(lines('loc-cafe')).toEqual([['City Delivery', 8]]);
    expect(lines('loc-far')).toEqual([]);
  });
});
