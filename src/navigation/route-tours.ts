import type { TourName } from '../blocks/blade-tours';

/** Fixed routes with a guided tour of their own (list and detail tours come with their panels). */
const ROUTE_TOURS: Readonly<Record<string, TourName>> = {
  '/hub/sales': 'sales-hub',
};

/**
 * The tour of a fixed route, or null.
 * @example routeTour('/hub/sales') // 'sales-hub'
 */
export function routeTour(pathname: string): TourName | null {
  return ROUTE_TOURS[pathname.replace(/\/+$/, '')] ?? null;
}
