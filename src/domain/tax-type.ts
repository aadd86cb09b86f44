/**
 * The tax types a product, an order or invoice line, a fee or an automatic line may have: the
 * list offers only GST (taxed at GST_RATE); '' or null is untaxed. The schemas' picklist and the
 * pricing's type both come from here.
 */
export const TAX_TYPES = ['GST', ''] as const;

export type TaxType = (typeof TAX_TYPES)[number];

/** What a form's tax type field offers (leaving it blank is the untaxed choice). */
export const TAX_TYPE_CHOICES: readonly TaxType[] = TAX_TYPES.filter((type) => type !== '');

/**
 * The tax type a stored value names (a product's, a billable item's), else null for untaxed:
 * blank, or anything outside the list, which the pricing never taxed and the schemas refuse.
 * @example taxTypeOf('GST') // 'GST'
 * @example taxTypeOf('') // null
 * @example taxTypeOf('VAT') // null
 */
export function taxTypeOf(value: unknown): TaxType | null {
  return TAX_TYPE_CHOICES.find((type) => type === value) ?? null;
}
