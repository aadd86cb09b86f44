import { describe, expect, it } from 'vitest';
import { needsTemperature, parseTemperature } from './delivery-temperature';

const movement = {
  packagedItems: [
    { id: 'crate', code: 'Crate', quantityPacked: 3, productID: 'milk' },
    { id: 'carton', code: 'Carton', quantityPacked: 2, productID: 'cups' },
  ],
};

describe('delivery temperature', () => {
  it('is needed when the movement says so or a product in it is temperature sensitive', () => {
    expect(needsTemperature(movement, new Set(['milk']))).toBe(true);
    expect(needsTemperature(movement, new Set(['bread']))).toBe(false);
    expect(needsTemperature({ isTemperatureSensitive: true })).toBe(true);
  });

  it('reads a typed temperature, with a comma or a point, and NaN for anything else', () => {
    expect(parseTemperature('-2')).toBe(-2);
    expect(parseTemperature(' 3,5 ')).toBe(3.5);
    expect(parseTemperature('')).toBeNull();
    expect(parseTemperature('cold')).toBeNaN();
  });
});
