import { IGNORE_DELIVERY_FEE_TAG } from './automatic-line-items';
import {
  checkLineRules,
  QUANTITY_IN_INCREMENTS,
  type OrderLineInput,
  type OrderLineRule,
  type TaxType,
  type UnitPriceIncrement,
} from './order-pricing';
import { nonBlankOf } from './unknown-values';

/**
 * What a buyer may put on an order its seller prices (issue 21, item 2): the seller's order it
 * is a party to, or its own purchase order with a seller on Bulktrade. Every line names a product
 * of the seller's catalogue for the buyer, in a positive quantity that keeps the product's
 * order-line rules, and takes its name, price and tax type from that catalogue; what the seller
 * put on the order itself stays as the seller left it; tags that change pricing are the seller's.
 * Pure: the services apply it on every write (server/sections/order-totals.ts), and the order
 * editor can check the same before it saves.
 */

/** A product as the seller offers it to this buyer: the seller's product record at the buyer's tier. */
export type CatalogueLine = {
  productID: string;
  productName: string;
  abbreviation?: string | null;
  taxType?: TaxType | null;
  tags?: string | null;
  placeholderProductID?: string | null;
  unitPrice: number;
  unitPriceIncrements?: readonly UnitPriceIncrement[] | null;
  rules?: readonly OrderLineRule[] | null;
};

/**
 * One line the rules refuse: its place in orderItems, the field, the rule it breaks ('catalogue':
 * not the seller's to offer the buyer; 'quantity': not more than 0; or the product's order-line
 * rule, such as QuantityInIncrements) and why.
 */
export type LineProblem = { index: number; field: string; message: string; rule?: string };

export type PartyLinesResult = { ok: true; lines: OrderLineInput[] } | { ok: false; problems: LineProblem[] };

/**
 * Order tags that change what the order costs: the seller's alone.
 * @example PRICING_ORDER_TAGS // ['IgnoreDeliveryFee']
 */
export const PRICING_ORDER_TAGS: readonly string[] = [IGNORE_DELIVERY_FEE_TAG];

function splitTags(csv: string | null | undefined): string[] {
  return (csv ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

function isPricingTag(tag: string): boolean {
  return PRICING_ORDER_TAGS.some((pricing) => pricing.toLowerCase() === tag.toLowerCase());
}

/**
 * The order's tags after a buyer's write: the buyer's own tags, with the pricing tags exactly as
 * the seller left them (a buyer neither adds nor removes them).
 * @example withSellerPricingTags('Urgent,IgnoreDeliveryFee', null) // 'Urgent'
 * @example withSellerPricingTags('Urgent', 'IgnoreDeliveryFee') // 'Urgent,IgnoreDeliveryFee'
 */
export function withSellerPricingTags(
  written: string | null | undefined,
  stored: string | null | undefined,
): string | null {
  const tags = [
    ...new Set([
      ...splitTags(written).filter((tag) => !isPricingTag(tag)),
      ...splitTags(stored).filter(isPricingTag),
    ]),
  ];
  const key = (list: readonly string[]) =>
    [...new Set(list.map((tag) => tag.toLowerCase()))].sort().join(',');
  // The same tags as written (in any order): the write stands as it is.
  if (key(tags) === key(splitTags(written))) return written == null || written === '' ? null : written;
  return tags.length === 0 ? null : tags.join(',');
}

/**
 * Why a quantity a buyer asks for cannot be ordered, or null: it must be a number above 0 and
 * keep the product's order-line rules (QuantityInIncrements).
 * @example lineQuantityProblem(-3, null) // 'the quantity must be more than 0'
 * @example lineQuantityProblem(7, [{ rule: 'QuantityInIncrements', value: 6 }]) // 'Must be in increments of 6'
 */
export function lineQuantityProblem(
  quantity: unknown,
  rules: readonly OrderLineRule[] | null | undefined,
): string | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0)
    return 'the quantity must be more than 0';
  return checkLineRules({ quantity, rules: rules ?? null })[0] ?? null;
}

/**
 * A line of the product as the seller's catalogue describes and prices it; of the buyer's line
 * only its id, quantity, place and whether a tether brought it are kept.
 * @example catalogueOrderLine({ productID: 'milk', productName: 'Milk', unitPrice: 2.5, taxType: 'GST' }, { quantity: 4, unitPrice: 0.01, taxType: null }).taxType // 'GST'
 */
export function catalogueOrderLine(
  product: CatalogueLine,
  line: OrderLineInput & { isTethered?: unknown },
): OrderLineInput {
  return {
    ...(line.id == null ? {} : { id: line.id }),
    ...(line.sortNumber == null ? {} : { sortNumber: line.sortNumber }),
    ...(line.isTethered === true ? { isTethered: true } : {}),
    productID: product.productID,
    quantity: line.quantity,
    description: product.productName,
    lineItemCode: product.abbreviation ?? null,
    unitPrice: product.unitPrice,
    unitPriceIncrements: product.unitPriceIncrements ? [...product.unitPriceIncrements] : null,
    discount: 0,
    taxType: product.taxType ?? null,
    tags: product.tags ?? null,
    rules: product.rules ? [...product.rules] : null,
    placeholderProductID: product.placeholderProductID ?? null,
    isPlaceholder: false,
    product: {
      productName: product.productName,
      placeholderProductID: product.placeholderProductID ?? null,
      taxType: product.taxType ?? null,
      tags: product.tags ?? null,
    },
  };
}

function isAutomatic(line: OrderLineInput): boolean {
  return line.automaticLineItemID != null;
}

