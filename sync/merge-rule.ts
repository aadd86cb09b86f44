import type { MergeRule } from '../src/entities/entity-definition';
import { mirrorEntry } from '../src/entities/mirror-entries';
import {
  isMetaField,
  type MirrorRecord,
  type NewOutboxEntry,
  type OutboxEntry,
  type ServerRecord,
} from './mirror-types';
import type { MirrorTx } from './ports';
import { BOOKKEEPING_FIELDS } from '../src/domain/schemas/generic-item';
import { sameValue } from '../src/domain/same-value';
import { pendingFields, syncedRecord } from './record-merge';
import type { AnyRecord } from '../src/domain/unknown-values';

// The services' and the mirror's bookkeeping, never a change anyone made to the record.
const BOOKKEEPING = new Set<string>([
  ...BOOKKEEPING_FIELDS,
  'seq',
  'modifiedOn',
  'modifiedByUserID',
  'createdOn',
  'createdByUserID',
]);

/**
 * The fields the other side (the office) changed on the server since the device's base, by name.
 * @example officeChanges({ id: 'a', rowVersion: 1, driverNotes: 'x' }, { id: 'a', rowVersion: 2, driverNotes: 'y' }) // ['driverNotes']
 */
export function officeChanges(base: Readonly<AnyRecord> | undefined, theirs: Readonly<AnyRecord>): string[] {
  const fields = new Set([...Object.keys(base ?? {}), ...Object.keys(theirs)]);
  return [...fields]
    .filter(
      (field) => !BOOKKEEPING.has(field) && !isMetaField(field) && !sameValue(base?.[field], theirs[field]),
    )
    .sort();
}

/**
 * The note a merged record carries for review.
 * @example mergeNote('Changed in the office while the driver was offline', ['dueArrivalOn']) // 'Changed in the office while the driver was offline: dueArrivalOn'
 */
export function mergeNote(text: string, fields: readonly string[]): string {
  return `${text}: ${fields.length === 0 ? 'the record' : fields.join(', ')}`;
}

/** The merge rule the registry declares for a mirror table (its section owner), if any. */
export function mergeRuleOf(entity: string): MergeRule | undefined {
  try {
    return mirrorEntry(entity).mergeRule;
  } catch {
    return undefined;
  }
}

/** A conflict settled by its entity's rule: the record to keep and the writes to queue instead of the old ones. */
export type RuleMerge = { record: MirrorRecord; entries: NewOutboxEntry[] };

/**
 * Settles a conflict by the entity's merge rule, or answers null when the rule does not apply
 * (the device's writes change none of its `when` fields, a write creates, deletes or restores,
 * or the server deleted or restored the record meanwhile: those stay the user's to decide).
 * The server's record becomes the base; each field the device's writes change keeps the
 * device's value when the rule gives it to the device or the server did not change it, and
 * takes the server's otherwise. The rule's note flags the record and names what the server
 * changed. The device's changes go as one update on the server's rowVersion (none when the
 * server already holds them all).
 * @example mergeByRule(DRIVER_STOP_MERGE, 'deliveries', local, queued, theirs, Date.now())
 */
export function mergeByRule(
  rule: MergeRule,
  entity: string,
  local: MirrorRecord,
  queued: readonly Pick<OutboxEntry, 'op' | 'changes'>[],
  theirs: ServerRecord,
  now: number,
): RuleMerge | null {
  if (queued.length === 0 || queued.some((entry) => entry.op !== 'update')) return null;
  const pending = pendingFields(queued);
  if (!rule.when.some((field) => pending.has(field))) return null;
  const base = local._base;
  if ((theirs.isInactive === true) !== (base?.isInactive === true)) return null;
  const device = new Set(rule.deviceFields);
  const record: MirrorRecord = { ...theirs, _syncState: 'pending', _base: theirs, _cachedAt: now };
  const sent = new Set<string>();
  for (const field of pending) {
    if (BOOKKEEPING.has(field) || isMetaField(field)) continue;
    const theyChanged = !sameValue(theirs[field], base?.[field]);
    if (theyChanged && !device.has(field)) continue;
    record[field] = local[field] ?? null;
    sent.add(field);
  }
  if (rule.note !== undefined) {
    const { flag, field, text } = rule.note;
    record[flag] = true;
    record[field] = mergeNote(
      text,
      officeChanges(base, theirs).filter((changed) => changed !== field),
    );
    sent.add(flag);
    sent.add(field);
  }
  const changes: AnyRecord = {};
  for (const field of sent) if (!sameValue(record[field], theirs[field])) changes[field] = record[field];
  if (Object.keys(changes).length === 0) return { record: syncedRecord(theirs, now), entries: [] };
  return {
    record,
    entries: [
      {
        entity,
        recordID: local.id,
        op: 'update',
        changes,
        baseRowVersion: theirs.rowVersion,
        createdAt: now,
      },
    ],
  };
}

/**
 * Settles a record in conflict by its entity's merge rule, in the caller's transaction: its
 * queued writes are replaced by the merged one and the merged record goes in the mirror.
 * Answers whether it did (false: no rule, not in conflict, or the rule does not apply).
 * The sync engine calls it wherever a conflict arises, whichever screen is open.
 * @example if (await settleByRuleTx(tx, 'deliveries', id, now)) { ... push again ... }
 */
export async function settleByRuleTx(
  tx: MirrorTx,
  entity: string,
  id: string,
  now: number,
  ruleOf: (entity: string) => MergeRule | undefined = mergeRuleOf,
): Promise<boolean> {
  const rule = ruleOf(entity);
  if (rule === undefined) return false;
  const local = await tx.getRecord(entity, id);
  const theirs = local?._serverVersion;
  if (local === undefined || local._syncState !== 'conflict' || theirs === undefined) return false;
  const queued = await tx.entriesFor(entity, id);
  const merged = mergeByRule(rule, entity, local, queued, theirs, now);
  if (merged === null) return false;
  await tx.removeEntries(queued.map((entry) => entry.seq));
  for (const entry of merged.entries) await tx.addEntry(entry);
  await tx.putRecords(entity, [merged.record]);
  return true;
}
