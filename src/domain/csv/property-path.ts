// A record's property paths, for lists, forms and the CSV export; apart from the export so a
// list or a form loads no CSV writer (papaparse) until something is exported.

/**
 * Turns a property path into a header: the last segment, camelCase split into
 * capitalised words, acronyms kept and "id" written as ID.
 * @example propertyLabel('product.productName') // "Product Name"
 * @example propertyLabel('productID') // "Product ID"
 */
export function propertyLabel(property: string): string {
  const segments = property.split('.').filter((segment) => segment !== '');
  const last = segments[segments.length - 1] ?? '';
  return last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * Reads a dotted path such as product.productName; a missing step gives undefined.
 * @example readPath({ product: { productName: 'Flour' } }, 'product.productName') // "Flour"
 */
export function readPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}
