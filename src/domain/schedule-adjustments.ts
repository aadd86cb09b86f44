import { occurrenceAt, type ScheduleOccurrence } from './schedule-occurrences';

/**
 * A one-off change to one occurrence of a schedule (spec doc 2, sections 3
 * and 4): moved to a replacing date and time, or cancelled when there is no
 * replacing date. Stored as one comma-separated text:
 * `dateTrigger,replacingDate,leadTimeLeft,leadTimeRight,isAdjusting`.
 */
export type ScheduleAdjustment = {
  /** ISO instant of the scheduled occurrence this changes. */
  dateTrigger: string;
  /** ISO instant it moves to; null cancels the occurrence. */
  replacingDate: string | null;
  /** Lead minutes before the replacing date (see ScheduleOccurrence). */
  leadTimeLeft: number;
  leadTimeRight: number;
  isAdjusting: boolean;
};

export type OccurrenceStatus = 'normal' | 'adjusted' | 'cancelled';

/** An occurrence after adjustments: `at` is where it now falls, `originalAt` where the schedule put it. */
export type AdjustedOccurrence = ScheduleOccurrence & {
  status: OccurrenceStatus;
  originalAt: Date;
};

const MINUTE_MS = 60_000;

function parseInstant(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

function minuteKey(value: string | Date): number | null {
  const ms = value instanceof Date ? value.getTime() : parseInstant(value);
  return ms == null || Number.isNaN(ms) ? null : Math.floor(ms / MINUTE_MS);
}

function parseMinutes(text: string | undefined): number {
  const value = Number(text?.trim() ?? '');
  return text == null || text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/**
 * Reads one stored adjustment. Text containing `undefined` or with fewer than
 * three parts is discarded (null), as is one whose dates cannot be read, so a
 * garbled entry never cancels a real occurrence. A missing isAdjusting counts as true.
 * @example parseAdjustment('2026-01-13T22:00:00.000Z,,0,0,true') // cancels the 13 Jan run
 * @example parseAdjustment('2026-01-13T22:00:00.000Z,undefined,0') // null
 */
export function parseAdjustment(text: string | null | undefined): ScheduleAdjustment | null {
  if (text == null || text.includes('undefined')) return null;
  const parts = text.split(',').map((part) => part.trim());
  const [dateTrigger = '', replacing = '', left, right, adjusting] = parts;
  if (parts.length < 3 || parseInstant(dateTrigger) == null) return null;
  if (replacing !== '' && parseInstant(replacing) == null) return null;
  return {
    dateTrigger,
    replacingDate: replacing === '' ? null : replacing,
    leadTimeLeft: parseMinutes(left),
    leadTimeRight: parseMinutes(right),
    isAdjusting: adjusting == null || adjusting === '' ? true : adjusting.toLowerCase() !== 'false',
  };
}

/**
 * Writes one adjustment as its stored text; a cancellation leaves the replacing date empty.
 * @example serializeAdjustment({ dateTrigger: '2026-01-13T22:00:00.000Z', replacingDate: null, leadTimeLeft: 0, leadTimeRight: 0, isAdjusting: true })
 * // '2026-01-13T22:00:00.000Z,,0,0,true'
 */
export function serializeAdjustment(adjustment: ScheduleAdjustment): string {
  const { dateTrigger, replacingDate, leadTimeLeft, leadTimeRight, isAdjusting } = adjustment;
  return [dateTrigger, replacingDate ?? '', leadTimeLeft, leadTimeRight, isAdjusting].join(',');
}

/**
 * Reads a stored list, dropping discarded entries.
 * @example parseAdjustments(['bad', '2026-01-13T22:00:00Z,,0']).length // 1
 */
export function parseAdjustments(texts: readonly string[] | null | undefined): ScheduleAdjustment[] {
  return (texts ?? []).flatMap((text) => {
    const adjustment = parseAdjustment(text);
    return adjustment == null ? [] : [adjustment];
  });
}

/**
 * Writes a list for storage.
 * @example serializeAdjustments([adjustment]) // ['2026-01-13T22:00:00.000Z,,0,0,true']
 */
export function serializeAdjustments(adjustments: readonly ScheduleAdjustment[]): string[] {
  return adjustments.map(serializeAdjustment);
}

/**
 * Status an adjustment gives its occurrence: none or not adjusting is normal,
 * no replacing date is cancelled, otherwise adjusted.
 * @example adjustmentStatus({ ...adjustment, replacingDate: null }) // 'cancelled'
 */
export function adjustmentStatus(adjustment: ScheduleAdjustment | null | undefined): OccurrenceStatus {
  if (adjustment == null || !adjustment.isAdjusting) return 'normal';
  return adjustment.replacingDate == null ? 'cancelled' : 'adjusted';
}

/**
 * Whether the two refer to the same occurrence; compared to the minute, since
 * schedules run on whole minutes and the server may drop milliseconds.
 * @example isSameTrigger('2026-01-13T22:00:00Z', new Date('2026-01-13T22:00:00.000Z')) // true
 */
export function isSameTrigger(a: string | Date, b: string | Date): boolean {
  const keyA = minuteKey(a);
  return keyA != null && keyA === minuteKey(b);
}

/**
 * True when the adjustment's trigger is one of the listed occurrences.
 * @example isInSchedule(adjustment, nextRuns) // false once that run is in the past
 */
export function isInSchedule(
  adjustment: ScheduleAdjustment,
  occurrences: readonly ScheduleOccurrence[],
): boolean {
  return occurrences.some((occurrence) => isSameTrigger(adjustment.dateTrigger, occurrence.at));
}

function applyOne(
  occurrence: ScheduleOccurrence,
  adjustment: ScheduleAdjustment | undefined,
): AdjustedOccurrence {
  const status = adjustmentStatus(adjustment);
  const normal = { ...occurrence, status, originalAt: occurrence.at };
  if (status !== 'adjusted' || adjustment?.replacingDate == null) return normal;
  const { leadTimeLeft, leadTimeRight } = adjustment;
  // Keep "no lead time" as null dates unless the schedule or the adjustment has one.
  const hasLead = occurrence.leadDateLeft != null || leadTimeLeft !== 0 || leadTimeRight !== 0;
  const moved = occurrenceAt(
    new Date(adjustment.replacingDate),
    hasLead ? { left: leadTimeLeft, right: leadTimeRight } : null,
  );
  return { ...moved, status, originalAt: occurrence.at };
}

/**
 * Applies adjustments to upcoming occurrences and sorts them by when they now
 * fall (a cancelled one keeps its original place). When several adjustments
 * target one occurrence the last one wins; adjustments for other dates are ignored.
 * @example applyAdjustments(nextRuns, [cancelOccurrence(nextRuns[0])])[0].status // 'cancelled'
 */
export function applyAdjustments(
  occurrences: readonly ScheduleOccurrence[],
  adjustments: readonly ScheduleAdjustment[],
): AdjustedOccurrence[] {
  const byMinute = new Map<number, ScheduleAdjustment>();
  for (const adjustment of adjustments) {
    const key = minuteKey(adjustment.dateTrigger);
    if (key != null) byMinute.set(key, adjustment);
  }
  return occurrences
    .map((occurrence) => {
      const key = minuteKey(occurrence.at);
      return applyOne(occurrence, key == null ? undefined : byMinute.get(key));
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * An adjustment moving `occurrence` to `replacingDate`, keeping its lead times.
 * @example adjustOccurrence(run, new Date('2026-01-14T22:00:00Z')).replacingDate // '2026-01-14T22:00:00.000Z'
 */
export function adjustOccurrence(occurrence: ScheduleOccurrence, replacingDate: Date): ScheduleAdjustment {
  return {
    dateTrigger: occurrence.at.toISOString(),
    replacingDate: replacingDate.toISOString(),
    leadTimeLeft: occurrence.leadTimeLeft,
    leadTimeRight: occurrence.leadTimeRight,
    isAdjusting: true,
  };
}

/**
 * An adjustment cancelling `occurrence` (adjusting with no replacing date).
 * @example adjustmentStatus(cancelOccurrence(run)) // 'cancelled'
 */
export function cancelOccurrence(occurrence: ScheduleOccurrence): ScheduleAdjustment {
  return { ...adjustOccurrence(occurrence, occurrence.at), replacingDate: null };
}

/**
 * Adds an adjustment, replacing any earlier one for the same occurrence.
 * @example upsertAdjustment([], cancelOccurrence(run)).length // 1
 */
export function upsertAdjustment(
  adjustments: readonly ScheduleAdjustment[],
  adjustment: ScheduleAdjustment,
): ScheduleAdjustment[] {
  return [...clearAdjustment(adjustments, adjustment.dateTrigger), adjustment];
}

/**
 * Removes the adjustment for an occurrence, returning that occurrence to normal.
 * @example clearAdjustment([cancelOccurrence(run)], run.at) // []
 */
export function clearAdjustment(
  adjustments: readonly ScheduleAdjustment[],
  dateTrigger: string | Date,
): ScheduleAdjustment[] {
  return adjustments.filter((adjustment) => !isSameTrigger(adjustment.dateTrigger, dateTrigger));
}
