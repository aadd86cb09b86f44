import { deviceRoleOf } from '../../src/domain/device-role';
import { resolveTimeZone } from '../../src/domain/time-zone';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { entityByName } from '../../src/entities/registry';
import { scopeDay, scopeRuleOf, windowBounds, type ScopeRule } from '../../src/entities/sync-scope';
import type { Caller } from '../http/caller';
import {
  matchesChangeFilter,
  type ChangeFilter,
  type RecordRow,
  type ScopeClause,
  type Store,
} from '../store/store';
import { sectionReader, type SectionReader } from './section-reader';

/**
 * Sync scopes on the services (src/entities/sync-scope.ts declares them): what of a section a
 * device pulls is decided here, from the caller's session and the services' clock, never from
 * the request. A scoped pull's cursor is the seq and the local day its scope was evaluated on
 * (`1234@2026-11-27`), and for a scope by the device's location the location it named
 * (`1234@2026-11-27:loc-wh`), so the next pull sees the window move or the tablet change places
 * and answers what entered the device's scope (records) and what left it (removals), as a record
 * another company took back is.
 */

/** Rows a catch-up (a moved window, a journey given to another driver) reads at most per section. */
const CATCH_UP_ROWS = 100_000;

/**
 * Who pulls, and when; `location` is the device's location as the services checked it
 * (deviceLocationOf), null for a device that names none.
 */
export type ScopeCaller = { caller: Caller; company: string; now: Date; location?: string | null };

/** What a scope is evaluated on: the company's local day and, for a scope by location, the device's. */
type ScopeKey = { day: string; location: string | null };

/** The key of a rule's scope for this caller today: its location only when the rule scopes by one. */
function keyOf(rule: ScopeRule, who: ScopeCaller, day: string): ScopeKey {
  return { day, location: rule.location === undefined ? null : (who.location ?? null) };
}

/** A cursor naming the seq and the scope's key (`1234@2026-11-27`, `1234@2026-11-27f:loc-wh`). */
function cursorOf(seq: number, key: ScopeKey, first = false): string {
  const location = key.location === null ? '' : `:${encodeURIComponent(key.location)}`;
  return `${seq}@${key.day}${first ? 'f' : ''}${location}`;
}

/** A section's scope for a device, evaluated on one day. */
type Evaluated = {
  filter: ChangeFilter;
  /** For a rule `within` another entity: that entity's reader and the ids in scope. */
  parent?: { reader: SectionReader; field: string; ids: ReadonlySet<string>; filter: ChangeFilter };
};

/** The rule a caller's device pulls an entity by, or null for the whole section. */
export function scopeRuleFor(entity: EntityDefinition, caller: Caller): ScopeRule | null {
  return scopeRuleOf(entity.syncScope, deviceRoleOf(caller));
}

async function evaluate(
  store: Store,
  entity: EntityDefinition,
  rule: ScopeRule,
  who: ScopeCaller,
  key: ScopeKey,
): Promise<Evaluated> {
  const clauses: ScopeClause[] = [];
  if (rule.userField !== undefined) clauses.push({ field: rule.userField, values: [who.caller.userID] });
  if (rule.window !== undefined) {
    const bounds = windowBounds(rule.window, key.day, resolveTimeZone(who.caller.company.defaultTimeZone));
    clauses.push({ field: rule.window.field, from: bounds.from, to: bounds.to });
  }
  if (rule.location !== undefined && key.location !== null)
    clauses.push({ anyField: rule.location.fields, values: [key.location] });
  if (rule.within === undefined) return { filter: { clauses } };
  const parentEntity = entityByName(rule.within.entity);
  const parentRule = scopeRuleFor(parentEntity, who.caller);

  const reader = sectionReader(store, parentEntity);
  if (parentRule === null) return { filter: { clauses } };
  const parent = await evaluate(store, parentEntity, parentRule, who, keyOf(parentRule, who, key.day));
  const rows = await reader.changes(who.company, 0, CATCH_UP_ROWS, parent.filter);
  const ids = new Set(
    rows.filter((row) => reader.pulled(row, who.company) === 'record').map((row) => row.id),
  );
  clauses.push({ field: rule.within.field, values: [...ids] });
  return { filter: { clauses }, parent: { reader, field: rule.within.field, ids, filter: parent.filter } };
}

/** One row of a pull's answer: the record as the company sees it, or its removal. */
export type PulledRow = { row: RecordRow; as: 'record' | 'removal' };

/** A scoped page of changes: its rows, the cursor to send next, whether more follow, and whether the device must start over. */
export type ScopedPage = { rows: PulledRow[]; cursor: string; hasMore: boolean; reset?: true };

/**
 * A scoped pull's page. The first pull (cursor 0) answers the scope's records only. Later pulls
 * answer every change of the section after the cursor, those outside the scope as removals (a
 * stop moved to another driver's journey leaves this phone); besides, the records that entered
 * the scope or left it without changing themselves: their journey changed hands, or the window
 * moved since the cursor's day. A cursor from before the section was scoped asks the device to
 * start over (`reset`), so it keeps nothing outside its scope.
 * @example await scopedChanges(store, reader, deliveries, rule, { caller, company, now }, { after: 0, day: null, first: false, take: 1000 })
 */
