import { describe, expect, it } from 'vitest';
import {
  LOOSE_CODE,
  PACKAGE_SIZE_MESSAGES,
  packageLabels,
  packageSizeProblems,
  packWeights,
  pickedUnits,
  setPackageQuantity,
  setPackageSize,
  suggestPackages,
} from './pack-state';

const products = [
  { id: 'milk', productName: 'Milk 2L', weight: 2.1 },
  { id: 'cola', productName: 'Cola', weight: 0.4 },
];
const measurements = [
  {
    id: 'crate',
    measurementName: 'Milk Crate',
    code: 'CRT',
    measurementStandard: 'Crate',
    length: 330,
    width: 330,
    height: 280,
    volume: 30.5,
    weight: 1.6,
  },
  {
    id: 'carton',
    measurementName: 'Carton',
    code: 'CTN',
    measurementStandard: 'Carton',
    length: 400,
    width: 270,
    height: 230,
    volume: 24.8,
    weight: 0.3,
  },
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

  it("numbers one label per package, k of n, and follows the packer's changes", () => {
    const packages = suggestPackages(new Map([['milk', 18]]), products, measurements, increments);
    expect(packageLabels(packages).map((label) => `${label.code} ${label.index}/${label.total}`)).toEqual([
      'CRT 1/2',
      'CRT 2/2',
    ]);
    const changed = setPackageQuantity(packages, 0, 3);
    expect(packageLabels(changed)).toHaveLength(3);
    expect(setPackageQuantity(packages, 0, -2)[0]?.quantity).toBe(0);
  });

  it('takes the size the packer measured: dimensions, their volume and the gross weight, which the shipping weight follows', () => {
    const units = new Map([['milk', 9]]);
    const [crate] = suggestPackages(units, products, measurements, increments);
    expect(crate).toBeDefined();
    const measured = setPackageSize(crate === undefined ? [] : [crate], 0, {
      length: 600,
      width: 400,
      height: 250,
      weight: 25,
    });
    expect(measured[0]).toMatchObject({
      length: 600,
      width: 400,
      height: 250,
      volume: 60,
      weight: 25,
      quantity: 1,
    });
    expect(packWeights(units, products, measured).stockWeight).toBe(25);
    expect(
      setPackageSize(measured, 0, { length: null, width: null, height: null, weight: 20 })[0],
    ).toMatchObject({ length: null, volume: null, weight: 20 });
  });

  it('refuses a size that is not whole millimetres above zero, half given, or without a weight', () => {
    expect(packageSizeProblems({ length: 600, width: 400, height: 250, weight: 12 })).toEqual({});
    expect(packageSizeProblems({ length: 600.5, width: 0, height: 250, weight: 0 })).toEqual({
      length: PACKAGE_SIZE_MESSAGES.dimension,
      width: PACKAGE_SIZE_MESSAGES.dimension,
      weight: PACKAGE_SIZE_MESSAGES.weight,
    });
    expect(packageSizeProblems({ length: 600, width: null, height: null, weight: 3 })).toEqual({
      width: PACKAGE_SIZE_MESSAGES.allOrNone,
      height: PACKAGE_SIZE_MESSAGES.allOrNone,
    });
    expect(() => setPackageSize([], 0, { length: -1, width: 1, height: 1, weight: 1 })).toThrow(
      PACKAGE_SIZE_MESSAGES.dimension,
    );
  });
});
