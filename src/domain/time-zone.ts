import { formatInTimeZone } from 'date-fns-tz';

/** Time zone used when the user or company has none (spec doc 1, section 9). */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/** A local clock reading in some time zone. `month` is 1–12. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
};

// Zone names already checked, and whether they were valid.
const validity = new Map<string, boolean>();

/**
 * True when `timeZone` is an IANA zone name the runtime knows.
 * @example isValidTimeZone('Australia/Perth') // true
 */
export function isValidTimeZone(timeZone: string | null | undefined): boolean {
  if (timeZone == null || timeZone.trim() === '') return false;
  // Building a DateTimeFormat costs tens of microseconds and screens ask on every render.
  const known = validity.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  validity.set(timeZone, valid);
  return valid;
}

/**
 * The given zone when it is valid, otherwise the default zone, so a bad
 * company setting degrades to Melbourne time instead of crashing a screen.
 * @example resolveTimeZone('Not/AZone') // 'Australia/Melbourne'
 */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return timeZone != null && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

function wallAsUtcMs(wall: WallTime, second = 0): number {
  const ms = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, second);
  if (wall.year >= 100) return ms;
  // Date.UTC maps years 0–99 to 1900–1999; shift back by whole centuries.
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() - 1900);
  return date.getTime();
}

function zonedParts(instant: Date, timeZone: string): { wall: WallTime; second: number } {
  const text = formatInTimeZone(instant, timeZone, 'yyyy M d H m s');
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = text.split(' ').map(Number);
  return { wall: { year, month, day, hour, minute }, second };
}

/**
 * What a wall clock in `timeZone` shows at `instant`.
 * Reads the zone's calendar through Intl, so the host machine's zone never leaks in.
 * @example zonedWallTime(new Date('2026-01-05T22:00:00Z')) // { year: 2026, month: 1, day: 6, hour: 9, minute: 0 }
 */
export function zonedWallTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallTime {
  return zonedParts(instant, resolveTimeZone(timeZone)).wall;
}

/**
 * Offset of `timeZone` from UTC at `instant`, in minutes (east is positive).
 * Derived from Intl's wall clock because date-fns-tz's getTimezoneOffset
 * misreads the hour right after a transition.
 * @example utcOffsetMinutes(new Date('2026-01-15T00:00:00Z')) // 660
 */
export function utcOffsetMinutes(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const { wall, second } = zonedParts(instant, resolveTimeZone(timeZone));
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtcMs(wall, second) - wholeSeconds) / 60_000);
}

function sameWallTime(a: WallTime, b: WallTime): boolean {
  return (
    a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
  );
}

/**
 * The instant at which a wall clock in `timeZone` shows `wall`.
 * Daylight-saving edges follow the common "compatible" rule: a time skipped
 * by the spring-forward gap moves forward by the gap (02:30 → 03:30 in
 * Melbourne), and a time repeated by the fall-back overlap resolves to its
 * first (daylight-time) occurrence.
 * @example instantFromWallTime({ year: 2026, month: 1, day: 6, hour: 9, minute: 0 }).toISOString() // '2026-01-05T22:00:00.000Z'
 */
export function instantFromWallTime(wall: WallTime, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const zone = resolveTimeZone(timeZone);
  const asUtc = wallAsUtcMs(wall);
  const dayMs = 86_400_000;
  // Offsets a day either side bracket any single transition near this wall time.
  const offsetBefore = utcOffsetMinutes(new Date(asUtc - dayMs), zone) * 60_000;
  const offsetAfter = utcOffsetMinutes(new Date(asUtc + dayMs), zone) * 60_000;
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((ms) => sameWallTime(zonedWallTime(new Date(ms), zone), wall))
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  if (earliest !== undefined) return new Date(earliest);
  return new Date(asUtc - offsetBefore);
}
