/**
 * Cell-level rules shared by CSV import and export.
 *
 * Number parsing reads en-AU spreadsheet text: an optional sign, digits with an
 * optional decimal point and exponent, and thousands separators only when they
 * are well-formed groups of three ("1,234.5" → 1234.5). Anything else, such as
 * "1,5", "12kg" or "$3", is unparseable and becomes the caller's fallback, so a
 * European decimal comma is never silently read as a thousands separator.
 */

/** A value a CSV cell can hold before it is written. */
export type CsvCell = string | number | boolean | null;

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Reads a number from CSV text; blank or unparseable text gives `fallback`.
 * @example parseCsvNumber(' 1,234.5 ', 0) // 1234.5
 * @example parseCsvNumber('abc', null) // null
 */
export function parseCsvNumber(text: string | null | undefined, fallback: 0): number;
export function parseCsvNumber(text: string | null | undefined, fallback: null): number | null;
export function parseCsvNumber(text: string | null | undefined, fallback: 0 | null): number | null;
export function parseCsvNumber(text: string | null | undefined, fallback: 0 | null): number | null {
  const trimmed = (text ?? '').trim();
  let candidate: string | null = null;
  if (PLAIN_NUMBER.test(trimmed)) candidate = trimmed;
  else if (GROUPED_NUMBER.test(trimmed)) candidate = trimmed.replaceAll(',', '');
  if (candidate === null) return fallback;
  const value = Number(candidate);
  if (!Number.isFinite(value)) return fallback;
  return Object.is(value, -0) ? 0 : value;
}

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', 'True', 'Yes', 'yes']);

/**
 * Reads a CSV flag: only true, True, Yes and yes (surrounding spaces ignored)
 * mean true; everything else, including TRUE and 1, means false, as the spec lists.
 * @example parseCsvBoolean('Yes') // true
 * @example parseCsvBoolean('TRUE') // false
 */
export function parseCsvBoolean(text: string | null | undefined): boolean {
  return TRUE_WORDS.has((text ?? '').trim());
}

/**
 * True when text is a plain decimal number such as "-5" or "+1.25e3": a
 * spreadsheet reads it as a number, never a formula, so it needs no escaping.
 */
function isPlainNumberText(text: string): boolean {
  return PLAIN_NUMBER.test(text);
}

/**
 * Full-width forms of the triggers (＝ ＋ － ＠): some spreadsheets fold them to their ASCII
 * twins when they read a cell, so they start a formula too.
 */
const FULL_WIDTH_TRIGGERS: readonly string[] = ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

/**
 * Characters a spreadsheet may skip or trim before it looks for a formula: white space
 * (space, no-break space, line feed, ideographic space...), zero-width characters and the
 * byte-order mark. Text starting with them then a trigger is a disguised formula.
 */
const SKIPPED_LEAD = /^[\s\u200B-\u200F\u2028\u2029\u2060\u180E\uFEFF]+/;

function isTrigger(character: string): boolean {
  return (
    FORMULA_TRIGGERS.includes(character) || character === '\n' || FULL_WIDTH_TRIGGERS.includes(character)
  );
}

/**
 * Stops a spreadsheet from running a text cell as a formula by prefixing a single quote
 * when it starts with = + - @ tab, carriage return or line feed, with a full-width ＝ ＋ － ＠,
 * or with white space, zero-width characters or a byte-order mark followed by any of them.
 * Numbers, booleans, null and plain numeric text ("-5", " -5") are returned unchanged because
 * they cannot carry a formula; "-1+2" is text and is escaped.
 * @example neutraliseFormula('=SUM(A1:A2)') // "'=SUM(A1:A2)"
 * @example neutraliseFormula('\u00A0=1+1') // "'\u00A0=1+1"
 * @example neutraliseFormula(-5) // -5
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  if (typeof cell !== 'string') return cell;
  const lead = SKIPPED_LEAD.exec(cell)?.[0] ?? '';
  const first = cell.charAt(0);
  const afterLead = cell.charAt(lead.length);
  if (!isTrigger(first) && !isTrigger(afterLead)) return cell;
  // A tab or line break is a trigger itself, whatever follows it.
  if (!'\t\r\n'.includes(first) && isPlainNumberText(cell.slice(lead.length))) return cell;
  return `'${cell}`;
}

/**
 * Whether a written cell must be quoted beyond what CSV itself needs: a cell a neutraliser
 * changed, one starting with skipped or full-width characters, and one holding a semicolon
 * (where the semicolon is the list separator, `a;=1+1` would otherwise split into a formula).
 * @example needsCsvQuotes('a;=1+1') // true
 * @example needsCsvQuotes('Milk') // false
 */
export function needsCsvQuotes(cell: CsvCell): boolean {
  if (typeof cell !== 'string' || cell === '') return false;
  const first = cell.charAt(0);
  return cell.includes(';') || first === "'" || SKIPPED_LEAD.test(cell) || isTrigger(first);
}
