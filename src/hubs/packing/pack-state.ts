import { numberOf, numberOrZero, textOf } from '../../domain/unknown-values';
import { breakdownPackages } from '../../domain/package-breakdown';
import { round2 } from '../../domain/money';
import type { RecordOf } from '../../data/mirror-row';

/** What packing reads (plain records from the mirror). */
export type PackProduct = { id: string; productName?: string | null; weight?: number | null };
export type PackMeasurement = {
  id: string;
  measurementName?: string | null;
  code?: string | null;
  measurementStandard?: string | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  volume?: number | null;
  /** The empty package's own weight (kg). */
  weight?: number | null;
};
export type PackIncrement = {
  productID?: string | null;
  measurementID?: string | null;
  units?: number | null;
};

/** One row of packagedItems: a number of packages of one kind, with one package's size and gross weight. */
export type PackagedItem = {
  measurementID: string | null;
  code: string;
  measurementStandard: string | null;
  productID: string | null;
  /** Units of the product in one package (the loose package holds what is left over). */
  units: number;
  quantity: number;
  length: number | null;
  width: number | null;
  height: number | null;
  volume: number | null;
  weight: number;
};

export const LOOSE_CODE = 'LOOSE';

/**
 * Units picked per product (what was picked is what is packed).
 * @example pickedUnits([{ productID: 'p', quantityPicked: 3 }, { productID: 'p', quantityPicked: 2 }]) // Map { 'p' => 5 }
 */
export function pickedUnits(
  entryItems: readonly { productID: string; quantityPicked?: number | null }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of entryItems)
    units.set(item.productID, (units.get(item.productID) ?? 0) + numberOrZero(item.quantityPicked));
  return units;
}

/**
 * The packages the domain's rule suggests: per product, as many of its largest package as fit,
 * then smaller ones (the stock increments say how many units each holds); what is left over
 * of every product travels together in one loose package.
 */
export function suggestPackages(
  units: ReadonlyMap<string, number>,
  products: readonly PackProduct[],
  measurements: readonly PackMeasurement[],
  increments: readonly PackIncrement[],
): PackagedItem[] {
  const rows: PackagedItem[] = [];
  let looseWeight = 0;
  for (const [productID, count] of units) {
    if (count <= 0) continue;
    const product = products.find((candidate) => candidate.id === productID);
    const sizes = increments
      .filter((increment) => increment.productID === productID && typeof increment.measurementID === 'string')
      .map((increment) => {
        const measurement = measurements.find((candidate) => candidate.id === increment.measurementID);
        return {
          measurementID: String(increment.measurementID),
          name: measurement?.measurementName ?? 'Package',
          units: numberOrZero(increment.units),
        };
      });
    const breakdown = breakdownPackages(count, sizes);
    for (const pkg of breakdown.packages) {
      const measurement = measurements.find((candidate) => candidate.id === pkg.measurementID);
      rows.push({
        measurementID: pkg.measurementID,
        code: measurement?.code ?? pkg.name,
        measurementStandard: measurement?.measurementStandard ?? null,
        productID,
        units: pkg.units,
        quantity: pkg.count,
        length: measurement?.length ?? null,
        width: measurement?.width ?? null,
        height: measurement?.height ?? null,
        volume: measurement?.volume ?? null,
        weight: round2(pkg.units * numberOrZero(product?.weight) + numberOrZero(measurement?.weight)),
      });
    }
    looseWeight += breakdown.remainder * numberOrZero(product?.weight);
  }
  const looseUnits = [...units].reduce((sum, [productID, count]) => {
    const packed = rows
      .filter((row) => row.productID === productID)
      .reduce((total, row) => total + row.units * row.quantity, 0);
    return sum + Math.max(0, count - packed);
  }, 0);
  if (looseUnits > 0) {
    rows.push({
      measurementID: null,
      code: LOOSE_CODE,
      measurementStandard: null,
      productID: null,
      units: looseUnits,
      quantity: 1,
      length: null,
      width: null,
      height: null,
      volume: null,
      weight: round2(looseWeight),
    });
  }
  return rows;
}

/**
 * The goods' weight (orderWeight) and the shipment's with its packaging (stockWeight).
 * @example packWeights(new Map([['p', 2]]), [{ id: 'p', weight: 1.5 }], [{ ...row, quantity: 1, weight: 3.5 }]) // { orderWeight: 3, stockWeight: 3.5 }
 */
