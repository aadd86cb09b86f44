import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breakdownPackages, dimensionProduct, formatBreakdown, type PackageSize } from './package-breakdown';

const box: PackageSize = { measurementID: 'box', name: 'Box', abbreviation: 'BX', units: 6 };
const carton: PackageSize = { measurementID: 'carton', name: 'Carton', units: 24 };
const each: PackageSize = { measurementID: 'each', name: 'Each', units: 1 };

describe('breakdownPackages', () => {
  it('fills the largest package first, whatever the input order', () => {
    expect(breakdownPackages(89, [box, carton])).toEqual({
      packages: [
        { ...carton, count: 3 },
        { ...box, count: 2 },
      ],
      remainder: 5,
    });
  });

  it('leaves out packages with count 0', () => {
    expect(breakdownPackages(77, [box, carton])).toEqual({
      packages: [{ ...carton, count: 3 }],
      remainder: 5,
    });
    expect(breakdownPackages(5, [box, carton])).toEqual({ packages: [], remainder: 5 });
  });

  it('counts a unit count exactly equal to a package size as one package', () => {
    expect(breakdownPackages(24, [box, carton])).toEqual({
      packages: [{ ...carton, count: 1 }],
      remainder: 0,
    });
    expect(breakdownPackages(6, [box, carton])).toEqual({ packages: [{ ...box, count: 1 }], remainder: 0 });
  });

  it('ignores sizes of 1 unit or less', () => {
    const half: PackageSize = { measurementID: 'half', name: 'Half', units: 0.5 };
    expect(breakdownPackages(7, [each, half, box])).toEqual({
      packages: [{ ...box, count: 1 }],
      remainder: 1,
    });
    expect(breakdownPackages(7, [each])).toEqual({ packages: [], remainder: 7 });
  });

  it('copies only the package fields', () => {
    const measurement = { ...box, productID: 'p1', weight: 3 };
    expect(Object.keys(breakdownPackages(6, [measurement]).packages[0] ?? {}).sort()).toEqual([
      'abbreviation',
      'count',
      'measurementID',
      'name',
      'units',
    ]);
  });

  it('keeps zero and negative counts as remainder', () => {
    expect(breakdownPackages(0, [box])).toEqual({ packages: [], remainder: 0 });
    expect(breakdownPackages(-8, [box])).toEqual({ packages: [], remainder: -8 });
  });

  const sizesArb = fc.array(
    fc.record({
      measurementID: fc.string({ maxLength: 4 }),
      name: fc.string({ maxLength: 6 }),
      units: fc.integer({ min: -2, max: 200 }),
    }),
    { maxLength: 5 },
  );

  it('sums back to the unit count and leaves less than the smallest size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), sizesArb, (unitCount, sizes) => {
        const result = breakdownPackages(unitCount, sizes);
        const packed = result.packages.reduce((sum, pkg) => sum + pkg.count * pkg.units, 0);
        expect(packed + result.remainder).toBe(unitCount);
        expect(result.remainder).toBeGreaterThanOrEqual(0);
        const usable = sizes.map((size) => size.units).filter((units) => units > 1);
        // With no usable size, Math.min gives Infinity and the bound is trivially met.
        expect(result.remainder).toBeLessThan(Math.min(...usable));
        for (const pkg of result.packages) expect(pkg.count).toBeGreaterThan(0);
        const units = result.packages.map((pkg) => pkg.units);
        expect(units).toEqual([...units].sort((a, b) => b - a));
      }),
    );
  });
});

describe('formatBreakdown', () => {
  it('lists packages then loose units', () => {
    expect(formatBreakdown(breakdownPackages(89, [box, carton]))).toBe('3 x Carton, 2 x Box, 5 u');
  });

  it('omits a zero remainder but shows 0 u for nothing at all', () => {
    expect(formatBreakdown(breakdownPackages(48, [carton]))).toBe('2 x Carton');
    expect(formatBreakdown(breakdownPackages(0, [carton]))).toBe('0 u');
    expect(formatBreakdown(breakdownPackages(5, [carton]))).toBe('5 u');
  });
});

describe('dimensionProduct', () => {
  it('multiplies height, weight and length', () => {
    expect(dimensionProduct({ height: 2, weight: 3, length: 4 })).toBe(24);
  });

  it('uses 1 for missing, null or zero values', () => {
    expect(dimensionProduct({})).toBe(1);
    expect(dimensionProduct({ height: 2, weight: null, length: 0 })).toBe(2);
    expect(dimensionProduct({ weight: 5 })).toBe(5);
  });

  it('ignores other dimensions such as width', () => {
    const withWidth = { height: 2, length: 3, width: 10 };
    expect(dimensionProduct(withWidth)).toBe(6);
  });
});
