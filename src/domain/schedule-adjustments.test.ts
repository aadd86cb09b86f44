import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adjustOccurrence,
  adjustmentStatus,
  applyAdjustments,
  cancelOccurrence,
  clearAdjustment,
  isInSchedule,
  isSameTrigger,
  parseAdjustment,
  parseAdjustments,
  serializeAdjustment,
  serializeAdjustments,
  upsertAdjustment,
  type ScheduleAdjustment,
} from './schedule-adjustments';
import { nextOccurrences, occurrenceAt, type ScheduleOccurrence } from './schedule-occurrences';

const adjustment = (overrides: Partial<ScheduleAdjustment> = {}): ScheduleAdjustment => ({
  dateTrigger: '2026-01-13T22:00:00.000Z',
  replacingDate: '2026-01-14T23:30:00.000Z',
  leadTimeLeft: 60,
  leadTimeRight: 120,
  isAdjusting: true,
  ...overrides,
});

function weeklyRuns(expression = '0 9 * * 3 60', count = 3): ScheduleOccurrence[] {
  const result = nextOccurrences(expression, new Date('2026-01-01T00:00:00Z'), { count });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('parseAdjustment', () => {
  it('reads dateTrigger, replacingDate, leadTimeLeft, leadTimeRight, isAdjusting in that order', () => {
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,2026-01-14T23:30:00.000Z,60,120,true')).toEqual(
      adjustment(),
    );
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,2026-01-14T23:30:00.000Z,60,120,false')).toEqual(
      adjustment({ isAdjusting: false }),
    );
  });

  it('reads an empty replacing date as a cancellation', () => {
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,,0,0,true')).toEqual(
      adjustment({ replacingDate: null, leadTimeLeft: 0, leadTimeRight: 0 }),
    );
  });

  it('accepts exactly three parts, defaulting the rest', () => {
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,2026-01-14T23:30:00.000Z,60')).toEqual(
      adjustment({ leadTimeRight: 0 }),
    );
  });

  it('discards text with fewer than three parts', () => {
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,2026-01-14T23:30:00.000Z')).toBeNull();
    expect(parseAdjustment('2026-01-13T22:00:00.000Z')).toBeNull();
    expect(parseAdjustment('')).toBeNull();
    expect(parseAdjustment(null)).toBeNull();
  });

  it('discards text containing undefined', () => {
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,undefined,0,0,true')).toBeNull();
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,2026-01-14T23:30:00.000Z,undefined')).toBeNull();
  });

  it('discards unreadable dates rather than turning them into a cancellation', () => {
    expect(parseAdjustment('soon,2026-01-14T23:30:00.000Z,0')).toBeNull();
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,later,0')).toBeNull();
  });

  it('reads unreadable lead minutes as 0', () => {
    expect(parseAdjustment('2026-01-13T22:00:00.000Z,,abc,,true')).toMatchObject({
      leadTimeLeft: 0,
      leadTimeRight: 0,
    });
  });

  it('drops discarded entries from a list', () => {
    const texts = [
      '2026-01-13T22:00:00.000Z,,0,0,true',
      'undefined,,0',
      'a,b',
      '2026-01-20T22:00:00.000Z,,0',
    ];
    expect(parseAdjustments(texts).map((entry) => entry.dateTrigger)).toEqual([
      '2026-01-13T22:00:00.000Z',
      '2026-01-20T22:00:00.000Z',
    ]);
    expect(parseAdjustments(null)).toEqual([]);
  });
});

describe('serializeAdjustment', () => {
  it('writes the five parts comma-separated, leaving a cancelled replacing date empty', () => {
    expect(serializeAdjustment(adjustment())).toBe(
      '2026-01-13T22:00:00.000Z,2026-01-14T23:30:00.000Z,60,120,true',
    );
    expect(serializeAdjustment(adjustment({ replacingDate: null, isAdjusting: false }))).toBe(
      '2026-01-13T22:00:00.000Z,,60,120,false',
    );
    expect(serializeAdjustments([adjustment(), adjustment()])).toHaveLength(2);
  });

  it('round-trips: parse(serialize(a)) equals a', () => {
    const iso = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
    const anyAdjustment = fc.record({
      dateTrigger: iso,
      replacingDate: fc.option(iso, { nil: null }),
      leadTimeLeft: fc.nat(100_000),
      leadTimeRight: fc.nat(100_000),
      isAdjusting: fc.boolean(),
    });
    fc.assert(
      fc.property(anyAdjustment, (value) => {
        expect(parseAdjustment(serializeAdjustment(value))).toEqual(value);
      }),
    );
  });
});

describe('occurrence status', () => {
  it('is normal without an adjustment or when not adjusting', () => {
    expect(adjustmentStatus(undefined)).toBe('normal');
    expect(adjustmentStatus(adjustment({ isAdjusting: false }))).toBe('normal');
  });

  it('is adjusted with a replacing date and cancelled without one', () => {
    expect(adjustmentStatus(adjustment())).toBe('adjusted');
    expect(adjustmentStatus(adjustment({ replacingDate: null }))).toBe('cancelled');
  });
});

