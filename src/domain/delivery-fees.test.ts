import { describe, expect, it } from 'vitest';
import { priceOrder } from './automatic-line-items';
import { areaOf, sellerLineDefinitions } from './delivery-fees';
import type { LatLng } from './point-in-polygon';

// Roughly the Melbourne CBD; Fitzroy is inside, Geelong is not.
const cbd: LatLng[] = [
  { lat: -37.83, lng: 144.94 },
  { lat: -37.83, lng: 144.99 },
  { lat: -37.79, lng: 144.99 },
  { lat: -37.79, lng: 144.94 },
];
const inside = { lat: -37.8, lng: 144.978 };
const outside = { lat: -38.15, lng: 144.36 };
const order = { orderItems: [{ productID: 'bread', quantity: 10, unitPrice: 5 }] };

describe('areaOf', () => {
  it('is the own boundary, else the named zone, else everywhere', () => {
    expect(areaOf({ boundary: cbd, zoneID: 'other' }, [{ id: 'other', boundary: [] }])).toBe(cbd);
    expect(areaOf({ zoneID: 'z1' }, [{ id: 'z1', boundary: cbd }])).toBe(cbd);
    expect(areaOf({}, [])).toBeNull();
  });

  it('is nowhere when the zone named is missing, ended or not drawn', () => {
    expect(areaOf({ zoneID: 'gone' }, [])).toEqual([]);
    expect(areaOf({ zoneID: 'z1' }, [{ id: 'z1', boundary: cbd, isInactive: true }])).toEqual([]);
    expect(areaOf({ zoneID: 'z1' }, [{ id: 'z1', boundary: null }])).toEqual([]);
  });
});

describe('sellerLineDefinitions', () => {
  const fee = {
    id: 'fee-cbd',
    lineItemName: 'City Delivery',
    lineValue: 12,
    lineValueType: 'Fixed',
    zoneID: 'z-cbd',
  };
  const zones = [{ id: 'z-cbd', boundary: cbd }];

  it('adds a delivery fee inside its zone and not outside it', () => {
    const definitions = sellerLineDefinitions({ automaticLineItems: [], deliveryFees: [fee], zones });
    const near = priceOrder(order, definitions, { location: inside });
    const far = priceOrder(order, definitions, { location: outside });
    expect(near.automaticLines.map((line) => [line.description, line.amountTotal])).toEqual([
      ['City Delivery', 12],
    ]);
    expect(near.amountTotal).toBe(62);
    expect(far.automaticLines).toEqual([]);
    expect(far.amountTotal).toBe(50);
  });

  it('makes every delivery fee a Delivery Fee line: skipped for pickups and IgnoreDeliveryFee orders', () => {
    const definitions = sellerLineDefinitions({
      automaticLineItems: [],
      deliveryFees: [{ ...fee, zoneID: null }],
      zones,
    });
    expect(priceOrder(order, definitions, { location: outside }).automaticLines).toHaveLength(1);
    expect(
      priceOrder({ ...order, isRequestPickup: true }, definitions, { location: inside }).automaticLines,
    ).toEqual([]);
    expect(
      priceOrder({ ...order, tagsCSV: 'IgnoreDeliveryFee' }, definitions, { location: inside })
        .automaticLines,
    ).toEqual([]);
  });

  it('applies a fee whose zone cannot be found nowhere, and leaves ended fees and lines out', () => {
    const definitions = sellerLineDefinitions({
      automaticLineItems: [{ id: 'old', lineItemName: 'Old surcharge', lineValue: 3, isInactive: true }],
      deliveryFees: [
        { ...fee, zoneID: 'gone' },
        { ...fee, id: 'ended', zoneID: null, isInactive: true },
      ],
      zones,
    });
    expect(definitions).toEqual([]);
  });

  it('keeps the automatic lines as they are, with their zones', () => {
    const definitions = sellerLineDefinitions({
      automaticLineItems: [
        {
          id: 'small',
          lineItemName: 'Small order',
          lineValue: 5,
          rule: 'TotalValueLessThan',
          quantity: 100,
          zoneID: 'z-cbd',
        },
      ],
      deliveryFees: [],
      zones,
    });
    expect(definitions[0]?.tags ?? null).toBeNull();
    expect(priceOrder(order, definitions, { location: inside }).amountTotal).toBe(55);
    expect(priceOrder(order, definitions, { location: outside }).amountTotal).toBe(50);
  });
});
