import { describe, expect, it } from 'vitest';
import { itemKey, packageCount, packageName, packagesText } from './packaged-items';

describe('packaged items', () => {
  it('names a package by code, standard or product, and adds up packages of the same name', () => {
    expect(packageName({ code: 'CRT', productName: 'Full Cream Milk 2L' })).toBe('CRT · Full Cream Milk 2L');
    expect(packageName({ measurementStandard: 'Carton' })).toBe('Carton');
    expect(packageName({})).toBe('Package');
    expect(
      packagesText([
        { code: 'Crate', quantityPacked: 2 },
        { code: 'Carton', quantityPacked: 1 },
        { code: 'Crate', quantityPacked: 1 },
      ]),
    ).toBe('3 x Crate, 1 x Carton');
    expect(packagesText([])).toBe('No packages');
    expect(packageCount([{ quantityPacked: 2 }, { quantityPacked: 3 }, {}])).toBe(5);
    expect(itemKey({ id: null }, 2)).toBe('#2');
  });
});
