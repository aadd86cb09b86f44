import { round2, sumMoney } from './money';
import type { TaxType } from './tax-type';

export type { TaxType } from './tax-type';

/** Rate applied to lines whose tax type is GST. */
export const GST_RATE = 0.1;

/** Name of the order-line rule that forces quantities onto a step. */
export const QUANTITY_IN_INCREMENTS = 'QuantityInIncrements';

/** A price tier: from `unitCountTrigger` units upwards each unit costs `unitValue`. */
export type UnitPriceIncrement = { unitCountTrigger: number; unitValue: number };

/**
 * An order-line rule, either a bare name or a name with its value
 * (for QuantityInIncrements the value is the increment).
 */
export type OrderLineRule = string | { rule: string; value?: number | null };

/** The product summary an order item carries. */
export type OrderLineProduct = {
  productName?: string | null;
  placeholderProductID?: string | null;
  taxType?: TaxType | null;
  tags?: string | null;
};

/** An order item as far as pricing is concerned; unknown extra fields are kept by the pricing functions. */
export type OrderLineInput = {
  id?: string | null;
  rowVersion?: number | null;
  productID?: string | null;
  quantity: number;
  /** Base price per unit; tiers in unitPriceIncrements override it. */
  unitPrice?: number | null;
  /** Carried for the server and the invoice; NOT part of the line amount (see lineAmount). */
  discount?: number | null;
  /** `undefined` means "use the product's tax type"; `null` means explicitly untaxed. */
  taxType?: TaxType | null;
  /** Comma-separated tags. */
  tags?: string | null;
  description?: string | null;
  lineItemCode?: string | null;
  sortNumber?: number | null;
  placeholderProductID?: string | null;
  isPlaceholder?: boolean | null;
  product?: OrderLineProduct | null;
  unitPriceIncrements?: readonly UnitPriceIncrement[] | null;
  rules?: readonly OrderLineRule[] | null;
  /** Set on lines produced from an automatic line item definition. */
  automaticLineItemID?: string | null;
};

/** Fields added by pricing a line. */
export type LinePricing = {
  /** The unit price actually charged (tier price or base price). */
  appliedUnitPrice: number;
  amountTotal: number;
  taxTotal: number;
};

/** A line with its pricing filled in. */
export type PricedOrderLine<L extends OrderLineInput = OrderLineInput> = L & LinePricing;

/** Order-level money totals. */
export type OrderTotals = { subTotal: number; taxTotal: number; amountTotal: number };

function finiteOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * Unit price after tiers: the tier with the largest trigger not above the
 * quantity wins (the later entry on a tie); without one, the base unit price.
 * @example tieredUnitPrice({ quantity: 10, unitPrice: 5, unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 4 }] }) // 4
 */
export function tieredUnitPrice(line: OrderLineInput): number {
  const quantity = finiteOr(line.quantity, 0);
  let best: UnitPriceIncrement | undefined;
  for (const tier of line.unitPriceIncrements ?? []) {
    if (!Number.isFinite(tier.unitCountTrigger) || !Number.isFinite(tier.unitValue)) continue;
    if (tier.unitCountTrigger > quantity) continue;
    if (best === undefined || tier.unitCountTrigger >= best.unitCountTrigger) best = tier;
  }
  return best?.unitValue ?? finiteOr(line.unitPrice, 0);
}

/**
 * Line amount = quantity × (tiered) unit price, rounded to 2 decimals.
 * The discount field is deliberately ignored: the spec's amount formula does
 * not use it, and applying it here would disagree with server totals.
 * @example lineAmount({ quantity: 3, unitPrice: 1.115 }) // 3.35
 */
export function lineAmount(line: OrderLineInput): number {
  return round2(finiteOr(line.quantity, 0) * tieredUnitPrice(line));
}

/**
 * Tax type that applies to a line: its own, or the product's when the line has none set.
 * @example effectiveTaxType({ quantity: 1, product: { taxType: 'GST' } }) // 'GST'
 */
