import { isMetaField, stripMeta, type MirrorRecord, type OutboxEntry, type OutboxOp } from './mirror-types';
import type { MirrorTx } from './ports';
import { sameValue } from '../src/domain/same-value';
import { serverView, squashEntries } from './record-merge';
import { BOOKKEEPING_FIELDS } from '../src/domain/schemas/generic-item';
import type { AnyRecord } from '../src/domain/unknown-values';

// Fields a user's edit never sets: the server keeps them, or the op stands for them.
const NOT_EDITABLE = new Set<string>(BOOKKEEPING_FIELDS);

function missing(entity: string, id: string): Error {
  return new Error(`${entity} record ${id} is not in the local mirror`);
}

/**
 * Queues a failed record's writes afresh, folded into the fewest that reach its current
 * state; when nothing is left to send, the record is back in step with its base.
 */
async function requeue(
  tx: MirrorTx,
  entity: string,
  record: MirrorRecord,
  entries: readonly OutboxEntry[],
  now: number,
): Promise<void> {
  const { _syncMessage: _message, _syncErrors: _errors, _syncRefusal: _refusal, ...rest } = record;
  const squashed = squashEntries(entries, rest as MirrorRecord, now);
  for (const entry of squashed) await tx.addEntry(entry);
  if (squashed.length > 0) {
    await tx.putRecords(entity, [{ ...rest, _syncState: 'pending' }]);
  } else {
    const { _base: _dropped, ...synced } = rest;
    await tx.putRecords(entity, [{ ...synced, _syncState: 'synced' } as MirrorRecord]);
  }
}

/**
 * Changes the mirror record and queues the write, in the caller's transaction. A write to a
 * failed record is the user's retry: all its queued writes fold into fresh ones that carry
 * the record's current state. A write to a conflicted record waits with the others until the
 * conflict is resolved.
 */
async function applyLocalWrite(
  tx: MirrorTx,
  entity: string,
  local: MirrorRecord,
  op: Exclude<OutboxOp, 'create'>,
  changes: AnyRecord,
  now: number,
): Promise<void> {
  const next: MirrorRecord = { ...local, ...changes };
  // The first pending write remembers the server record it was made on: the base of rebases.
  if (local._syncState === 'synced') next._base = serverView(local);
  const entry = {
    entity,
    recordID: local.id,
    op,
    changes,
    baseRowVersion: local.rowVersion ?? null,
    createdAt: now,
  };
  if (local._syncState === 'failed') {
    const queued = await tx.entriesFor(entity, local.id);
    const all: OutboxEntry[] = [...queued, { ...entry, seq: Number.MAX_SAFE_INTEGER }];
    await tx.removeEntries(queued.map((queuedEntry) => queuedEntry.seq));
    await requeue(tx, entity, next, all, now);
    return;
  }
  next._syncState = local._syncState === 'conflict' ? 'conflict' : 'pending';
  await tx.addEntry(entry);
  await tx.putRecords(entity, [next]);
}

/** The fields a change sets, worked out from the record as it stands when the change is saved. */
export type Revision = (current: Readonly<AnyRecord>) => Readonly<AnyRecord>;

/**
 * A new record with a client-made id; a retried post of it never makes a second one.
 * @example await writeCreate(tx, 'products', crypto.randomUUID(), { productName: 'Milk' }, Date.now())
 */
export async function writeCreate(
  tx: MirrorTx,
  entity: string,
  id: string,
  fields: Readonly<AnyRecord>,
  now: number,
): Promise<void> {
  if ((await tx.getRecord(entity, id)) !== undefined)
    throw new Error(`${entity} record ${id} already exists`);
  const changes: AnyRecord = {};
  for (const [field, value] of Object.entries(stripMeta(fields)))
    if (!NOT_EDITABLE.has(field)) changes[field] = value;
  changes.id = id;
  await tx.putRecords(entity, [{ ...changes, id, isInactive: false, _syncState: 'pending', _cachedAt: now }]);
  await tx.addEntry({ entity, recordID: id, op: 'create', changes, baseRowVersion: null, createdAt: now });
}

/**
 * Edits a record: only fields whose value really changes are queued. Answers whether anything changed.
 * @example await writeUpdate(tx, 'products', id, { productName: 'Oat Milk' }, Date.now()) // true
 */
export async function writeUpdate(
  tx: MirrorTx,
  entity: string,
  id: string,
  fields: Readonly<AnyRecord> | Revision,
  now: number,
): Promise<boolean> {
  const local = await tx.getRecord(entity, id);
  if (local === undefined) throw missing(entity, id);
  // A revision is worked out on the record as this transaction reads it, so two quick taps that
  // each change one part of a list (two lines' picks) both stand: neither writes over the other
  // with the list as the screen last showed it.
  const wanted = typeof fields === 'function' ? fields(local) : fields;
  const changes: AnyRecord = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (NOT_EDITABLE.has(field) || isMetaField(field) || value === undefined) continue;
    if (!sameValue(local[field], value)) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return false;
  await applyLocalWrite(tx, entity, local, 'update', changes, now);
  return true;
}

/**
 * Deletes (marks inactive) or restores a record. Answers whether its active flag changed.
 * @example await writeActive(tx, 'products', id, false, Date.now()) // deletes
 */
export async function writeActive(
  tx: MirrorTx,
  entity: string,
  id: string,
  active: boolean,
  now: number,
): Promise<boolean> {
  const local = await tx.getRecord(entity, id);
  if (local === undefined) throw missing(entity, id);
  if ((local.isInactive === true) === !active) return false;
  await applyLocalWrite(tx, entity, local, active ? 'restore' : 'delete', { isInactive: !active }, now);
  return true;
}

/**
 * Sends a failed record again as it stands (after the cause was fixed elsewhere, e.g. a permission).
 * @example await retryFailed(tx, 'products', id, Date.now())
 */
export async function retryFailed(tx: MirrorTx, entity: string, id: string, now: number): Promise<boolean> {
  const local = await tx.getRecord(entity, id);
  if (local === undefined || local._syncState !== 'failed') return false;
  const queued = await tx.entriesFor(entity, id);
  await tx.removeEntries(queued.map((entry) => entry.seq));
  await requeue(tx, entity, local, queued, now);
  return true;
}

/**
 * Drops a record's queued writes and goes back to the last server record (a never-sent new
 * record disappears). For a conflict that is the same as taking theirs.
 * @example await discardLocal(tx, 'products', id, Date.now())
 */
export async function discardLocal(tx: MirrorTx, entity: string, id: string, now: number): Promise<boolean> {
  const local = await tx.getRecord(entity, id);
  if (local === undefined) return false;
  const queued = await tx.entriesFor(entity, id);
  await tx.removeEntries(queued.map((entry) => entry.seq));
  const server = local._serverVersion ?? local._base;
  if (server !== undefined) {
    await tx.putRecords(entity, [{ ...server, _syncState: 'synced', _cachedAt: now }]);
  } else if (queued.some((entry) => entry.op === 'create')) {
    await tx.removeRecord(entity, id);
  } else {
    const { _syncMessage: _message, _syncErrors: _errors, _syncRefusal: _refusal, ...rest } = local;
    await tx.putRecords(entity, [{ ...rest, _syncState: 'synced' }]);
  }
  return true;
}
