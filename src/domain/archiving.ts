/**
 * Archiving (issue 23 §8): finished batches, stock imports, journeys, deliveries, releases and
 * receivals move from their working sections to their archive sections, so working lists and
 * devices' mirrors stay bounded while the archives stay readable in their archive screens.
 */

/**
 * Days a finished record stays in its working list: the spec names no archive period, so a
 * record leaves once it has finished for as long as a device's mirror keeps a record by default
 * (spec 01 §9: local cache expiry 7 days).
 */
export const ARCHIVE_AFTER_DAYS = 7;

const DAY_MS = 86_400_000;

/** The working lists that archive, and the field saying when each record finished. */
export const ARCHIVED_WHEN = {
  batches: 'createdOn',
  'stock-imports': 'performedOn',
  journeys: 'endedOn',
  deliveries: 'deliveredOn',
  releases: 'releasedOn',
  receivals: 'receivedOn',
} as const satisfies Readonly<Record<string, string>>;

export type ArchivedEntity = keyof typeof ARCHIVED_WHEN;

/** The working lists that archive. */
export const ARCHIVED_ENTITIES = Object.keys(ARCHIVED_WHEN) as ArchivedEntity[];

/** A working record as archiving reads it: whether it is held back, and the field saying when it finished. */
type ArchivableRow = {
  readonly id?: string;
  readonly isInactive?: boolean | null;
  readonly isPending?: boolean | null;
  readonly onHold?: boolean | null;
} & { readonly [F in (typeof ARCHIVED_WHEN)[ArchivedEntity]]?: string | null };

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When a working record finished, or null while it has not: a batch made and not pending nor on
 * hold (the services also wait until none of it is left on hand), a stock import performed, a
 * journey ended, a delivery delivered, a release released, a receival received.
 * @example finishedOn('journeys', { endedOn: '2026-11-01T08:00:00Z' }) // 2026-11-01T08:00:00.000Z
 * @example finishedOn('batches', { createdOn: '2026-11-01T08:00:00Z', isPending: true }) // null
 */
export function finishedOn(entity: ArchivedEntity, record: ArchivableRow): Date | null {
  if (record.isInactive === true) return null;
  if (entity === 'batches' && (record.isPending === true || record.onHold === true)) return null;
  return dateOf(record[ARCHIVED_WHEN[entity]]);
}

/**
 * Whether a working record is due to move to its archive at `now`: finished more than
 * ARCHIVE_AFTER_DAYS ago.
 * @example isDueForArchive('deliveries', { deliveredOn: '2026-11-01T00:00:00Z' }, new Date('2026-11-09T00:00:00Z')) // true
 */
export function isDueForArchive(entity: ArchivedEntity, record: ArchivableRow, now: Date): boolean {
  const finished = finishedOn(entity, record);
  return finished !== null && now.getTime() - finished.getTime() > ARCHIVE_AFTER_DAYS * DAY_MS;
}

/** The field a working record keeps, once moved, naming its archived copy (its only other fields: id and archivedOn). */
export const ARCHIVED_AS_FIELD = 'archivedAs';

/** A working section's record as the move reads it: the field naming its archived copy. */
type MovedRow = { readonly id?: string; readonly [ARCHIVED_AS_FIELD]?: string | null };

/**
 * Whether a working section's record has moved to its archive (what stays behind tells devices' pulls to drop it).
 * @example isMovedToArchive({ archivedAs: 'a1' }) // true
 */
export function isMovedToArchive(record: MovedRow): boolean {
  return typeof record[ARCHIVED_AS_FIELD] === 'string' && record[ARCHIVED_AS_FIELD] !== '';
}
