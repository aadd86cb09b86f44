import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatConditions,
  matchesCondition,
  matchesConditions,
  parseConditions,
  type ConditionOperator,
  type FilterCondition,
} from './query-conditions';

describe('parseConditions', () => {
  it('reads clauses joined by ANDALSO with JSON values', () => {
    expect(
      parseConditions('quantity > 5 ANDALSO productName contains "Milk" ANDALSO isSold == true'),
    ).toEqual({
      ok: true,
      conditions: [
        { field: 'quantity', op: 'gt', value: 5 },
        { field: 'productName', op: 'contains', value: 'Milk' },
        { field: 'isSold', op: 'eq', value: true },
      ],
    });
  });

  it('keeps ANDALSO inside a quoted value', () => {
    const parsed = parseConditions('productName == "Salt ANDALSO Pepper"');
    expect(parsed).toEqual({
      ok: true,
      conditions: [{ field: 'productName', op: 'eq', value: 'Salt ANDALSO Pepper' }],
    });
  });

  it('reads unary operators without a value', () => {
    expect(parseConditions('dueDate isEmpty')).toEqual({
      ok: true,
      conditions: [{ field: 'dueDate', op: 'isEmpty' }],
    });
  });

  it('is empty for an empty text', () => {
    expect(parseConditions('  ')).toEqual({ ok: true, conditions: [] });
  });

  it.each([
    'quantity',
    'quantity >',
    'quantity ~ 5',
    'quantity > five',
    "name == 'single quotes'",
    'a.b == 1',
    'x == 1; DROP TABLE records',
    'dueDate isEmpty 3',
    'tags == [1]',
  ])('refuses %s with a readable error', (text) => {
    const parsed = parseConditions(text);
    expect(parsed).toEqual({ ok: false, error: expect.stringMatching(/.{10,}/) });
  });

  it('round-trips anything it formats', () => {
    const op = fc.constantFrom<ConditionOperator>(
      'eq',
      'ne',
      'gt',
      'gte',
      'lt',
      'lte',
      'contains',
      'isEmpty',
      'isNotEmpty',
    );
    const condition = fc
      .record({
        field: fc.stringMatching(/^[a-z][A-Za-z0-9]{0,12}$/),
        op,
        value: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      })
      .map((c): FilterCondition =>
        c.op === 'isEmpty' || c.op === 'isNotEmpty' ? { field: c.field, op: c.op } : c,
      );
    fc.assert(
      fc.property(fc.array(condition, { minLength: 1, maxLength: 4 }), (conditions) => {
        expect(parseConditions(formatConditions(conditions))).toEqual({ ok: true, conditions });
      }),
    );
  });
});

describe('matchesCondition', () => {
  const record = { quantity: 6, productName: 'Full Cream Milk 2L', isSold: true, dueDate: null, code: '' };

  it('compares numbers and strings', () => {
    expect(matchesCondition(record, { field: 'quantity', op: 'gt', value: 5 })).toBe(true);
    expect(matchesCondition(record, { field: 'quantity', op: 'gt', value: 6 })).toBe(false);
    expect(matchesCondition(record, { field: 'quantity', op: 'gte', value: 6 })).toBe(true);
    expect(matchesCondition(record, { field: 'quantity', op: 'lt', value: 6 })).toBe(false);
    expect(matchesCondition(record, { field: 'quantity', op: 'lte', value: 6 })).toBe(true);
    expect(matchesCondition(record, { field: 'productName', op: 'lt', value: 'G' })).toBe(true);
    expect(matchesCondition(record, { field: 'quantity', op: 'gt', value: '5' })).toBe(false);
  });

  it('matches contains case-insensitively', () => {
    expect(matchesCondition(record, { field: 'productName', op: 'contains', value: 'milk' })).toBe(true);
    expect(matchesCondition(record, { field: 'quantity', op: 'contains', value: '6' })).toBe(false);
  });

  it('treats null, missing and empty text as empty', () => {
    expect(matchesCondition(record, { field: 'dueDate', op: 'isEmpty' })).toBe(true);
    expect(matchesCondition(record, { field: 'missing', op: 'isEmpty' })).toBe(true);
    expect(matchesCondition(record, { field: 'code', op: 'eq', value: null })).toBe(true);
    expect(matchesCondition(record, { field: 'quantity', op: 'isNotEmpty' })).toBe(true);
    expect(matchesCondition(record, { field: 'isSold', op: 'ne', value: null })).toBe(true);
  });

  it('needs every condition', () => {
    expect(
      matchesConditions(record, [
        { field: 'isSold', op: 'eq', value: true },
        { field: 'quantity', op: 'eq', value: 6 },
      ]),
    ).toBe(true);
    expect(
      matchesConditions(record, [
        { field: 'isSold', op: 'eq', value: true },
        { field: 'quantity', op: 'ne', value: 6 },
      ]),
    ).toBe(false);
    expect(matchesConditions(record, [])).toBe(true);
  });
});
