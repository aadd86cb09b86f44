import * as v from 'valibot';

/**
 * Lines the domain's pricing or billing made, as a seeded record's schema holds them: checked
 * against the line schema and typed by it. The domain types a line's tax type wider than the
 * schemas do (any text, carried but never taxed, against GST or empty), so its lines enter a
 * seeded order or invoice only through this check, which fails as the services would refuse them.
 * @example storedLines(invoiceLineItemSchema, invoiceLinesFrom(items)) // InvoiceLineItem[]
 */
export function storedLines<S extends v.GenericSchema>(
  schema: S,
  lines: readonly unknown[],
): v.InferOutput<S>[] {
  return v.parse(v.array(schema), lines);
}
