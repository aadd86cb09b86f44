import type { OrderLineRule } from './order-pricing';

/**
 * A seller's Ordering Rules Group as it applies to lines: rules (QuantityInIncrements) for the
 * products carrying one of its tags, or for every line when it is global (the order policy's
 * globalRules). The services and the buyer's catalogue both read it through rulesForProduct.
 */
export type RulesGroup = {
  productTags?: string | null;
  isGlobal?: boolean | null;
  isInactive?: boolean | null;
  rules?: readonly OrderLineRule[] | null;
};

function tagsOf(csv: string | null | undefined): string[] {
  return (csv ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

function ruleKey(rule: OrderLineRule): string {
  return typeof rule === 'string' ? rule : `${rule.rule}:${rule.value ?? ''}`;
}

/**
 * The rules a product's lines keep: its price tier's own, then those of every group that is
 * global or names one of its tags (inactive groups left out, each rule once).
 * @example rulesForProduct([], 'dairy', [{ productTags: 'Dairy', rules: [{ rule: 'QuantityInIncrements', value: 6 }] }]) // [{ rule: 'QuantityInIncrements', value: 6 }]
 */
export function rulesForProduct(
  tierRules: readonly OrderLineRule[] | null | undefined,
  productTags: string | null | undefined,
  groups: readonly RulesGroup[],
): OrderLineRule[] | null {
  const tags = new Set(tagsOf(productTags));
  const rules: OrderLineRule[] = [...(tierRules ?? [])];
  for (const group of groups) {
    if (group.isInactive === true) continue;
    if (group.isGlobal !== true && !tagsOf(group.productTags).some((tag) => tags.has(tag))) continue;
    for (const rule of group.rules ?? []) rules.push(rule);
  }
  const seen = new Set<string>();
  const unique = rules.filter((rule) => {
    const key = ruleKey(rule);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length === 0 ? (tierRules == null ? null : []) : unique;
}
