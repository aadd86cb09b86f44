import { sameValue } from '../domain/same-value';

/**
 * Whether a form's item differs from the snapshot taken when it loaded. Fields only the
 * client keeps (sync state, view flags) never count: by convention their names start with
 * an underscore, and callers may name more.
 */

/**
 * Whether two values of a form's record are the same, by the one rule the sync engine and the
 * server also use (src/domain/same-value.ts), leaving out client-only fields at any depth.
 * @example sameFormValue({ name: 'A', _sync: 'pending' }, { name: 'A', note: null }) // true
 */
export function sameFormValue(a: unknown, b: unknown, ignored: ReadonlySet<string> = new Set()): boolean {
  return sameValue(a, b, { ignoreKey: (key) => isClientOnly(key, ignored) });
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
  return !sameFormValue(item, snapshot, new Set(clientOnlyFields));
}

/**
 * A deep copy of plain data for the snapshot, so later edits to the item cannot reach it.
 * @example cloneSnapshot({ lines: [{ qty: 1 }] })
 */
export function cloneSnapshot<T>(item: T): T {
  return structuredClone(item);
}
