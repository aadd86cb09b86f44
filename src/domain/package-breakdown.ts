/** A package a product's units can be packed in (from a measurement or stock increment). */
export type PackageSize = { measurementID: string; name: string; abbreviation?: string; units: number };

/** Whole packages, largest first, plus the loose units left over. */
export type PackageBreakdown = {
  packages: { measurementID: string; name: string; abbreviation?: string; units: number; count: number }[];
  remainder: number;
};

/**
 * Splits a unit count into as many of the largest packages as fit, then the
 * next size down; what is left stays as loose units. Sizes of 1 unit or less
 * are ignored (they are just units); equal sizes keep their input order.
 * @example breakdownPackages(59, [{ measurementID: 'b', name: 'Box', units: 6 }, { measurementID: 'c', name: 'Carton', units: 24 }])
 * // { packages: [{ measurementID: 'c', name: 'Carton', units: 24, count: 2 }, { measurementID: 'b', name: 'Box', units: 6, count: 1 }], remainder: 5 }
 */
export function breakdownPackages(unitCount: number, sizes: readonly PackageSize[]): PackageBreakdown {
  if (!Number.isFinite(unitCount)) return { packages: [], remainder: 0 };
  const usable = sizes
    .filter((size) => Number.isFinite(size.units) && size.units > 1)
    .toSorted((a, b) => b.units - a.units);
  const packages: PackageBreakdown['packages'] = [];
  let rest = unitCount;
  for (const size of usable) {
    if (rest < size.units) continue;
    const count = Math.floor(rest / size.units);
    rest -= count * size.units;
    // Copy only the declared fields: callers often pass whole measurement records.
    const { measurementID, name, abbreviation, units } = size;
    packages.push(
      abbreviation === undefined
        ? { measurementID, name, units, count }
        : { measurementID, name, abbreviation, units, count },
    );
  }
  return { packages, remainder: rest };
}

/**
 * Short text for a breakdown; loose units are shown with 'u'.
 * @example formatBreakdown({ packages: [{ measurementID: 'c', name: 'Carton', units: 24, count: 3 }], remainder: 5 }) // '3 x Carton, 5 u'
 */
export function formatBreakdown(breakdown: PackageBreakdown): string {
  const parts = breakdown.packages.map((pkg) => `${pkg.count} x ${pkg.name}`);
  if (breakdown.remainder !== 0 || parts.length === 0) parts.push(`${breakdown.remainder} u`);
  return parts.join(', ');
}

/** Dimensions of a measurement as far as dimensionProduct needs them. */
export type MeasurementDimensions = {
  height?: number | null;
  weight?: number | null;
  length?: number | null;
};

function orOne(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : 1;
}

/**
 * Height × weight × length, with 1 standing in for a missing or zero value.
 * The spec really multiplies weight (not width) here, so this follows it.
 * @example dimensionProduct({ height: 2, length: 3 }) // 6
 */
export function dimensionProduct(m: MeasurementDimensions): number {
  return orOne(m.height) * orOne(m.weight) * orOne(m.length);
}
