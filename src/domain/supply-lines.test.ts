import { describe, expect, it } from 'vitest';
import { earliestArrival, restockKindOf, restockProblem, supplyLineFor } from './supply-lines';

const move = {
  id: 'l-move',
  supplyLineName: 'Milk to the cold store',
  productID: 'milk',
  departureLocationID: 'wh',
  destinationLocationID: 'cold',
  isOn: true,
};

describe('supply lines', () => {
  it('tells a line’s way: made, moved from another location, else bought', () => {
    expect(restockKindOf(move)).toBe('transfer');
    expect(restockKindOf({ ...move, isManufactured: true })).toBe('make');
    expect(restockKindOf({ ...move, departureLocationID: null, sellerID: 'dairy' })).toBe('purchase');
    expect(restockKindOf({ ...move, departureLocationID: 'cold' })).toBe('purchase');
  });

  it('finds the line switched on for a product at a location', () => {
    expect(supplyLineFor([{ ...move, isOn: false }], 'milk', 'cold')).toBeNull();
    expect(supplyLineFor([move], 'milk', 'wh')).toBeNull();
    expect(supplyLineFor([move], 'milk', 'cold')?.id).toBe('l-move');
  });

  it('is due no earlier than its lead hours from now', () => {
    expect(earliestArrival({ ...move, leadHours: 36 }, new Date('2026-11-25T00:00:00Z'))).toBe(
      '2026-11-26T12:00:00.000Z',
    );
  });

  it('says why a record made by a line does not follow it', () => {
    const transfer = {
      kind: 'transfer' as const,
      productIDs: ['milk'],
      destinationLocationID: 'cold',
      departureLocationID: 'wh',
    };
    expect(restockProblem(move, transfer)).toBeNull();
    expect(restockProblem(null, transfer)).toBe('That supply line no longer exists');
    expect(restockProblem({ ...move, isOn: false }, transfer)).toBe(
      "Supply line 'Milk to the cold store' is off",
    );
    expect(restockProblem(move, { ...transfer, productIDs: ['milk', 'oj'] })).toBe(
      "Supply line 'Milk to the cold store' restocks only its own product",
    );
    expect(restockProblem(move, { ...transfer, destinationLocationID: 'wh' })).toBe(
      "Supply line 'Milk to the cold store' restocks another location",
    );
    const buy = { ...move, departureLocationID: null, sellerID: 'dairy' };
    const purchase = { kind: 'purchase' as const, productIDs: ['milk'], destinationLocationID: 'cold' };
    expect(restockProblem(buy, { ...purchase, sellerID: 'dairy' })).toBeNull();
    expect(restockProblem(buy, { ...purchase, sellerID: 'other' })).toBe(
      "Supply line 'Milk to the cold store' buys from another supplier",
    );
  });
});