export function effectiveTaxType(line: OrderLineInput): TaxType | null {
  return line.taxType === undefined ? (line.product?.taxType ?? null) : line.taxType;
}

/**
 * GST of 10% of the line amount (2 decimals) on GST lines, 0 otherwise.
 * @example lineTax({ quantity: 2, unitPrice: 5, taxType: 'GST' }) // 1
 */
export function lineTax(line: OrderLineInput): number {
  return effectiveTaxType(line) === 'GST' ? round2(lineAmount(line) * GST_RATE) : 0;
}

/**
 * Returns the line with applied unit price, amount and tax filled in.
 * @example priceLine({ quantity: 2, unitPrice: 5, taxType: 'GST' }).taxTotal // 1
 */
export function priceLine<L extends OrderLineInput>(line: L): PricedOrderLine<L> {
  return {
    ...line,
    appliedUnitPrice: tieredUnitPrice(line),
    amountTotal: lineAmount(line),
    taxTotal: lineTax(line),
  };
}

/**
 * Sums line amounts and taxes; amountTotal = subTotal + taxTotal.
 * @example orderTotals([{ quantity: 2, unitPrice: 5, taxType: 'GST' }]) // { subTotal: 10, taxTotal: 1, amountTotal: 11 }
 */
export function orderTotals(lines: readonly OrderLineInput[]): OrderTotals {
  const subTotal = sumMoney(lines.map(lineAmount));
  const taxTotal = sumMoney(lines.map(lineTax));
  return { subTotal, taxTotal, amountTotal: round2(subTotal + taxTotal) };
}

/**
 * Lines that belong in the saved order: quantity-0 lines are left out.
 * @example itemsToSave([{ quantity: 0 }, { quantity: 2 }]) // [{ quantity: 2 }]
 */
export function itemsToSave<L extends OrderLineInput>(lines: readonly L[]): L[] {
  return lines.filter((line) => line.quantity !== 0);
}

// Quantities are decimals typed by hand; tolerate float noise such as 0.3 / 0.1.
const MULTIPLE_EPSILON = 1e-9;

/**
 * QuantityInIncrements: null when the quantity is a multiple of the increment,
 * else the quantity-dialog message. A missing or non-positive increment imposes nothing.
 * @example checkQuantityInIncrements(7, 6) // 'Must be in increments of 6'
 */
export function checkQuantityInIncrements(
  quantity: number,
  increment: number | null | undefined,
): string | null {
  if (typeof increment !== 'number' || !Number.isFinite(increment) || increment <= 0) return null;
  const ratio = quantity / increment;
  if (Math.abs(ratio - Math.round(ratio)) <= MULTIPLE_EPSILON * Math.max(1, Math.abs(ratio))) {
    return null;
  }
  return `Must be in increments of ${increment}`;
}

function ruleName(rule: OrderLineRule): string {
  return typeof rule === 'string' ? rule : rule.rule;
}

/**
 * Whether the line carries the named rule.
 * @example hasLineRule({ quantity: 1, rules: ['QuantityInIncrements'] }, 'QuantityInIncrements') // true
 */
export function hasLineRule(line: OrderLineInput, name: string): boolean {
  return (line.rules ?? []).some((rule) => ruleName(rule) === name);
}

/**
 * Messages for every rule the line breaks. A QuantityInIncrements rule uses
 * its own value, else `options.increment` (e.g. the stock threshold's orderIncrement).
 * @example checkLineRules({ quantity: 5, rules: [{ rule: 'QuantityInIncrements', value: 2 }] }) // ['Must be in increments of 2']
 */
export function checkLineRules(line: OrderLineInput, options: { increment?: number | null } = {}): string[] {
  const messages: string[] = [];
  for (const rule of line.rules ?? []) {
    if (ruleName(rule) !== QUANTITY_IN_INCREMENTS) continue;
    const increment = typeof rule === 'string' ? options.increment : (rule.value ?? options.increment);
    const message = checkQuantityInIncrements(finiteOr(line.quantity, 0), increment);
    if (message !== null && !messages.includes(message)) messages.push(message);
  }
  return messages;
}
