import type { CourierMovement } from '../schemas/courier-movement';
import { packagedItemsOf } from './packaged-items';

/** Temperatures a delivery can plausibly be at (°C): a typo like 45 for 4.5 is caught. */
export const TEMPERATURE_RANGE = { min: -30, max: 40 } as const;

/**
 * Whether a stop (or a receival) needs a temperature: the movement says so (set when it was dispatched),
 * or one of its packaged items is of a temperature-sensitive product.
 * @example needsTemperature({ packagedItems: [{ productID: 'milk' }] }, new Set(['milk'])) // true
 */
export function needsTemperature(
  movement: Readonly<Pick<CourierMovement, 'packagedItems' | 'isTemperatureSensitive'>>,
  sensitiveProductIDs: ReadonlySet<string> = new Set(),
): boolean {
  if (movement.isTemperatureSensitive === true) return true;
  return packagedItemsOf(movement).some(
    (item) => typeof item.productID === 'string' && sensitiveProductIDs.has(item.productID),
  );
}

/**
 * The temperature as a number, or null when none was typed; NaN when it is not a number.
 * @example parseTemperature(' 3,5 ') // 3.5
 */
export function parseTemperature(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