export async function scopedChanges(
  store: Store,
  reader: SectionReader,
  entity: EntityDefinition,
  rule: ScopeRule,
  who: ScopeCaller,
  window: { after: number; day: string | null; first: boolean; location?: string | null; take: number },
): Promise<ScopedPage> {
  const today = scopeDay(who.now, resolveTimeZone(who.caller.company.defaultTimeZone));
  const key = keyOf(rule, who, today);
  const held: ScopeKey = { day: window.day ?? today, location: window.location ?? null };
  // A first pull cut short at another place (or from before scopes) starts over: its pages were another scope's.
  const restart =
    window.after > 0 && (window.day === null || (window.first && held.location !== key.location));
  if (restart) return { rows: [], cursor: '0', hasMore: true, reset: true };
  const scope = await evaluate(store, entity, rule, who, key);
  const sees = (row: RecordRow) => reader.pulled(row, who.company);
  // The first pull reads only the scope, page after page (its cursor says so with a trailing f).
  if (window.after === 0 || window.first) {
    // Read before the page: a row written after it has a higher seq and comes in the next pull.
    const mark = await reader.lastSeq();
    const rows = await reader.changes(who.company, window.after, window.take + 1, scope.filter);
    const page = rows.slice(0, window.take);
    const hasMore = rows.length > window.take;
    const last = page.at(-1)?.seq ?? window.after;
    return {
      rows: page.filter((row) => sees(row) === 'record').map((row) => ({ row, as: 'record' as const })),
      // The last page ends past every row of the section then, not only the scope's.
      cursor: hasMore ? cursorOf(last, key, true) : cursorOf(Math.max(last, mark), key),
      hasMore,
    };
  }
  const caughtUp = await catchUp(store, reader, entity, rule, who, scope, window.after, held, key);
  const rows = await reader.changes(who.company, window.after, window.take + 1);
  const page = rows.slice(0, window.take);
  const changed = page.flatMap((row): PulledRow[] => {
    const seen = sees(row);
    if (seen === 'none') return [];
    return [{ row, as: seen === 'record' && matchesChangeFilter(row, scope.filter) ? 'record' : 'removal' }];
  });
  return {
    rows: [...caughtUp, ...changed],
    cursor: cursorOf(page.at(-1)?.seq ?? window.after, key),
    hasMore: rows.length > window.take,
  };
}

/**
 * The records at or before the cursor's seq that entered or left the scope without changing:
 * the window moved since the cursor's day or the tablet changed places (what the old scope held
 * and the new does not, and the reverse),
 * or, for a rule within another entity, a record of it changed after the cursor (a journey given
 * to another driver takes its stops with it).
 */
async function catchUp(
  store: Store,
  reader: SectionReader,
  entity: EntityDefinition,
  rule: ScopeRule,
  who: ScopeCaller,
  scope: Evaluated,
  after: number,
  held: ScopeKey,
  key: ScopeKey,
): Promise<PulledRow[]> {
  const through = (filter: ChangeFilter): ChangeFilter => ({ ...filter, throughSeq: after });
  const read = async (filter: ChangeFilter) =>
    (await reader.changes(who.company, 0, CATCH_UP_ROWS, through(filter))).filter(
      (row) => reader.pulled(row, who.company) === 'record',
    );
  const answer = new Map<string, PulledRow>();
  if (held.day !== key.day || held.location !== key.location) {
    const before = await evaluate(store, entity, rule, who, held);
    const [was, now] = await Promise.all([read(before.filter), read(scope.filter)]);
    const nowIds = new Set(now.map((row) => row.id));
    const heldIds = new Set(was.map((row) => row.id));
    for (const row of was) if (!nowIds.has(row.id)) answer.set(row.id, { row, as: 'removal' });
    for (const row of now) if (!heldIds.has(row.id)) answer.set(row.id, { row, as: 'record' });
  }
  if (scope.parent !== undefined) {
    const { parent } = scope;
    // Only a parent inside the window could have had its records on the device (one outside it
    // left with the window, above): another driver's journey of these weeks, not every journey.
    const windowOnly = { clauses: parent.filter.clauses.filter((clause) => !('values' in clause)) };
    const moved = (await parent.reader.changes(who.company, after, CATCH_UP_ROWS)).filter((row) =>
      matchesChangeFilter(row, windowOnly),
    );
    const entered = moved.filter((row) => parent.ids.has(row.id)).map((row) => row.id);
    const left = moved.filter((row) => !parent.ids.has(row.id)).map((row) => row.id);
    const of = (ids: string[], as: PulledRow['as']) =>
      ids.length === 0
        ? Promise.resolve([])
        : read({ clauses: [{ field: parent.field, values: ids }] }).then((rows) =>
            rows
              .filter((row) => as === 'removal' || matchesChangeFilter(row, scope.filter))
              .map((row) => ({ row, as })),
          );
    for (const pulled of [...(await of(left, 'removal')), ...(await of(entered, 'record'))])
      answer.set(pulled.row.id, pulled);
  }
  return [...answer.values()];
}

/**
 * How many records a scoped device's first pull brings (what the engine's progress counts
 * beside the pull, with no filter or search): the scope's, not the section's, which on a large
 * company would also be the slowest query of the pull.
 * @example await scopedCount(store, reader, deliveries, rule, { caller, company, now }) // 302
 */
export async function scopedCount(
  store: Store,
  reader: SectionReader,
  entity: EntityDefinition,
  rule: ScopeRule,
  who: ScopeCaller,
): Promise<number> {
  const today = scopeDay(who.now, resolveTimeZone(who.caller.company.defaultTimeZone));
  const scope = await evaluate(store, entity, rule, who, keyOf(rule, who, today));
  const rows = await reader.changes(who.company, 0, CATCH_UP_ROWS, scope.filter);
  return rows.filter((row) => reader.pulled(row, who.company) === 'record').length;
}