/** The fields that make a line without a product what it is: the seller's charge, as it set it. */
function sameFreeLine(a: OrderLineInput, b: OrderLineInput): boolean {
  return (
    a.quantity === b.quantity &&
    (a.unitPrice ?? 0) === (b.unitPrice ?? 0) &&
    (a.taxType ?? null) === (b.taxType ?? null) &&
    (nonBlankOf(a.description) ?? '') === (nonBlankOf(b.description) ?? '') &&
    JSON.stringify(a.unitPriceIncrements ?? null) === JSON.stringify(b.unitPriceIncrements ?? null)
  );
}

/** How a problem names the line: its number, and the product as the buyer's catalogue or its own line names it. */
function lineName(index: number, line: OrderLineInput, product: CatalogueLine | undefined): string {
  const name =
    product?.productName ??
    nonBlankOf(line.description) ??
    nonBlankOf(line.product?.productName) ??
    nonBlankOf(line.productID);
  return name === null ? `Line ${index + 1}` : `Line ${index + 1} (${name})`;
}

/**
 * The lines a buyer's write stores, or the problems with them, by line:
 * - a product line of the catalogue: described, priced and taxed by the catalogue, in a positive
 *   quantity keeping the product's rules (a line the seller left with that product and quantity
 *   is not checked again);
 * - a product line the seller placed that is not (or no longer) in the catalogue: the buyer keeps
 *   it as the seller left it, or removes it;
 * - a line without a product: only the seller's own, unchanged; the seller's such lines stay
 *   even when the buyer's write leaves them out (they are its charges);
 * - automatic lines are the services': left out here and made again by pricing.
 * @example partyOrderLines({ lines: [{ productID: 'milk', quantity: -2 }], stored: [], catalogue }).ok // false
 */
export function partyOrderLines(input: {
  lines: readonly OrderLineInput[];
  stored: readonly OrderLineInput[];
  catalogue: ReadonlyMap<string, CatalogueLine>;
  /** How the problems name the seller, e.g. its company name. */
  seller?: string;
}): PartyLinesResult {
  const seller = input.seller ?? 'the seller';
  const storedLines = input.stored.filter((line) => !isAutomatic(line));
  const used = new Set<number>();
  const take = (match: (line: OrderLineInput) => boolean): OrderLineInput | undefined => {
    const at = storedLines.findIndex((line, index) => !used.has(index) && match(line));
    if (at < 0) return undefined;
    used.add(at);
    return storedLines[at];
  };
  const problems: LineProblem[] = [];
  const lines: OrderLineInput[] = [];
  input.lines.forEach((line, index) => {
    if (isAutomatic(line)) return;
    const productID = nonBlankOf(line.productID);
    const field = (name: string) => `orderItems[${index}].${name}`;
    if (productID === null) {
      const kept = take(
        (stored) =>
          nonBlankOf(stored.productID) === null &&
          (line.id == null || stored.id === line.id) &&
          sameFreeLine(stored, line),
      );
      if (kept !== undefined) lines.push(kept);
      else
        problems.push({
          index,
          field: field('productID'),
          rule: 'catalogue',
          message: `${lineName(index, line, undefined)} names no product of ${seller}'s catalogue for you: only ${seller} adds lines of its own.`,
        });
      return;
    }
    const product = input.catalogue.get(productID);
    const placed = take(
      (stored) =>
        nonBlankOf(stored.productID) === productID &&
        (line.id == null || stored.id == null || stored.id === line.id),
    );
    const unchanged = placed !== undefined && placed.quantity === line.quantity;
    if (product === undefined) {
      // The seller's own line of a product it does not offer the buyer: the buyer keeps it as it is, or removes it.
      if (placed !== undefined && unchanged)
        lines.push(line.sortNumber == null ? placed : { ...placed, sortNumber: line.sortNumber });
      else if (placed !== undefined)
        problems.push({
          index,
          field: field('quantity'),
          rule: 'catalogue',
          message: `${lineName(index, placed, undefined)} is not in ${seller}'s catalogue for you: only ${seller} changes its quantity.`,
        });
      else
        problems.push({
          index,
          field: field('productID'),
          rule: 'catalogue',
          message: `${lineName(index, line, undefined)} is not a product of ${seller}'s catalogue for you.`,
        });
      return;
    }
    const quantityProblem = unchanged ? null : lineQuantityProblem(line.quantity, product.rules);
    if (quantityProblem !== null) {
      const rule = quantityProblem.startsWith('Must be in increments') ? QUANTITY_IN_INCREMENTS : 'quantity';
      problems.push({
        index,
        field: field('quantity'),
        rule,
        message: `${lineName(index, line, product)}: ${quantityProblem}.`,
      });
      return;
    }
    lines.push(catalogueOrderLine(product, line));
  });
  if (problems.length > 0) return { ok: false, problems };
  // The seller's own lines without a product (its charges) stay, whatever the buyer sent.
  storedLines.forEach((line, index) => {
    if (!used.has(index) && nonBlankOf(line.productID) === null) lines.push(line);
  });
  return { ok: true, lines };
}

/**
 * One sentence for all of a write's line problems, as a refusal's message.
 * @example lineProblemsMessage([{ index: 0, field: 'orderItems[0].quantity', message: 'Line 1 (Milk): the quantity must be more than 0.' }]) // 'Line 1 (Milk): the quantity must be more than 0.'
 */
export function lineProblemsMessage(problems: readonly LineProblem[]): string {
  return problems.map((problem) => problem.message).join(' ');
}
