/**
 * Whether a form's item differs from the snapshot taken when it loaded. Fields only the
 * client keeps (sync state, view flags) never count: by convention their names start with
 * an underscore, and callers may name more.
 */

/** Deep equality of plain data; a missing key and an undefined value are the same. */
export function deepEqual(a: unknown, b: unknown, ignored: ReadonlySet<string> = new Set()): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((entry, index) => deepEqual(entry, b[index], ignored));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (isClientOnly(key, ignored)) continue;
    if (!deepEqual(Reflect.get(a, key), Reflect.get(b, key), ignored)) return false;
  }
  return true;
}

function isClientOnly(key: string, ignored: ReadonlySet<string>): boolean {
  return key.startsWith('_') || ignored.has(key);
}

/**
 * True when the item differs from its snapshot, ignoring client-only fields.
 * @example isItemChanged({ name: 'B', _sync: 'pending' }, { name: 'A' }) // true
 * @example isItemChanged({ name: 'A', _sync: 'pending' }, { name: 'A' }) // false
 */
export function isItemChanged(
  item: unknown,
  snapshot: unknown,
  clientOnlyFields: readonly string[] = [],
): boolean {
  return !deepEqual(item, snapshot, new Set(clientOnlyFields));
}

/**
 * A deep copy of plain data for the snapshot, so later edits to the item cannot reach it.
 * @example cloneSnapshot({ lines: [{ qty: 1 }] })
 */
export function cloneSnapshot<T>(item: T): T {
  return structuredClone(item);
}
