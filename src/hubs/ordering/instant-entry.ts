import type { CatalogueProduct } from '../../domain/ordering/order-editor-state';

/** A product line typed in the instant order: the product found and the quantity, or why not. */
export type LineEntry = { ok: true; productID: string; quantity: number } | { ok: false; message: string };

/**
 * The products a typed code or name finds: an exact code first, then names and codes starting
 * with it, then containing it.
 * @example matchProducts('bm1l', products)[0].id // 'prod-barista-milk-1l'
 */
export function matchProducts(query: string, products: Iterable<CatalogueProduct>): CatalogueProduct[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const all = [...products];
  const code = (product: CatalogueProduct) => (product.abbreviation ?? '').toLowerCase();
  const name = (product: CatalogueProduct) => product.productName.toLowerCase();
  const exact = all.filter((product) => code(product) === wanted);
  const starts = all.filter(
    (product) =>
      !exact.includes(product) && (name(product).startsWith(wanted) || code(product).startsWith(wanted)),
  );
  const contains = all.filter(
    (product) =>
      !exact.includes(product) &&
      !starts.includes(product) &&
      (name(product).includes(wanted) || code(product).includes(wanted)),
  );
  return [...exact, ...starts, ...contains];
}

/**
 * Reads one typed line: a product code or name and a quantity, either way round ("BM1L 24",
 * "24 barista"); without a number the quantity is 1.
 * @example readLineEntry('cola 48', products) // { ok: true, productID: 'prod-cola-375ml', quantity: 48 }
 */
export function readLineEntry(
  text: string,
  products: Iterable<CatalogueProduct>,
  quantityText = '',
): LineEntry {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const numbers = words.filter((word) => /^\d+(\.\d+)?$/.test(word));
  const rest = words.filter((word) => !numbers.includes(word)).join(' ');
  const typedQuantity = quantityText.trim() === '' ? numbers.at(-1) : quantityText.trim();
  const quantity = typedQuantity === undefined ? 1 : Number(typedQuantity);
  if (rest === '') return { ok: false, message: 'Type a product code or name' };
  if (!Number.isFinite(quantity) || quantity <= 0) return { ok: false, message: 'Type a quantity above 0' };
  const found = matchProducts(rest, products)[0];
  if (found === undefined) return { ok: false, message: `No product matches '${rest}'` };
  return { ok: true, productID: found.id, quantity };
}
