import { formatBreakdown } from '../package-breakdown';
import type { CourierMovement, MovementPackagedItem } from '../schemas/courier-movement';

/**
 * A packaged item of a movement: the schema's fields, and the product and short reason that
 * dispatch and the driver add to it.
 */
export type PackagedItem = MovementPackagedItem & {
  productID?: string | null;
  productName?: string | null;
  shortReason?: string | null;
};

/** A movement as far as its packaged items go. */
export type WithPackagedItems = Readonly<Pick<CourierMovement, 'packagedItems'>>;

/**
 * The movement's packaged items (an absent list is none).
 * @example packagedItemsOf({ packagedItems: [{ id: 'a', quantityPacked: 2 }] }).length // 1
 */
export function packagedItemsOf(movement: WithPackagedItems): PackagedItem[] {
  return [...(movement.packagedItems ?? [])];
}

/**
 * The key a packaged item's quantities are kept under in a draft: its id, or its place.
 * @example itemKey({ id: 'p1' }, 0) // 'p1'
 */
export function itemKey(item: PackagedItem, index: number): string {
  return typeof item.id === 'string' && item.id !== '' ? item.id : `#${index}`;
}

/**
 * What a package is called: its code, else its measurement standard, else Package; with the
 * product in it when the item names one.
 * @example packageName({ code: 'CRT', productName: 'Full Cream Milk 2L' }) // 'CRT · Full Cream Milk 2L'
 */
export function packageName(item: PackagedItem): string {
  const product =
    typeof item.productName === 'string' && item.productName.trim() !== ''
      ? ` · ${item.productName.trim()}`
      : '';
  if (typeof item.code === 'string' && item.code.trim() !== '') return item.code.trim() + product;
  if (typeof item.measurementStandard === 'string' && item.measurementStandard.trim() !== '')
    return item.measurementStandard.trim() + product;
  return `Package${product}`;
}

/** The count of an item as packed (missing counts as none). */
export function packedCount(item: PackagedItem): number {
  return typeof item.quantityPacked === 'number' && Number.isFinite(item.quantityPacked)
    ? item.quantityPacked
    : 0;
}

/**
 * A movement's packages in one line, through the domain's package breakdown text: packages of
 * the same name add up, in the order they first appear.
 * @example packagesText([{ code: 'Crate', quantityPacked: 2 }, { code: 'Carton', quantityPacked: 1 }, { code: 'Crate', quantityPacked: 1 }]) // '3 x Crate, 1 x Carton'
 */
export function packagesText(items: readonly PackagedItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items)
    counts.set(packageName(item), (counts.get(packageName(item)) ?? 0) + packedCount(item));
  const packages = [...counts]
    .filter(([, count]) => count > 0)
    .map(([name, count]) => ({ measurementID: name, name, units: 1, count }));
  if (packages.length === 0) return 'No packages';
  return formatBreakdown({ packages, remainder: 0 });
}

/**
 * How many packages a movement carries.
 * @example packageCount([{ quantityPacked: 2 }, { quantityPacked: 3 }]) // 5
 */
export function packageCount(items: readonly PackagedItem[]): number {
  return items.reduce((sum, item) => sum + packedCount(item), 0);
}
