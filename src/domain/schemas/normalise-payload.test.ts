import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { formatIssues, normalisePayload, parseEntity } from './normalise-payload';

/** Leaf values in walk order, so values and their order can be compared. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [value];
}

/** Lengths of every array met in walk order. */
function arrayLengths(value: unknown): number[] {
  if (Array.isArray(value)) return [value.length, ...value.flatMap(arrayLengths)];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(arrayLengths);
  return [];
}

/** Whether two keys of one object would become the same key. */
function hasCollidingKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasCollidingKeys);
  if (typeof value !== 'object' || value === null) return false;
  const lowered = Object.keys(value).map((key) => key.charAt(0).toLowerCase() + key.slice(1));
  return new Set(lowered).size !== lowered.length || Object.values(value).some(hasCollidingKeys);
}

function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => [key, ...allKeys(entry)]);
}

describe('normalisePayload', () => {
  it('lowercases the first letter of keys through nested objects and arrays', () => {
    expect(
      normalisePayload({
        ProductName: 'Milk',
        OrderItems: [{ Quantity: 2, Product: { TaxType: 'GST' } }, [{ Lat: -37.8 }]],
      }),
    ).toEqual({
      productName: 'Milk',
      orderItems: [{ quantity: 2, product: { taxType: 'GST' } }, [{ lat: -37.8 }]],
    });
  });

  it('changes only the first letter, so ID becomes iD and RowVersion becomes rowVersion', () => {
    expect(normalisePayload({ ID: 'a', URL: 'b', RowVersion: 3, isInactive: false })).toEqual({
      iD: 'a',
      uRL: 'b',
      rowVersion: 3,
      isInactive: false,
    });
  });

  it('leaves values alone: capitalised strings and date strings stay as sent', () => {
    const output = normalisePayload({
      Suburb: 'Melbourne',
      DueDate: '0001-01-01T00:00:00Z',
      Tags: ['Chilled'],
    });
    expect(output).toEqual({ suburb: 'Melbourne', dueDate: '0001-01-01T00:00:00Z', tags: ['Chilled'] });
  });

  it('passes non-object values through unchanged', () => {
    for (const value of [null, undefined, 0, 'Text', true]) expect(normalisePayload(value)).toBe(value);
  });

  it('keeps a __proto__ key as a plain field instead of changing the prototype', () => {
    const output = normalisePayload(JSON.parse('{"__proto__": {"Polluted": true}}'));
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toEqual({ polluted: true });
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = normalisePayload(value);
        expect(normalisePayload(once)).toEqual(once);
      }),
    );
  });

  it('preserves values, their order and array lengths', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!hasCollidingKeys(value));
        const output = normalisePayload(value);
        expect(leaves(output)).toEqual(leaves(value));
        expect(arrayLengths(output)).toEqual(arrayLengths(value));
      }),
    );
  });

  it('leaves no key starting with a capital letter', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const key of allKeys(normalisePayload(value))) {
          expect(key.charAt(0)).toBe(key.charAt(0).toLowerCase());
        }
      }),
    );
  });
});

describe('parseEntity', () => {
  const schema = v.looseObject({ id: v.string(), items: v.array(v.object({ quantity: v.number() })) });

  it('normalises before validating', () => {
    expect(parseEntity(schema, { Id: 'o1', Items: [{ Quantity: 6 }] })).toEqual({
      success: true,
      output: { id: 'o1', items: [{ quantity: 6 }] },
    });
  });

  it('reports each issue with the path of the bad field', () => {
    const result = parseEntity(schema, { Id: 7, Items: [{ Quantity: '6' }] });
    expect(result).toEqual({
      success: false,
      issues: [expect.stringMatching(/^id: /), expect.stringMatching(/^items\.0\.quantity: .*number/)],
    });
  });

  it('reports a non-object payload without a path', () => {
    expect(parseEntity(schema, 'not an entity')).toEqual({
      success: false,
      issues: [expect.stringMatching(/^Invalid type: Expected Object/)],
    });
  });
});

describe('formatIssues', () => {
  it('prefixes the dot path when there is one', () => {
    const result = v.safeParse(v.object({ lat: v.number('Expected a number') }), { lat: 'x' });
    expect(formatIssues(result.issues ?? [])).toEqual(['lat: Expected a number']);
  });
});
