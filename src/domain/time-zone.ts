import { formatInTimeZone } from 'date-fns-tz';

// Every reading of a clock or calendar in a time zone goes through this module, on date-fns-tz
// (which reads the zone rules through Intl, so the host machine's zone never leaks in).

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

/**
 * What a wall clock in `timeZone` shows at `instant`.
 * Reads the zone's calendar through Intl, so the host machine's zone never leaks in.
 * @example zonedWallTime(new Date('2026-01-05T22:00:00Z')) // { year: 2026, month: 1, day: 6, hour: 9, minute: 0 }
 */
export function zonedWallTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallTime {
  const text = formatInTimeZone(instant, resolveTimeZone(timeZone), 'yyyy M d H m');
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = text.split(' ').map(Number);
  return { year, month, day, hour, minute };
}

/**
 * Offset of `timeZone` from UTC at `instant`, in minutes (east is positive).
 * Derived from date-fns-tz's wall clock (its getTimezoneOffset misreads the hour right after a
 * transition, and formatting the offset itself is twice as slow).
 * @example utcOffsetMinutes(new Date('2026-01-15T00:00:00Z')) // 660
 */
export function utcOffsetMinutes(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const text = formatInTimeZone(instant, resolveTimeZone(timeZone), "yyyy-MM-dd'T'HH:mm:ss");
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((utcReading(text) - wholeSeconds) / 60_000);
}

/** The instant a local ISO text (no offset) would be if it were UTC. */
function utcReading(text: string): number {
  return new Date(`${text}Z`).getTime();
}

/**
 * The calendar day (yyyy-MM-dd) an instant falls on in the time zone: the one way the
 * product takes the local day of an instant.
 * @example localDayOf(new Date('2026-03-02T14:30:00Z'), 'Australia/Melbourne') // '2026-03-03'
 */
export function localDayOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInTimeZone(instant, resolveTimeZone(timeZone), 'yyyy-MM-dd');
}

/**
 * A wall time as the local ISO text date-fns-tz reads (no offset: the zone or offset says it),
 * with fields past their range carried over as the calendar does (hour 24 is the next midnight).
 */
function wallText(wall: WallTime): string {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  // Date.UTC maps years 0–99 to 1900–1999; shift back by whole centuries.
  if (wall.year < 100) date.setUTCFullYear(date.getUTCFullYear() - 1900);
  return date.toISOString().slice(0, 19);
}

function wallOf(text: string): WallTime {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = text.split(/[-T:]/).map(Number);
  return { year, month, day, hour, minute };
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
 * first (daylight-time) occurrence. date-fns-tz's fromZonedTime resolves both
 * the other way, so the wall time is read with the zone's offsets a day either
 * side (which bracket any single transition) and the rule picks between them.
 * @example instantFromWallTime({ year: 2026, month: 1, day: 6, hour: 9, minute: 0 }).toISOString() // '2026-01-05T22:00:00.000Z'
 */
export function instantFromWallTime(wall: WallTime, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const zone = resolveTimeZone(timeZone);
  const text = wallText(wall);
  const asUtc = utcReading(text);
  const dayMs = 86_400_000;
  const offsetBefore = utcOffsetMinutes(new Date(asUtc - dayMs), zone) * 60_000;
  const offsetAfter = utcOffsetMinutes(new Date(asUtc + dayMs), zone) * 60_000;
  const shown = wallOf(text);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((ms) => sameWallTime(zonedWallTime(new Date(ms), zone), shown))
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - offsetBefore);
}
