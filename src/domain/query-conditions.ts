/** Comparison operators of list query conditions. */
export type ConditionOperator =
  'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | 'isEmpty' | 'isNotEmpty';

export type ConditionValue = string | number | boolean | null;

/** One condition of a named filter or a `query` parameter, on a top-level property. */
export type FilterCondition = { field: string; op: ConditionOperator; value?: ConditionValue };

export type ParsedConditions = { ok: true; conditions: FilterCondition[] } | { ok: false; error: string };

/** Conditions in a `query` parameter are joined by this word. */
export const CONDITION_JOINER = 'ANDALSO';

const SYMBOLS: Readonly<Record<string, ConditionOperator>> = {
  '==': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
  contains: 'contains',
  isEmpty: 'isEmpty',
  isNotEmpty: 'isNotEmpty',
};
const OPERATOR_SYMBOLS = Object.fromEntries(
  Object.entries(SYMBOLS).map(([symbol, op]) => [op, symbol]),
) as Record<ConditionOperator, string>;
const UNARY: ReadonlySet<ConditionOperator> = new Set(['isEmpty', 'isNotEmpty']);
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function formatValue(value: ConditionValue | undefined): string {
  return JSON.stringify(value ?? null);
}

/**
 * Writes conditions as a `query` parameter.
 * @example formatConditions([{ field: 'isSold', op: 'eq', value: true }]) // 'isSold == true'
 */
export function formatConditions(conditions: readonly FilterCondition[]): string {
  return conditions
    .map(({ field, op, value }) =>
      UNARY.has(op)
        ? `${field} ${OPERATOR_SYMBOLS[op]}`
        : `${field} ${OPERATOR_SYMBOLS[op]} ${formatValue(value)}`,
    )
    .join(` ${CONDITION_JOINER} `);
}

// Splits on the joiner only outside double-quoted strings, so a value may contain it.
function splitClauses(text: string): string[] {
  const clauses: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quoted && char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (!quoted && text.startsWith(` ${CONDITION_JOINER} `, index)) {
      clauses.push(current);
      current = '';
      index += CONDITION_JOINER.length + 1;
      continue;
    }
    current += char;
  }
  clauses.push(current);
  return clauses.map((clause) => clause.trim());
}

function parseValue(text: string): { ok: true; value: ConditionValue } | { ok: false } {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      return { ok: true, value: value as ConditionValue };
    }
  } catch {
    // falls through to the error below
  }
  return { ok: false };
}

/**
 * Reads a `query` parameter: `field op value` clauses joined by ANDALSO, values as JSON
 * literals (numbers, true, false, null, "text").
 * @example parseConditions('quantity > 5 ANDALSO productName contains "Milk"')
 */
export function parseConditions(text: string): ParsedConditions {
  if (text.trim() === '') return { ok: true, conditions: [] };
  const conditions: FilterCondition[] = [];
  for (const clause of splitClauses(text)) {
    const match = /^(\S+)\s+(==|!=|>=|<=|>|<|contains|isEmpty|isNotEmpty)(?:\s+(.+))?$/.exec(clause);
    const field = match?.[1];
    const op = match?.[2] === undefined ? undefined : SYMBOLS[match[2]];
    if (!match || field === undefined || op === undefined || !FIELD.test(field)) {
      return { ok: false, error: `Cannot read the condition '${clause}': write field, operator and value` };
    }
    if (UNARY.has(op)) {
      if (match[3] !== undefined)
        return { ok: false, error: `'${OPERATOR_SYMBOLS[op]}' takes no value in '${clause}'` };
      conditions.push({ field, op });
      continue;
    }
    const parsed = match[3] === undefined ? { ok: false as const } : parseValue(match[3]);
    if (!parsed.ok) {
      return { ok: false, error: `The value in '${clause}' must be a number, true, false, null or "text"` };
    }
    conditions.push({ field, op, value: parsed.value });
  }
  return { ok: true, conditions };
}

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function compareValues(left: unknown, right: ConditionValue): number | null {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  return null;
}

/**
 * Whether a record meets one condition; the memory store and the mirror use it, and the
 * SQL store translates the same operators.
 * @example matchesCondition({ quantity: 6 }, { field: 'quantity', op: 'gt', value: 5 }) // true
 */
export function matchesCondition(
  record: Readonly<Record<string, unknown>>, // Any entity's: fields named at run time.
  condition: FilterCondition,
): boolean {
  const actual = record[condition.field];
  const expected = condition.value ?? null;
  switch (condition.op) {
    case 'isEmpty':
      return isEmptyValue(actual);
    case 'isNotEmpty':
      return !isEmptyValue(actual);
    case 'eq':
      return expected === null ? isEmptyValue(actual) : actual === expected;
    case 'ne':
      return expected === null ? !isEmptyValue(actual) : actual !== expected;
    case 'contains':
      return typeof actual === 'string' && actual.toLowerCase().includes(String(expected).toLowerCase());
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const order = compareValues(actual, expected);
      if (order === null) return false;
      if (condition.op === 'gt') return order > 0;
      if (condition.op === 'gte') return order >= 0;
      if (condition.op === 'lt') return order < 0;
      return order <= 0;
    }
  }
}

/** All conditions hold (they are joined by ANDALSO). */
export function matchesConditions(
  record: Readonly<Record<string, unknown>>, // Any entity's: fields named at run time.
  conditions: readonly FilterCondition[],
): boolean {
  return conditions.every((condition) => matchesCondition(record, condition));
}