export function packWeights(
  units: ReadonlyMap<string, number>,
  products: readonly PackProduct[],
  packages: readonly PackagedItem[],
): { orderWeight: number; stockWeight: number } {
  const orderWeight = [...units].reduce(
    (sum, [productID, count]) => sum + count * numberOrZero(products.find((p) => p.id === productID)?.weight),
    0,
  );
  const packed = packages.reduce((sum, row) => sum + row.quantity * row.weight, 0);
  return { orderWeight: round2(orderWeight), stockWeight: round2(Math.max(orderWeight, packed)) };
}

/** The number of packages (and so of labels). */
export function packageCount(packages: readonly PackagedItem[]): number {
  return packages.reduce((sum, row) => sum + Math.max(0, row.quantity), 0);
}

/** One label: package k of n. */
export type PackageLabel = { key: string; index: number; total: number; code: string };

/**
 * A label for every package, numbered k of n.
 * @example packageLabels([{ ...crate, quantity: 2 }]).map((l) => `${l.index}/${l.total}`) // ['1/2', '2/2']
 */
export function packageLabels(packages: readonly PackagedItem[]): PackageLabel[] {
  const total = packageCount(packages);
  const labels: PackageLabel[] = [];
  for (const [rowIndex, row] of packages.entries()) {
    for (let copy = 0; copy < row.quantity; copy += 1)
      labels.push({ key: `${rowIndex}-${copy}`, index: labels.length + 1, total, code: row.code });
  }
  return labels;
}

/** A package row's count changed by the packer (never below zero). */
export function setPackageQuantity(
  packages: readonly PackagedItem[],
  index: number,
  quantity: number,
): PackagedItem[] {
  return packages.map((row, at) =>
    at === index ? { ...row, quantity: Math.max(0, Math.floor(quantity)) } : row,
  );
}

/** A measurement record as packing reads it. */
export function packMeasurementOf(record: Readonly<RecordOf<'measurements'>>): PackMeasurement {
  return {
    id: record.id,
    measurementName: textOf(record.measurementName),
    code: textOf(record.code),
    measurementStandard: textOf(record.measurementStandard),
    length: numberOf(record.length),
    width: numberOf(record.width),
    height: numberOf(record.height),
    volume: numberOf(record.volume),
    weight: numberOf(record.weight),
  };
}

/** A stock increment record as packing reads it. */
export function packIncrementOf(record: Readonly<RecordOf<'stock-increments'>>): PackIncrement {
  return {
    productID: textOf(record.productID),
    measurementID: textOf(record.measurementID),
    units: numberOf(record.units),
  };
}

/** One package's size and gross weight as the packer enters them (mm and kg; null: not measured). */
export type PackageSize = {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
};

export const PACKAGE_SIZE_MESSAGES = {
  dimension: 'Length, width and height are whole millimetres above zero',
  allOrNone: 'Enter all three of length, width and height, or none',
  weight: 'Weight is kilograms above zero',
} as const;

/**
 * What is wrong with a size the packer entered, field by field (empty when nothing is).
 * @example packageSizeProblems({ length: 600, width: 400, height: null, weight: 12 }) // { height: 'Enter all three of length, width and height, or none' }
 */
export function packageSizeProblems(size: PackageSize): Partial<Record<keyof PackageSize, string>> {
  const problems: Partial<Record<keyof PackageSize, string>> = {};
  const sides = ['length', 'width', 'height'] as const;
  for (const side of sides) {
    const value = size[side];
    if (value !== null && !(Number.isInteger(value) && value > 0))
      problems[side] = PACKAGE_SIZE_MESSAGES.dimension;
  }
  const given = sides.filter((side) => size[side] !== null);
  if (given.length > 0 && given.length < 3) {
    for (const side of sides) if (size[side] === null) problems[side] = PACKAGE_SIZE_MESSAGES.allOrNone;
  }
  if (size.weight === null || !Number.isFinite(size.weight) || size.weight <= 0)
    problems.weight = PACKAGE_SIZE_MESSAGES.weight;
  return problems;
}

/**
 * A package row with the size the packer measured: dimensions, volume (litres, from the
 * dimensions) and gross weight. Refuses (throws) a size with problems: check packageSizeProblems first.
 * @example setPackageSize([crate], 0, { length: 600, width: 400, height: 250, weight: 14.5 })[0].volume // 60
 */
export function setPackageSize(
  packages: readonly PackagedItem[],
  index: number,
  size: PackageSize,
): PackagedItem[] {
  const problems = Object.values(packageSizeProblems(size));
  if (problems.length > 0) throw new Error(problems[0]);
  const { length, width, height } = size;
  const volume =
    length !== null && width !== null && height !== null
      ? round2((length * width * height) / 1_000_000)
      : null;
  return packages.map((row, at) =>
    at === index ? { ...row, length, width, height, volume, weight: round2(size.weight ?? row.weight) } : row,
  );
}
