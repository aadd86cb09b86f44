import { sameValue } from '../src/domain/same-value';
import {
  stripMeta,
  type MirrorRecord,
  type NewOutboxEntry,
  type OutboxEntry,
  type ServerRecord,
} from './mirror-types';
import type { AnyRecord } from '../src/domain/unknown-values';

/** The fields the queued writes of a record change (id never counts). */
export function pendingFields(entries: readonly Pick<OutboxEntry, 'changes'>[]): Set<string> {
  const fields = new Set<string>();
  for (const entry of entries)
    for (const field of Object.keys(entry.changes)) if (field !== 'id') fields.add(field);
  return fields;
}

/** The server's view of a record: its fields without the mirror's own. */
export function serverView(record: MirrorRecord): ServerRecord {
  return { ...stripMeta(record), id: record.id, rowVersion: record.rowVersion ?? 0 };
}

/**
 * A record exactly as the server answered it, marked synced.
 * @example syncedRecord({ id: 'a', rowVersion: 2 }, 0)._syncState // 'synced'
 */
export function syncedRecord(server: ServerRecord, now: number): MirrorRecord {
  return { ...server, _syncState: 'synced', _cachedAt: now };
}

/**
 * Rebases pending writes on a newer server record: the server's fields, with the local
 * values of every field a queued write changes on top. The server record becomes the base,
 * so the next push sends its rowVersion and either succeeds or meets an honest 409.
 */
export function rebasedRecord(
  server: ServerRecord,
  local: MirrorRecord | undefined,
  entries: readonly Pick<OutboxEntry, 'changes'>[],
  now: number,
): MirrorRecord {
  const record: MirrorRecord = { ...server, _syncState: 'pending', _base: server, _cachedAt: now };
  if (local !== undefined) {
    for (const field of pendingFields(entries)) {
      if (field in local) record[field] = local[field];
      else delete record[field];
    }
  }
  record.id = server.id;
  record.rowVersion = server.rowVersion;
  return record;
}

/**
 * Fields both sides changed differently since the base: the server's value is neither
 * the base's (they did not touch it) nor ours (they made the same change).
 */
export function clashingFields(
  base: Readonly<AnyRecord> | undefined,
  theirs: Readonly<AnyRecord>,
  mine: Readonly<AnyRecord>,
  fields: Iterable<string>,
): string[] {
  const clashes: string[] = [];
  for (const field of fields) {
    const unchangedByThem = sameValue(theirs[field], base?.[field]);
    const sameAsMine = sameValue(theirs[field], mine[field]);
    if (!unchangedByThem && !sameAsMine) clashes.push(field);
  }
  return clashes;
}

/**
 * Pending fields the server record changed differently from what the queued writes were
 * made on: the base (the server record they started from, or for a never-pulled new record
 * its create) plus what a just-settled write set. Fields only a create sets do not count:
 * re-posting a create never overwrites (the server answers the record it has).
 */
export function pendingClashes(
  local: MirrorRecord,
  entries: readonly Pick<OutboxEntry, 'op' | 'changes'>[],
  server: ServerRecord,
  settled: Readonly<AnyRecord> = {},
): string[] {
  const create = entries.find((entry) => entry.op === 'create');
  const base = { ...(local._base ?? create?.changes ?? {}), ...settled };
  const fields = pendingFields(entries.filter((entry) => entry.op !== 'create'));
  return clashingFields(base, server, local, fields);
}

/**
 * Whether the server already holds what a queued write wants; a retried write whose first
 * delivery committed (the answer was lost) then meets a 409 that is really a success.
 * @example intentHolds({ op: 'delete', changes: { isInactive: true } }, { id: 'a', rowVersion: 3, isInactive: true }) // true
 */
export function intentHolds(entry: Pick<OutboxEntry, 'op' | 'changes'>, current: ServerRecord): boolean {
  switch (entry.op) {
    case 'create':
      return false;
    case 'delete':
      return current.isInactive === true;
    case 'restore':
      return current.isInactive !== true;
    case 'update':
      return Object.entries(entry.changes).every(
        ([field, value]) => field === 'id' || sameValue(current[field], value),
      );
  }
}

function pick(record: Readonly<AnyRecord>, fields: Iterable<string>): AnyRecord {
  const picked: AnyRecord = {};
  for (const field of fields) picked[field] = record[field];
  return picked;
}

/**
 * Folds a record's queued writes into the fewest that reach its current local state:
 * one create (then a delete when it ends inactive) while the server has no version of it, or
 * one update of the changed fields
 * plus a delete or restore when the active flag differs from the base. Used when a user
 * retries a failed record and when a conflict is resolved by keeping mine.
 */
export function squashEntries(
  entries: readonly OutboxEntry[],
  local: MirrorRecord,
  now: number,
): NewOutboxEntry[] {
  const first = entries[0];
  if (first === undefined) return [];
  const common = { entity: first.entity, recordID: local.id, createdAt: now };
  const isInactive = local.isInactive === true;
  // A create goes again only while the server has no version of the record: once it has one
  // (the create landed and its answer was lost), the create's fields go as an update on that
  // version. Sent again as a create, the server would answer the landed create's replay and
  // drop the fields changed since.
  if (entries.some((entry) => entry.op === 'create') && (local.rowVersion ?? null) === null) {
    const { rowVersion: _version, isInactive: _inactive, ...fields } = stripMeta(local);
    const squashed: NewOutboxEntry[] = [
      { ...common, op: 'create', changes: { ...fields, id: local.id }, baseRowVersion: null },
    ];
    if (isInactive)
      squashed.push({ ...common, op: 'delete', changes: { isInactive: true }, baseRowVersion: null });
    return squashed;
  }
  const squashed: NewOutboxEntry[] = [];
  const base = local.rowVersion ?? null;
  const fields = [...pendingFields(entries)].filter((field) => field !== 'isInactive');
  if (fields.length > 0)
    squashed.push({ ...common, op: 'update', changes: pick(local, fields), baseRowVersion: base });
  if (isInactive !== (local._base?.isInactive === true)) {
    squashed.push({
      ...common,
      op: isInactive ? 'delete' : 'restore',
      changes: { isInactive },
      baseRowVersion: base,
    });
  }
  return squashed;
}
