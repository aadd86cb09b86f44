import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  countSchema,
  cronExpressionSchema,
  EMPTY_DATE,
  hexColourSchema,
  isoDateSchema,
  latitudeSchema,
  longitudeSchema,
  numberSchema,
  subscriptionCodeSchema,
  taxTypeSchema,
} from './field-types';

const ok = (schema: v.GenericSchema, value: unknown) => v.is(schema, value);

describe('isoDateSchema', () => {
  it('accepts the empty date marker', () => {
    expect(EMPTY_DATE).toBe('0001-01-01T00:00:00Z');
    expect(ok(isoDateSchema, EMPTY_DATE)).toBe(true);
  });

  it.each([
    '2025-03-03',
    '2025-03-03T07:00',
    '2025-03-03T07:00:00Z',
    '2025-03-03T07:00:00+11:00',
    '2025-03-02T20:41:12.1234567Z',
    '2025-03-03T07:00:00',
  ])('accepts %s', (value) => expect(ok(isoDateSchema, value)).toBe(true));

  it.each(['', '03/03/2025', '2025-13-01', '2025-03-32', '2025-03-03T24:00:00Z', '2025-03-03 07:00'])(
    'rejects %s',
    (value) => expect(ok(isoDateSchema, value)).toBe(false),
  );

  it('accepts whatever Date#toISOString produces and rejects Date objects', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(ok(isoDateSchema, date.toISOString())).toBe(true);
          expect(ok(isoDateSchema, date)).toBe(false);
        },
      ),
    );
  });
});

describe('numberSchema and countSchema', () => {
  it('rejects non-finite numbers and numeric strings', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '3.20'])
      expect(ok(numberSchema, bad)).toBe(false);
    expect(ok(numberSchema, -12.5)).toBe(true);
  });

  it('counts are whole and not negative (0 is the boundary)', () => {
    expect(ok(countSchema, 0)).toBe(true);
    expect(ok(countSchema, 17)).toBe(true);
    expect(ok(countSchema, -1)).toBe(false);
    expect(ok(countSchema, 1.5)).toBe(false);
  });
});

describe('coordinates', () => {
  it('accept the extremes and reject just beyond them', () => {
    expect(ok(latitudeSchema, -90)).toBe(true);
    expect(ok(latitudeSchema, 90)).toBe(true);
    expect(ok(latitudeSchema, 90.0001)).toBe(false);
    expect(ok(longitudeSchema, 180)).toBe(true);
    expect(ok(longitudeSchema, -180.0001)).toBe(false);
  });
});

describe('subscriptionCodeSchema', () => {
  it.each(['CUSTFREE', 'CUST', 'SUPPFREE', 'SUPP', 'COURFREE', 'COUR'])('accepts %s', (code) =>
    expect(ok(subscriptionCodeSchema, code)).toBe(true),
  );

  it.each(['cust', 'FREE', '', 'SUPPLIER'])('rejects %s', (code) =>
    expect(ok(subscriptionCodeSchema, code)).toBe(false),
  );
});

describe('taxTypeSchema', () => {
  it('offers only GST, with empty or missing meaning untaxed', () => {
    for (const value of ['GST', '', null, undefined]) expect(ok(taxTypeSchema, value)).toBe(true);
    for (const value of ['gst', 'VAT', 10]) expect(ok(taxTypeSchema, value)).toBe(false);
  });
});

describe('cronExpressionSchema', () => {
  it('takes five cron fields plus an optional sixth lead-time field', () => {
    expect(ok(cronExpressionSchema, '0 0 * * 1')).toBe(true);
    expect(ok(cronExpressionSchema, '0 6 1-7 * 1-5 1440-2880')).toBe(true);
    expect(ok(cronExpressionSchema, '0 0 * *')).toBe(false);
    expect(ok(cronExpressionSchema, '0 0 * * 1 60 7')).toBe(false);
  });
});

describe('hexColourSchema', () => {
  it('accepts the default theme colours and rejects named colours', () => {
    expect(ok(hexColourSchema, '#192233')).toBe(true);
    expect(ok(hexColourSchema, '#1d5474')).toBe(true);
    expect(ok(hexColourSchema, '#fff')).toBe(true);
    expect(ok(hexColourSchema, 'navy')).toBe(false);
    expect(ok(hexColourSchema, '192233')).toBe(false);
  });
});
