import { round2, sumMoney } from './money';
import {
  orderTotals,
  priceLine,
  type OrderLineInput,
  type OrderTotals,
  type PricedOrderLine,
  type TaxType,
} from './order-pricing';
import { isPointInPolygon, type LatLng } from './point-in-polygon';
import {
  RULE_COMPARATORS,
  RULE_MEASURES,
  type AutomaticLineRule,
  type RuleComparator,
  type RuleMeasure,
} from './automatic-line-rule';

// The rule's words are their own module: the entity registry reads them, and importing them
// from here brought pricing and the point-in-polygon library into every signed-in page.
export { RULE_COMPARATORS, RULE_MEASURES, type AutomaticLineRule, type RuleComparator, type RuleMeasure };

/** Order tag that suppresses Delivery Fee lines. */
export const IGNORE_DELIVERY_FEE_TAG = 'IgnoreDeliveryFee';

/** An automatic line item definition from the order definition (template). */
export type AutomaticLineItemDefinition = {
  id: string;
  lineItemName: string;
  /** Evaluation order, ascending; missing counts as 0 like the server's default. */
  calcOrder?: number | null;
  /** Threshold the rule compares against; missing counts as 0. */
  quantity?: number | null;
  rule?: AutomaticLineRule | (string & {}) | null;
  lineValue: number;
  /** 'Percent' or anything else (fixed amount). */
  lineValueType?: 'Percent' | (string & {}) | null;
  /** Comma-separated tags selecting the product lines measured; empty means all. */
  linesWithTags?: string | null;
  optionGroupID?: string | null;
  /** Comma-separated tags copied onto the produced line. */
  tags?: string | null;
  taxType?: TaxType | null;
  boundary?: readonly LatLng[] | null;
};

/** A possible delivery location of the order definition. */
export type PricingLocation = { id: string; lat?: number | null; lng?: number | null };

/** The parts of an order that pricing reads. */
export type PricingOrder<L extends OrderLineInput = OrderLineInput> = {
  orderItems: readonly L[];
  isRequestPickup?: boolean | null;
  tagsCSV?: string | null;
  locationID?: string | null;
};

export type PriceOrderOptions = {
  /** Locations to find order.locationID in (the order definition's possibleLocations). */
  possibleLocations?: readonly PricingLocation[] | null;
  /** The order location's coordinates when already known; wins over the lookup. */
  location?: { lat?: number | null; lng?: number | null } | null;
};

/** A line produced by an automatic line item definition. */
export type AutomaticOrderLine = PricedOrderLine & {
  automaticLineItemID: string;
  optionGroupID: string | null;
};

export type OrderPricing<L extends OrderLineInput = OrderLineInput> = OrderTotals & {
  productLines: PricedOrderLine<L>[];
  automaticLines: AutomaticOrderLine[];
  lines: (PricedOrderLine<L> | AutomaticOrderLine)[];
};

