import { describe, expect, it } from 'vitest';
import { LOOSE_CODE, packageLabels, packWeights, pickedUnits, setPackageQuantity, suggestPackages } from './pack-state';

const products = [
  { id: 'milk', productName: 'Milk 2L', weight: 2.1 },
  { id: 'cola', productName: 'Cola', weight: 0.4 },
];
const measurements = [
  { id: 'crate', measurementName: 'Milk Crate', code: 'CRT', measurementStandard: 'Crate', length: 330, width: 330, height: 280, volume: 30.5, weight: 1.6 },
  { id: 'carton', measurementName: 'Carton', code: 'CTN', measurementStandard: 'Carton', length: 400, width: 270, height: 230, volume: 24.8, weight: 0.3 },
  { id: 'pallet', measurementName: 'Pallet', code: 'PLT', measurementStandard: 'Pallet', weight: 30 },
];
const increments = [
  { productID: 'milk', measurementID: 'crate', units: 9 },
  { productID: 'cola', measurementID: 'carton', units: 24 },
  { productID: 'cola', measurementID: 'pallet', units: 1200 },
];

describe('pack state', () => {
  it('suggests the largest packages first per product and one loose package for the rest', () => {
    const units = pickedUnits([
      { productID: 'milk', quantityPicked: 20 },
      { productID: 'cola', quantityPicked: 30 },
    ]);
    const packages = suggestPackages(units, products, measurements, increments);
    expect(packages.map((row) => [row.code, row.productID, row.units, row.quantity, row.weight])).toEqual([
      ['CRT', 'milk', 9, 2, 20.5],
      ['CTN', 'cola', 24, 1, 9.9],
      [LOOSE_CODE, null, 8, 1, 6.6],
    ]);
    expect(packWeights(units, products, packages)).toEqual({ orderWeight: 54, stockWeight: 57.5 });
  });

  it('numbers one label per package, k of n, and follows the packer\'s changes', () => {
    const packages = suggestPackages(new Map([['milk', 18]]), products, measurements, increments);
    expect(packageLabels(packages).map((label) => `${label.code} ${label.index}/${label.total}`)).toEqual(['CRT 1/2', 'CRT 2/2']);
    const changed = setPackageQuantity(packages, 0, 3);
    expect(packageLabels(changed)).toHaveLength(3);
    expect(setPackageQuantity(packages, 0, -2)[0]?.quantity).toBe(0);
  });
});
