import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';

/**
 * Ids of the temperature-sensitive products the mirror holds (a driver without the products
 * area has none; dispatch then marks the movement itself).
 */
export function useSensitiveProducts(): ReadonlySet<string> {
  const products = useRecords('products', { includeInactive: true });
  return useMemo(
    () =>
      new Set(
        (products ?? [])
          .filter((product) => product.isTemperatureSensitive === true)
          .map((product) => product.id),
      ),
    [products],
  );
}
