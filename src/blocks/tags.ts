/**
 * Splits comma-separated tags, trimming and dropping blanks and repeats.
 * @example parseTags('Chilled, IgnoreDeliveryFee,,Chilled') // ['Chilled', 'IgnoreDeliveryFee']
 */
export function parseTags(text: string | readonly string[] | null | undefined): string[] {
  const parts = typeof text === 'string' ? text.split(',') : [...(text ?? [])];
  return [...new Set(parts.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/**
 * Joins tags for storage; no tags is an empty string.
 * @example joinTags(['Chilled', 'Frozen']) // 'Chilled,Frozen'
 */
export function joinTags(tags: readonly string[]): string {
  return parseTags(tags).join(',');
}
