import type { DetailItem } from './detail-state';
import { cloneSnapshot, isItemChanged, sameFormValue } from './record-changes';
import type { AnyRecord } from '../domain/unknown-values';

/** Shown when the record changed on the server while the user had unsaved edits. */
export const REMOTE_CHANGED_MESSAGE =
  'This record was changed on the server. Fields you have not edited now show the new values; your edits are kept.';
/** Shown when the server also changed a field the user is editing. */
export const REMOTE_CONFLICT_MESSAGE =
  "This record was changed on the server, including fields you are editing. Your edits are kept; saving replaces the server's values for them.";

/** The form after a newer record arrived: its item and snapshot, and the fields both changed. */
export type RemoteRebase = {
  readonly item: DetailItem;
  readonly snapshot: DetailItem;
  /** Top-level fields the user edited that the server changed too. */
  readonly conflicts: readonly string[];
  /** The user had unsaved edits that were carried over. */
  readonly hadEdits: boolean;
};

function isClientOnly(key: string, ignored: ReadonlySet<string>): boolean {
  return key.startsWith('_') || ignored.has(key);
}

/**
 * Moves the form onto a newer copy of its record (a pull, another tab): the newer copy
 * becomes the snapshot, so its rowVersion is the base of the next save; the user's unsaved
 * edits (top-level fields that differ from the old snapshot) are laid over it, never lost.
 * Null when the newer copy is the snapshot already (the form's own save coming back).
 * @example rebaseOnRemote({ name: 'Mine', qty: 1 }, { name: 'Old', qty: 1 }, { name: 'Old', qty: 5, rowVersion: 2 })
 * // { item: { name: 'Mine', qty: 5, rowVersion: 2 }, snapshot: { name: 'Old', qty: 5, rowVersion: 2 }, conflicts: [], hadEdits: true }
 */
export function rebaseOnRemote(
  item: DetailItem,
  snapshot: DetailItem | null,
  remote: DetailItem,
  clientOnlyFields: readonly string[] = [],
): RemoteRebase | null {
  if (snapshot !== null && !isItemChanged(remote, snapshot, clientOnlyFields)) return null;
  const ignored = new Set(clientOnlyFields);
  const base = snapshot ?? {};
  const keys = new Set([...Object.keys(item), ...Object.keys(base)]);
  const edited = [...keys].filter(
    (key) => !isClientOnly(key, ignored) && !sameFormValue(item[key], base[key], ignored),
  );
  const next: AnyRecord = { ...cloneSnapshot(remote) };
  for (const key of edited) {
    if (item[key] === undefined) delete next[key];
    else next[key] = item[key];
  }
  return {
    item: next,
    snapshot: cloneSnapshot(remote),
    conflicts: edited.filter((key) => !sameFormValue(remote[key], base[key], ignored)),
    hadEdits: edited.length > 0,
  };
}
