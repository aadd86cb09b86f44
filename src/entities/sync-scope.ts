import type { DeviceRole } from '../domain/device-role';
import { instantFromWallTime, localDayOf } from '../domain/time-zone';

/**
 * Sync scopes: what of a section a device holds, by whose device it is (after PowerSync's sync
 * rules and streams). Declared in the registry per entity (`EntityDefinition.syncScope`) and
 * device role, evaluated by the services from the session on every pull of changes
 * (server/sections/sync-scope.ts): a client's request never widens or narrows it. A role an
 * entity declares nothing for pulls the whole section its permissions allow.
 */

/** Records whose date field falls from `daysBack` days before today to `daysAhead` days after it (open ahead when left out). */
export type ScopeWindow = { field: string; daysBack: number; daysAhead?: number };

export type ScopeRule = {
  /** A window on the record's date, in days around today in the company's time zone. */
  window?: ScopeWindow;
  /** Only records naming the signed-in user in this field (a journey's driver). */
  userField?: string;
  /**
   * Only records whose `field` names a record of `entity` inside this device's scope of that
   * entity (a stop's journey): the stops follow their journey in and out of the device.
   */
  within?: { field: string; entity: string };
  /**
   * Only records naming the device's own location in one of these fields (a consignment leaving
   * from or arriving at the warehouse tablet's location). The device names its location with each
   * pull and the services check it is one of the company's active locations; a device naming
   * none (or one it may not name) holds the records of every location.
   */
  location?: { fields: readonly string[] };
  /** Pulled before sections of a higher number (1 first; 5 when left out): the open screen's records first. */
  priority?: number;
};

/** An entity's scopes, per device role. */
export type SyncScope = Partial<Record<DeviceRole, ScopeRule>>;

/** The priority of a section without one. */
export const DEFAULT_SCOPE_PRIORITY = 5;

/** The bounds of a window as ISO instants (local midnights), and the day they were computed on. */
export type WindowBounds = { from: string; to: string | null; day: string };

function shiftedDay(day: string, days: number): { year: number; month: number; day: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function midnight(day: string, days: number, timeZone: string): string {
  return instantFromWallTime({ ...shiftedDay(day, days), hour: 0, minute: 0 }, timeZone).toISOString();
}

/**
 * The window's bounds on `day` (the company's local day): from the midnight `daysBack` days
 * before, to the midnight after the last day ahead (none when open ahead). Compared with a
 * record's ISO date as text.
 * @example windowBounds({ field: 'dueStartOn', daysBack: 7, daysAhead: 14 }, '2026-11-27', 'UTC') // { from: '2026-11-20T00:00:00.000Z', to: '2026-12-12T00:00:00.000Z', day: '2026-11-27' }
 */
export function windowBounds(window: ScopeWindow, day: string, timeZone: string): WindowBounds {
  return {
    from: midnight(day, -window.daysBack, timeZone),
    to: window.daysAhead === undefined ? null : midnight(day, window.daysAhead + 1, timeZone),
    day,
  };
}

/**
 * The local day a scope is evaluated on: part of a scoped pull's cursor, so the services see a
 * window that moved since the device's last pull.
 * @example scopeDay(new Date('2026-11-26T14:00:00Z'), 'Australia/Melbourne') // '2026-11-27'
 */
export function scopeDay(now: Date, timeZone: string): string {
  return localDayOf(now, timeZone);
}

/**
 * Whether a record's date (ISO text) is inside the bounds; an empty date is outside. The memory
 * store reads a scoped pull's window with it (server/store/store.ts matchesChangeFilter).
 * @example isInWindow('2026-11-27T06:00:00Z', { from: '2026-11-20T00:00:00.000Z', to: null, day: '2026-11-27' }) // true
 */
export function isInWindow(value: unknown, bounds: Pick<WindowBounds, 'from' | 'to'>): boolean {
  if (typeof value !== 'string' || value === '') return false;
  return value >= bounds.from && (bounds.to === null || value < bounds.to);
}

/** Where a device's copy of a section's history begins: records dated before `from` are read online. */
export type HeldHistory = { field: string; from: string; days: number };

/**
 * The history a device holds of a section: for a role whose rule is a window on the past (open
 * ahead), its field and first instant; null when the device holds the section's whole past.
 * @example heldHistoryOf(archiveWindow('deliveredOn'), 'office', '2026-11-27', 'UTC') // { field: 'deliveredOn', from: '2026-08-29T00:00:00.000Z', days: 90 }
 */
export function heldHistoryOf(
  scope: SyncScope | undefined,
  role: DeviceRole,
  day: string,
  timeZone: string,
): HeldHistory | null {
  const window = scopeRuleOf(scope, role)?.window;
  if (window === undefined || window.daysAhead !== undefined) return null;
  return { field: window.field, from: windowBounds(window, day, timeZone).from, days: window.daysBack };
}

/**
 * The rule an entity's scope declares for a device role, or null when the role pulls the whole section.
 * @example scopeRuleOf({ driver: { userField: 'driverUserID' } }, 'driver') // { userField: 'driverUserID' }
 */
export function scopeRuleOf(scope: SyncScope | undefined, role: DeviceRole): ScopeRule | null {
  return scope?.[role] ?? null;
}

/**
 * The order a device pulls its sections in: by the priority its role's rule gives each (the
 * journeys and their stops before the rest on a driver's phone), then as listed.
 * @example byScopePriority([{ name: 'releases' }, { name: 'journeys', syncScope: { driver: { priority: 1 } } }], 'driver') // journeys first
 */
export function byScopePriority<T extends { syncScope?: SyncScope }>(
  entities: readonly T[],
  role: DeviceRole,
): T[] {
  const priority = (entity: T) => scopeRuleOf(entity.syncScope, role)?.priority ?? DEFAULT_SCOPE_PRIORITY;
  return entities
    .map((entity, index) => ({ entity, index }))
    .sort((a, b) => priority(a.entity) - priority(b.entity) || a.index - b.index)
    .map(({ entity }) => entity);
}