describe('applyAdjustments', () => {
  const runs = weeklyRuns(); // Wed 7, 14, 21 Jan 2026 at 09:00 Melbourne, lead 60 minutes
  const [first, second, third] = runs;
  if (first == null || second == null || third == null) throw new Error('expected three runs');

  it('leaves occurrences without adjustments normal', () => {
    const applied = applyAdjustments(runs, []);
    expect(applied.map((run) => run.status)).toEqual(['normal', 'normal', 'normal']);
    expect(applied.map((run) => run.at)).toEqual(runs.map((run) => run.at));
    expect(applied[0]?.originalAt).toEqual(first.at);
  });

  it('moves an adjusted occurrence and its lead dates to the replacing date', () => {
    const replacing = new Date('2026-01-15T01:00:00Z');
    const applied = applyAdjustments(runs, [adjustOccurrence(second, replacing)]);
    const moved = applied.find((run) => run.status === 'adjusted');
    expect(moved?.at).toEqual(replacing);
    expect(moved?.originalAt).toEqual(second.at);
    expect(moved?.leadDateLeft).toEqual(new Date('2026-01-15T00:00:00Z'));
    expect(applied.filter((run) => run.status === 'normal')).toHaveLength(2);
  });

  it('uses the lead minutes stored on the adjustment', () => {
    const stored = adjustment({
      dateTrigger: first.at.toISOString(),
      replacingDate: '2026-01-08T00:00:00.000Z',
      leadTimeLeft: 30,
      leadTimeRight: 90,
    });
    const [moved] = applyAdjustments([first], [stored]);
    expect(moved?.leadDateLeft).toEqual(new Date('2026-01-07T23:30:00Z'));
    expect(moved?.leadDateRight).toEqual(new Date('2026-01-07T22:30:00Z'));
  });

  it('keeps lead dates empty when neither the schedule nor the adjustment has a lead time', () => {
    const plain = occurrenceAt(new Date('2026-01-13T22:00:00Z'), null);
    const [moved] = applyAdjustments([plain], [adjustOccurrence(plain, new Date('2026-01-14T22:00:00Z'))]);
    expect(moved?.status).toBe('adjusted');
    expect(moved?.leadDateLeft).toBeNull();
  });

  it('marks a cancelled occurrence without moving it', () => {
    const applied = applyAdjustments(runs, [cancelOccurrence(first)]);
    expect(applied[0]).toMatchObject({ status: 'cancelled', at: first.at, originalAt: first.at });
  });

  it('ignores adjustments that are not adjusting or target another date', () => {
    const elsewhere = adjustment({ dateTrigger: '2030-01-01T00:00:00.000Z' });
    const idle = { ...cancelOccurrence(third), isAdjusting: false };
    expect(applyAdjustments(runs, [elsewhere, idle]).map((run) => run.status)).toEqual([
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('matches the trigger to the minute, even without milliseconds', () => {
    const stored = parseAdjustment(`${first.at.toISOString().replace('.000Z', 'Z')},,0,0,true`);
    if (stored == null) throw new Error('expected to parse');
    expect(applyAdjustments(runs, [stored])[0]?.status).toBe('cancelled');
    expect(isSameTrigger('2026-01-13T22:00:59Z', '2026-01-13T22:00:00Z')).toBe(true);
    expect(isSameTrigger('2026-01-13T22:01:00Z', '2026-01-13T22:00:00Z')).toBe(false);
  });

  it('sorts by the date each occurrence now falls on', () => {
    const applied = applyAdjustments(runs, [adjustOccurrence(first, new Date('2026-01-22T00:00:00Z'))]);
    expect(applied.map((run) => run.originalAt)).toEqual([second.at, third.at, first.at]);
  });

  it('lets the last of several adjustments for one occurrence win', () => {
    const applied = applyAdjustments(runs, [
      cancelOccurrence(first),
      adjustOccurrence(first, new Date('2026-01-06T22:00:00Z')),
    ]);
    expect(applied[0]?.status).toBe('adjusted');
  });

  it('returns an occurrence to normal when its adjustment is cleared', () => {
    const adjusted = upsertAdjustment([], adjustOccurrence(second, new Date('2026-01-15T01:00:00Z')));
    const cleared = clearAdjustment(adjusted, second.at);
    expect(cleared).toEqual([]);
    expect(applyAdjustments(runs, cleared)).toEqual(applyAdjustments(runs, []));
  });

  it('keeps one adjustment per occurrence when upserting', () => {
    const once = upsertAdjustment([cancelOccurrence(third)], cancelOccurrence(first));
    const twice = upsertAdjustment(once, adjustOccurrence(first, new Date('2026-01-06T22:00:00Z')));
    expect(twice).toHaveLength(2);
    expect(twice.map(adjustmentStatus).sort()).toEqual(['adjusted', 'cancelled']);
  });

  it('knows whether an adjustment is still in the listed schedule', () => {
    expect(isInSchedule(cancelOccurrence(second), runs)).toBe(true);
    expect(isInSchedule(adjustment({ dateTrigger: '2025-12-31T22:00:00.000Z' }), runs)).toBe(false);
  });

  it('never loses or duplicates occurrences (property)', () => {
    const many = weeklyRuns('0 9 * * *', 15);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(14),
            fc.option(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), { nil: null }),
          ),
        ),
        (picks) => {
          const adjustments = picks.flatMap(([index, shift]) => {
            const run = many[index];
            if (run == null) return [];
            return [
              shift == null
                ? cancelOccurrence(run)
                : adjustOccurrence(run, new Date(run.at.getTime() + shift)),
            ];
          });
          const applied = applyAdjustments(many, adjustments);
          expect(applied).toHaveLength(many.length);
          expect(applied.map((run) => run.originalAt.getTime()).sort()).toEqual(
            many.map((run) => run.at.getTime()).sort(),
          );
          for (let index = 1; index < applied.length; index += 1) {
            expect(applied[index]?.at.getTime()).toBeGreaterThanOrEqual(
              applied[index - 1]?.at.getTime() ?? 0,
            );
          }
          const unmoved = applied.filter((run) => run.status !== 'adjusted');
          expect(unmoved.map((run) => run.at)).toEqual(unmoved.map((run) => run.originalAt));
        },
      ),
    );
  });
});
