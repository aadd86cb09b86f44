/** One choice of a select: the record's id and the words shown for it. */
export type ChoiceOption = { value: string; label: string };

/**
 * The active records as a select's choices, sorted by their words; a record without words shows its id.
 * @example choiceOptions(products, (product) => product.productName) // [{ value: 'p1', label: 'Milk' }]
 */
export function choiceOptions<R extends { id: string; isInactive?: boolean }>(
  records: readonly R[] | undefined,
  label: (record: R) => unknown,
): ChoiceOption[] {
  return (records ?? [])
    .filter((record) => record.isInactive !== true)
    .map((record) => {
      const words = label(record);
      return { value: record.id, label: typeof words === 'string' ? words : record.id };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
