import { areaOf, type AreaRecord, type AreaZone } from './delivery-fees';
import { isPointInPolygon, type LatLng } from './point-in-polygon';

/**
 * Pointers send the deliveries to an area somewhere (spec 02: a journey pointer has a boundary,
 * weekdays "Always or a comma list such as Mon,Tue" and a journey template; supply and fulfiller
 * pointers have the same area and days). The services read them when they make an order's
 * consignment: the supply pointer of the delivery address picks the location it leaves from,
 * the courier pointer the journey template and courier that take it (server/flows/delivery-pointers.ts).
 */

export type Weekday = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';
const WEEKDAYS: readonly Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A pointer as the flows read it: its area (own boundary or zone), its days, and whether it is in use. */
export type AreaPointer = AreaRecord & {
  id: string;
  pointerName?: string | null;
  weekdays?: string | null;
  isInactive?: boolean | null;
};

/**
 * The weekday of a local calendar day (YYYY-MM-DD); null when it is not one.
 * @example weekdayOf('2026-12-01') // 'Tue'
 */
export function weekdayOf(day: string): Weekday | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : (WEEKDAYS[date.getUTCDay()] ?? null);
}

/**
 * Whether a pointer's weekdays take a day: Always (or none set) takes every day; a comma list
 * takes its days; an unknown day is taken only by Always.
 * @example appliesOn('Mon, Wed', 'Wed') // true
 * @example appliesOn('Mon,Wed', 'Tue') // false
 */
export function appliesOn(weekdays: string | null | undefined, day: Weekday | null): boolean {
  const text = (weekdays ?? '').trim();
  if (text === '' || text === 'Always') return true;
  if (day === null) return false;
  return text.split(',').some((entry) => entry.trim() === day);
}

function isDaySpecific(pointer: AreaPointer): boolean {
  const text = (pointer.weekdays ?? '').trim();
  return text !== '' && text !== 'Always';
}

/**
 * The pointer that takes a delivery to `point` on `day`: one in use whose area (its boundary, or
 * the zone it names) contains the point and whose weekdays take the day. A pointer for named days
 * wins over an Always one; among equals, the first by name, then id, so the answer never depends
 * on the order records were read in. Null when none does (or the address has no coordinates).
 * @example pointerFor([{ id: 'p1', boundary: square, weekdays: 'Always' }], { lat: 1, lng: 1 }, 'Mon', [])?.id // 'p1'
 */
export function pointerFor<P extends AreaPointer>(
  pointers: readonly P[],
  point: LatLng | null,
  day: Weekday | null,
  zones: readonly AreaZone[],
): P | null {
  if (point === null || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  const matching = pointers.filter((pointer) => {
    if (pointer.isInactive === true || !appliesOn(pointer.weekdays, day)) return false;
    const area = areaOf(pointer, zones);
    return area !== null && isPointInPolygon(point, area);
  });
  const name = (pointer: P) => (pointer.pointerName ?? '').toLowerCase();
  matching.sort(
    (a, b) =>
      Number(isDaySpecific(b)) - Number(isDaySpecific(a)) ||
      name(a).localeCompare(name(b)) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return matching[0] ?? null;
}
