import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { automaticLineItemSchema, lineValueTypeSchema } from './automatic-line-item';

describe('lineValueTypeSchema', () => {
  it('is Percent or Fixed', () => {
    expect(v.is(lineValueTypeSchema, 'Percent')).toBe(true);
    expect(v.is(lineValueTypeSchema, 'Fixed')).toBe(true);
    expect(v.is(lineValueTypeSchema, 'percent')).toBe(false);
    expect(v.is(lineValueTypeSchema, 'Amount')).toBe(false);
  });
});

describe('automaticLineItemSchema', () => {
  it('allows a missing line value type and taxType only GST or none', () => {
    expect(v.is(automaticLineItemSchema, { id: 'fee', lineValueType: null, taxType: 'GST' })).toBe(true);
    expect(v.is(automaticLineItemSchema, { id: 'fee', taxType: 'GST10' })).toBe(false);
  });
});
