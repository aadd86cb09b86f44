/** A search box's text and the properties it is matched against. */
export type RecordSearch = { text: string; fields: readonly string[] };

/**
 * Case-insensitive substring match of the search text against any of the fields;
 * numbers match by their text. An empty search matches everything.
 * @example matchesSearch({ productName: 'Full Cream Milk' }, { text: 'cream', fields: ['productName'] }) // true
 */
export function matchesSearch(record: Readonly<Record<string, unknown>>, search: RecordSearch): boolean {
  // Any entity's: fields named at run time.
  const needle = search.text.trim().toLowerCase();
  if (needle === '') return true;
  return search.fields.some((field) => {
    const value = record[field];
    return (
      (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(needle)
    );
  });
}
