// Every reading of a clock or calendar in a time zone goes through this module. It reads the
// zone rules through Intl, so the host machine's zone never leaks in (and no date library ships
// to a phone for it: date-fns-tz was 9 KB gzipped in every signed-in page).

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

/** A local clock reading to the second. */
export type ClockReading = WallTime & { second: number };

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

// One formatter per zone: building one costs tens of microseconds and screens read clocks on
// every render. h23: midnight is hour 0 (some engines say 24 with hour12: false).
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * What a clock in `timeZone` shows at `instant`, to the second.
 * @example zonedClock(new Date('2026-01-05T22:00:05Z')) // { year: 2026, month: 1, day: 6, hour: 9, minute: 0, second: 5 }
 */
export function zonedClock(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ClockReading {
  const reading: ClockReading = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeChrist = false;
  for (const part of clockFormat(resolveTimeZone(timeZone)).formatToParts(instant)) {
    if (part.type === 'era') beforeChrist = part.value === 'BC';
    else if (part.type in reading) reading[part.type as keyof ClockReading] = Number(part.value);
  }
  // Intl counts years of an era (1 BC, 2 BC…); the proleptic calendar has a year 0 and negatives.
  if (beforeChrist) reading.year = 1 - reading.year;
  return reading;
}

/**
 * What a wall clock in `timeZone` shows at `instant`.
 * Reads the zone's calendar through Intl, so the host machine's zone never leaks in.
 * @example zonedWallTime(new Date('2026-01-05T22:00:00Z')) // { year: 2026, month: 1, day: 6, hour: 9, minute: 0 }
 */
export function zonedWallTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallTime {
  const { year, month, day, hour, minute } = zonedClock(instant, timeZone);
  return { year, month, day, hour, minute };
}

/**
 * Offset of `timeZone` from UTC at `instant`, in minutes (east is positive): the zone's clock
 * read as if it were UTC, less the instant (to the whole second, as the clock shows it).
 * @example utcOffsetMinutes(new Date('2026-01-15T00:00:00Z')) // 660
 */
export function utcOffsetMinutes(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const clock = zonedClock(instant, timeZone);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((utcMillisOf(clock) - wholeSeconds) / 60_000);
}

/** The instant a clock reading would be if it were UTC. */
function utcMillisOf(clock: ClockReading): number {
  const date = new Date(
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second),
  );
  // Date.UTC maps years 0–99 to 1900–1999.
  if (clock.year >= 0 && clock.year < 100) date.setUTCFullYear(clock.year);
  return date.getTime();
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
  const { year, month, day } = zonedClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A wall time as local ISO text (no offset: the zone or offset says it),
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
