import { hasDate, trimmedOf } from '../unknown-values';
import { DEFAULT_TIME_ZONE, localDayOf } from '../../domain/time-zone';
import type { CourierMovement } from '../schemas/courier-movement';
import type { Journey } from '../schemas/journey';

/** A stop (a courier movement) as the journey's status reads it. */
type Stop = Readonly<
  Partial<
    Pick<
      CourierMovement,
      'id' | 'deliveredOn' | 'skipReason' | 'arrivalSortNumber' | 'journeyID' | 'isInactive'
    >
  >
>;

/** A journey as its status reads it. */
type JourneyRow = Readonly<
  Partial<Pick<Journey, 'startedOn' | 'endedOn' | 'driverUserID' | 'dueStartOn' | 'isInactive'>>
>;

/** Where a stop stands for the driver. */
export type StopStatus = 'open' | 'delivered' | 'skipped';

/** Where a journey stands for the driver. */
export type JourneyStatus = 'not-started' | 'under-way' | 'ended';

/**
 * A stop is delivered once deliveredOn is set, skipped once it holds a skip reason.
 * @example stopStatus({ deliveredOn: '2026-03-02T21:00:00Z' }) // 'delivered'
 */
export function stopStatus(movement: Stop): StopStatus {
  if (hasDate(movement.deliveredOn)) return 'delivered';
  if ((trimmedOf(movement.skipReason) ?? '') !== '') return 'skipped';
  return 'open';
}

/**
 * A journey has not started until startedOn is set, and is under way until endedOn is.
 * @example journeyStatus({ startedOn: '0001-01-01T00:00:00Z' }) // 'not-started'
 */
export function journeyStatus(journey: JourneyRow): JourneyStatus {
  if (hasDate(journey.endedOn)) return 'ended';
  return hasDate(journey.startedOn) ? 'under-way' : 'not-started';
}

function sortNumber(movement: Stop): number {
  const value = movement.arrivalSortNumber;
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/**
 * A journey's active stops in visiting order (arrivalSortNumber; unnumbered last, then by id).
 * @example journeyStops(deliveries, 'jny-1').map((stop) => stop.id)
 */
export function journeyStops<T extends Stop>(movements: readonly T[], journeyID: string): T[] {
  return movements
    .filter((movement) => movement.journeyID === journeyID && movement.isInactive !== true)
    .toSorted((a, b) => sortNumber(a) - sortNumber(b) || (a.id ?? '').localeCompare(b.id ?? ''));
}

/**
 * The stop to open next: the first one neither delivered nor skipped; null when all are done.
 * @example nextStop(stops)?.id
 */
export function nextStop<T extends Stop>(stops: readonly T[]): T | null {
  return stops.find((stop) => stopStatus(stop) === 'open') ?? null;
}

/** How far a journey has come. */
export type JourneyProgress = { total: number; delivered: number; skipped: number; open: number };

/**
 * Counts of a journey's stops by status.
 * @example journeyProgress(stops) // { total: 12, delivered: 3, skipped: 1, open: 8 }
 */
export function journeyProgress(stops: readonly Stop[]): JourneyProgress {
  const progress: JourneyProgress = { total: stops.length, delivered: 0, skipped: 0, open: 0 };
  for (const stop of stops) progress[stopStatus(stop)] += 1;
  return progress;
}

/**
 * End Journey is offered once the journey is under way and every stop is delivered or skipped.
 * @example canEndJourney({ startedOn: '2026-03-02T20:00:00Z' }, [{ deliveredOn: '2026-03-02T21:00:00Z' }]) // true
 */
export function canEndJourney(journey: JourneyRow, stops: readonly Stop[]): boolean {
  return journeyStatus(journey) === 'under-way' && stops.every((stop) => stopStatus(stop) !== 'open');
}

export const SKIP_REASON_REQUIRED = 'Say why the stop is skipped';

/**
 * The fields that skip a stop: the reason, and a flag so the office looks at it. Throws
 * without a reason (the form asks for one first).
 * @example skipChanges('Closed, nobody on site') // { skipReason: 'Closed, nobody on site', isFlagged: true }
 */
export function skipChanges(reason: string): Pick<CourierMovement, 'skipReason' | 'isFlagged'> {
  const trimmed = reason.trim();
  if (trimmed === '') throw new Error(SKIP_REASON_REQUIRED);
  return { skipReason: trimmed, isFlagged: true };
}

/**
 * The local calendar day of an instant as yyyy-mm-dd, in the company's time zone.
 * @example dayKey(new Date('2026-03-02T20:00:00Z')) // '2026-03-03' (Melbourne)
 */
export function dayKey(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return localDayOf(instant, timeZone);
}

/**
 * Whether an ISO instant falls on the given local day.
 * @example isOnDay('2026-03-02T20:00:00Z', '2026-03-03') // true
 */
export function isOnDay(value: unknown, day: string, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (!hasDate(value)) return false;
  const instant = new Date(String(value));
  return !Number.isNaN(instant.getTime()) && dayKey(instant, timeZone) === day;
}

/**
 * The driver's journeys of a day, earliest first: those they drive that are due to start
 * that day, plus any of theirs still under way from an earlier day.
 * @example driverJourneys(journeys, 'user-driver', '2026-03-03')
 */
export function driverJourneys<T extends JourneyRow>(
  journeys: readonly T[],
  userID: string,
  day: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): T[] {
  return journeys
    .filter((journey) => journey.driverUserID === userID && journey.isInactive !== true)
    .filter((journey) => isOnDay(journey.dueStartOn, day, timeZone) || journeyStatus(journey) === 'under-way')
    .toSorted((a, b) => (a.dueStartOn ?? '').localeCompare(b.dueStartOn ?? ''));
}
