import * as v from 'valibot';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  // A payload before its schema parses it.
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function lowerFirst(key: string): string {
  return key.charAt(0).toLowerCase() + key.slice(1);
}

/**
 * Lowercases the first letter of every key, through nested objects and
 * arrays, because servers may send capitalised field names. Only the first
 * letter changes (`ID` becomes `iD`); values are left as they are.
 * @example normalisePayload({ ProductName: 'Milk', OrderItems: [{ Quantity: 2 }] })
 * // { productName: 'Milk', orderItems: [{ quantity: 2 }] }
 */
export function normalisePayload(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalisePayload);
  if (!isPlainObject(value)) return value;
  // fromEntries defines own properties, so a `__proto__` key cannot reach the prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [lowerFirst(key), normalisePayload(entry)]),
  );
}

/** Outcome of parsing a server payload; issues read `path: message`. */
export type ParseEntityResult<T> = { success: true; output: T } | { success: false; issues: string[] };

/**
 * Formats valibot issues as readable lines such as `orderItems.0.quantity: Invalid type: ...`.
 * @example formatIssues(v.safeParse(v.object({ id: v.string() }), {}).issues ?? []) // ['id: Invalid key: ...']
 */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * Normalises a server payload's keys, then validates it against a schema.
 * @example parseEntity(productSchema, { Id: 'p1', ProductName: 'Milk' })
 * // { success: true, output: { id: 'p1', productName: 'Milk' } }
 */
export function parseEntity<TSchema extends v.GenericSchema>(
  schema: TSchema,
  payload: unknown,
): ParseEntityResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, normalisePayload(payload));
  if (result.success) return { success: true, output: result.output };
  return { success: false, issues: formatIssues(result.issues) };
}
