/** What an automatic line rule measures. */
export type RuleMeasure = 'ProductValue' | 'TotalQuantity' | 'TotalValue';
/** How the measured value is compared with the definition's quantity threshold. */
export type RuleComparator = 'GreaterThan' | 'LessThan' | 'EqualTo';
/** A rule string such as 'TotalValueGreaterThan'. */
export type AutomaticLineRule = `${RuleMeasure}${RuleComparator}`;

export const RULE_MEASURES: readonly RuleMeasure[] = ['ProductValue', 'TotalQuantity', 'TotalValue'];
export const RULE_COMPARATORS: readonly RuleComparator[] = ['GreaterThan', 'LessThan', 'EqualTo'];
