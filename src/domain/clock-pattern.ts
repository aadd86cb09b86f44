import type { ClockReading } from './time-zone';

// The product's date patterns are date-fns patterns ('dd LLL yyyy', 'hh:mm a', "yyyy-MM-dd'T'HH:mm"),
// written as en-AU shows them. This reads the subset the product uses, so no date library ships to
// a phone for it; a letter outside it throws, as date-fns does, so a new pattern fails its first test.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const padded = (value: number, width: number) =>
  `${value < 0 ? '-' : ''}${String(Math.abs(value)).padStart(width, '0')}`;

function weekdayOf(clock: ClockReading): string {
  const date = new Date(Date.UTC(2000, clock.month - 1, clock.day));
  date.setUTCFullYear(clock.year);
  return WEEKDAYS[date.getUTCDay()] ?? '';
}

function monthName(clock: ClockReading, length: number): string {
  const name = MONTHS[clock.month - 1] ?? '';
  return length === 3 ? name.slice(0, 3) : name;
}

/** One run of a letter (`letter` repeated `length` times) as the clock shows it. */
function field(clock: ClockReading, letter: string, length: number): string {
  const twelve = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  switch (letter) {
    case 'y':
      return length === 2 ? padded(clock.year % 100, 2) : padded(clock.year, length);
    case 'M':
    case 'L':
      return length >= 3 ? monthName(clock, length) : padded(clock.month, length);
    case 'd':
      return padded(clock.day, length);
    case 'E':
      return length === 4 ? weekdayOf(clock) : weekdayOf(clock).slice(0, 3);
    case 'H':
      return padded(clock.hour, length);
    case 'h':
      return padded(twelve, length);
    case 'm':
      return padded(clock.minute, length);
    case 's':
      return padded(clock.second, length);
    case 'a':
      return clock.hour < 12 ? 'AM' : 'PM';
    default:
      throw new RangeError(`Format string contains an unescaped latin alphabet character \`${letter}\``);
  }
}

/**
 * A clock reading in a date-fns pattern, as en-AU writes it (quoted text is literal, '' is a quote).
 * @example formatClock({ year: 2026, month: 9, day: 6, hour: 9, minute: 7, second: 9 }, 'dd LLL yyyy hh:mm a') // '06 Sep 2026 09:07 AM'
 */
export function formatClock(clock: ClockReading, pattern: string): string {
  let text = '';
  for (let index = 0; index < pattern.length;) {
    const letter = pattern[index] ?? '';
    if (letter === "'") {
      // Quoted text up to the closing quote; '' is a quote, inside quoted text or outside it.
      index += 1;
      if (pattern[index] === "'") {
        text += "'";
        index += 1;
        continue;
      }
      while (index < pattern.length) {
        if (pattern[index] === "'" && pattern[index + 1] === "'") {
          text += "'";
          index += 2;
        } else if (pattern[index] === "'") {
          index += 1;
          break;
        } else {
          text += pattern[index];
          index += 1;
        }
      }
      continue;
    }
    let length = 1;
    while (pattern[index + length] === letter) length += 1;
    text += /[A-Za-z]/.test(letter) ? field(clock, letter, length) : letter.repeat(length);
    index += length;
  }
  return text;
}