function splitTags(csv: string | null | undefined): string[] {
  return (csv ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

/**
 * Splits a rule string into measure and comparator; null for anything unknown.
 * @example parseAutomaticRule('TotalValueGreaterThan') // { measure: 'TotalValue', comparator: 'GreaterThan' }
 */
export function parseAutomaticRule(
  rule: string,
): { measure: RuleMeasure; comparator: RuleComparator } | null {
  for (const measure of RULE_MEASURES) {
    if (!rule.startsWith(measure)) continue;
    const comparator = RULE_COMPARATORS.find((c) => c === rule.slice(measure.length));
    if (comparator !== undefined) return { measure, comparator };
  }
  return null;
}

/**
 * Whether the definition is a Delivery Fee line (tag DeliveryFee or name Delivery Fee, any case).
 * @example isDeliveryFeeDefinition({ id: 'd', lineItemName: 'delivery fee', lineValue: 5 }) // true
 */
export function isDeliveryFeeDefinition(definition: AutomaticLineItemDefinition): boolean {
  return (
    splitTags(definition.tags).includes('deliveryfee') ||
    definition.lineItemName.trim().toLowerCase() === 'delivery fee'
  );
}

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function resolveLocation(order: PricingOrder, options: PriceOrderOptions): LatLng | null {
  const given = options.location;
  if (given != null && finite(given.lat) && finite(given.lng)) return { lat: given.lat, lng: given.lng };
  if (order.locationID == null) return null;
  const found = options.possibleLocations?.find((location) => location.id === order.locationID);
  if (found == null || !finite(found.lat) || !finite(found.lng)) return null;
  return { lat: found.lat, lng: found.lng };
}

// Float noise (0.1 + 0.2) must not flip EqualTo or the strict comparisons.
const COMPARE_EPSILON = 1e-9;

function compare(value: number, comparator: RuleComparator, threshold: number): boolean {
  const equal = Math.abs(value - threshold) <= COMPARE_EPSILON;
  if (comparator === 'EqualTo') return equal;
  if (equal) return false;
  return comparator === 'GreaterThan' ? value > threshold : value < threshold;
}

function calcOrderOf(definition: AutomaticLineItemDefinition): number {
  return finite(definition.calcOrder) ? definition.calcOrder : 0;
}

function byCalcOrder(a: AutomaticLineItemDefinition, b: AutomaticLineItemDefinition): number {
  const order = calcOrderOf(a) - calcOrderOf(b);
  if (order !== 0) return order;
  // Ties fall back to id so that the input array order never matters.
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return a.lineItemName < b.lineItemName ? -1 : a.lineItemName > b.lineItemName ? 1 : 0;
}

function lineTagsOf(line: OrderLineInput): string[] {
  return [...splitTags(line.tags), ...splitTags(line.product?.tags)];
}

type Measures = { productValue: number; totalQuantity: number };

function measureProductLines(
  lines: readonly PricedOrderLine[],
  linesWithTags: string | null | undefined,
): Measures {
  const wanted = splitTags(linesWithTags);
  const selected =
    wanted.length === 0
      ? lines
      : lines.filter((line) => lineTagsOf(line).some((tag) => wanted.includes(tag)));
  return {
    productValue: sumMoney(selected.map((line) => line.amountTotal)),
    totalQuantity: selected.reduce((sum, line) => sum + (finite(line.quantity) ? line.quantity : 0), 0),
  };
}

function buildAutomaticLine(
  definition: AutomaticLineItemDefinition,
  amount: number,
  optionGroupID: string | null,
): AutomaticOrderLine {
  const line: OrderLineInput = {
    productID: null,
    quantity: 1,
    unitPrice: amount,
    taxType: definition.taxType ?? null,
    tags: definition.tags ?? null,
    description: definition.lineItemName,
    sortNumber: calcOrderOf(definition),
    automaticLineItemID: definition.id,
  };
  return { ...priceLine(line), automaticLineItemID: definition.id, optionGroupID };
}

/**
 * Recomputes an order from scratch: prices the product lines (tiers, GST),
 * then adds automatic lines in ascending calcOrder, one per option group.
 * Input lines that came from automatic definitions are dropped first, so
 * pricing an already-priced order gives the same result.
 * @example priceOrder({ orderItems: [{ quantity: 2, unitPrice: 50 }] }, [{ id: 'f', lineItemName: 'Freight', lineValue: 10 }]).amountTotal // 110
 */
export function priceOrder<L extends OrderLineInput>(
  order: PricingOrder<L>,
  definitions: readonly AutomaticLineItemDefinition[],
  options: PriceOrderOptions = {},
): OrderPricing<L> {
  const productLines = order.orderItems
    .filter((line) => line.automaticLineItemID == null)
    .map((line) => priceLine(line));
  const skipDeliveryFee =
    order.isRequestPickup === true ||
    splitTags(order.tagsCSV).includes(IGNORE_DELIVERY_FEE_TAG.toLowerCase());
  const location = resolveLocation(order, options);
  const usedGroups = new Set<string>();
  const automaticLines: AutomaticOrderLine[] = [];
  let runningValue = sumMoney(productLines.map((line) => line.amountTotal));

  for (const definition of [...definitions].sort(byCalcOrder)) {
    const group = definition.optionGroupID?.trim() ? definition.optionGroupID : null;
    if (group !== null && usedGroups.has(group)) continue;
    if (skipDeliveryFee && isDeliveryFeeDefinition(definition)) continue;
    if (definition.boundary != null && definition.boundary.length > 0) {
      if (location === null || !isPointInPolygon(location, definition.boundary)) continue;
    }

    const measures = measureProductLines(productLines, definition.linesWithTags);
    let measured = measures.productValue;
    const ruleText = definition.rule?.trim() ?? '';
    if (ruleText !== '') {
      const rule = parseAutomaticRule(ruleText);
      if (rule === null) continue;
      measured =
        rule.measure === 'ProductValue'
          ? measures.productValue
          : rule.measure === 'TotalQuantity'
            ? measures.totalQuantity
            : runningValue;
      const threshold = finite(definition.quantity) ? definition.quantity : 0;
      if (!compare(measured, rule.comparator, threshold)) continue;
    }

    const lineValue = finite(definition.lineValue) ? definition.lineValue : 0;
    const isPercent = definition.lineValueType?.trim().toLowerCase() === 'percent';
    const amount = round2(isPercent ? (measured * lineValue) / 100 : lineValue);
    const line = buildAutomaticLine(definition, amount, group);
    automaticLines.push(line);
    runningValue = round2(runningValue + line.amountTotal);
    if (group !== null) usedGroups.add(group);
  }

  const lines = [...productLines, ...automaticLines];
  return { productLines, automaticLines, lines, ...orderTotals(lines) };
}
