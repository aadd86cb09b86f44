import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { cancelOccurrence, adjustOccurrence, serializeAdjustment } from './schedule-adjustments';
import { nextOccurrences } from './schedule-occurrences';
import {
  dueOccurrences,
  joinAdjustmentTexts,
  occurrenceKey,
  splitAdjustmentTexts,
  standingSchedules,
  upcomingOccurrences,
  type StandingOrderLike,
} from './standing-order-schedule';
import { nameUuid } from './name-uuid';

const MELBOURNE = 'Australia/Melbourne';
const local = (date: Date): string => formatInTimeZone(date, MELBOURNE, 'EEE yyyy-MM-dd HH:mm xxx');

function runs(expression: string, from: string, count: number) {
  const result = nextOccurrences(expression, new Date(from), { count });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

// Mondays 6:00 AM delivery, ordered a day ahead (lead 1440 minutes).
const monday: StandingOrderLike = { id: 'so1', isOn: true, cronExpression: '0 6 * * 1 1440' };

describe('standingSchedules', () => {
  it('runs on the order slots that are on, else on the order itself; an order that is off on none', () => {
    expect(standingSchedules(monday).map((s) => s.slotID)).toEqual([null]);
    const slotted = {
      ...monday,
      orderSlots: [
        { id: 'a', cronExpression: '0 6 * * 4 60', isOn: true },
        { id: 'b', cronExpression: '0 6 * * 5', isOn: false },
      ],
    };
    expect(standingSchedules(slotted).map((s) => [s.slotID, s.expression])).toEqual([['a', '0 6 * * 4 60']]);
    expect(standingSchedules({ ...slotted, isOn: false })).toEqual([]);
  });

  it('keeps several adjustments in one stored text, separated by semicolons', () => {
    const [first, second] = runs('0 6 * * 1 1440', '2026-01-01T00:00:00Z', 2);
    const texts = [
      serializeAdjustment(cancelOccurrence(first!)),
      serializeAdjustment(cancelOccurrence(second!)),
    ];
    const stored = joinAdjustmentTexts(texts);
    expect(splitAdjustmentTexts(stored)).toEqual(texts);
    expect(standingSchedules({ ...monday, adjustments: stored })[0]?.adjustments).toHaveLength(2);
    expect(joinAdjustmentTexts([])).toBeNull();
  });
});

describe('dueOccurrences', () => {
  it('hands out an occurrence once its order-by instant (the lead time before it) has come', () => {
    // Mon 12 Jan 2026 6:00 AM AEDT is due from Sun 11 Jan 6:00 AM.
    const before = dueOccurrences(monday, {
      since: new Date('2026-01-10T00:00:00Z'),
      now: new Date('2026-01-10T18:59:00Z'),
    });
    expect(before.due).toEqual([]);
    expect(local(before.nextAttentionDate!)).toBe('Sun 2026-01-11 06:00 +11:00');
    const after = dueOccurrences(monday, {
      since: new Date('2026-01-10T00:00:00Z'),
      now: new Date('2026-01-10T19:00:00Z'),
    });
    expect(after.due.map((o) => local(o.at))).toEqual(['Mon 2026-01-12 06:00 +11:00']);
    expect(local(after.nextAttentionDate!)).toBe('Sun 2026-01-18 06:00 +11:00');
    expect(after.generatedThrough.toISOString()).toBe('2026-01-10T19:00:00.000Z');
  });

  it('catches up on every occurrence that came due while nothing ran', () => {
    const result = dueOccurrences(monday, {
      since: new Date('2026-01-01T00:00:00Z'),
      now: new Date('2026-01-31T00:00:00Z'),
    });
    expect(result.due.map((o) => local(o.at).slice(0, 14))).toEqual([
      'Mon 2026-01-05',
      'Mon 2026-01-12',
      'Mon 2026-01-19',
      'Mon 2026-01-26',
    ]);
  });

  it('never hands out an occurrence whose order-by was before the window', () => {
    const result = dueOccurrences(monday, {
      since: new Date('2026-01-11T00:00:00Z'),
      now: new Date('2026-01-12T00:00:00Z'),
    });
    expect(result.due).toEqual([]);
  });

  it('skips a cancelled occurrence and hands out a moved one by its new order-by', () => {
    const [jan12, jan19] = runs('0 6 * * 1 1440', '2026-01-10T00:00:00Z', 2);
    // 12 Jan cancelled; 19 Jan moved to Wed 21 Jan 9:00 AM (its order-by: Tue 20 Jan 9:00 AM).
    const moved = adjustOccurrence(jan19!, new Date('2026-01-20T22:00:00Z'));
    const order = {
      ...monday,
      adjustments: joinAdjustmentTexts([
        serializeAdjustment(cancelOccurrence(jan12!)),
        serializeAdjustment(moved),
      ]),
    };
    const onSunday = dueOccurrences(order, {
      since: new Date('2026-01-10T00:00:00Z'),
      now: new Date('2026-01-18T12:00:00Z'),
    });
    expect(onSunday.due).toEqual([]);
    expect(local(onSunday.nextAttentionDate!)).toBe('Tue 2026-01-20 09:00 +11:00');
    const onTuesday = dueOccurrences(order, {
      since: new Date('2026-01-18T12:00:00Z'),
      now: new Date('2026-01-20T00:00:00Z'),
    });
    expect(onTuesday.due.map((o) => [local(o.at), local(o.originalAt), o.status])).toEqual([
      ['Wed 2026-01-21 09:00 +11:00', 'Mon 2026-01-19 06:00 +11:00', 'adjusted'],
    ]);
  });

  it('hands out an occurrence moved earlier, onto a cut-off already past, at the next run', () => {
    const [, jan19] = runs('0 6 * * 1 1440', '2026-01-10T00:00:00Z', 2);
    const moved = adjustOccurrence(jan19!, new Date('2026-01-12T22:00:00Z')); // Tue 13 Jan 9 AM, order-by Mon 12 Jan 9 AM
    const order = { ...monday, adjustments: serializeAdjustment(moved) };
    const result = dueOccurrences(order, {
      since: new Date('2026-01-13T00:00:00Z'),
      now: new Date('2026-01-13T01:00:00Z'),
    });
    expect(result.due.map((o) => local(o.at))).toEqual(['Tue 2026-01-13 09:00 +11:00']);
  });

  it('follows daylight saving: the first Sundays of April and October keep 6:00 AM local time', () => {
    const sundays: StandingOrderLike = { id: 'so2', isOn: true, cronExpression: '0 6 * * 0 720' };
    const april = dueOccurrences(sundays, {
      since: new Date('2026-04-03T00:00:00Z'),
      now: new Date('2026-04-06T00:00:00Z'),
    });
    // 5 Apr 2026: daylight saving ends at 3 AM. The lead time is 12 hours that really pass, so the
    // order-by reads 7:00 PM on the daylight clock the day before (11 clock hours earlier).
    expect(april.due.map((o) => [local(o.at), local(o.orderBy)])).toEqual([
      ['Sun 2026-04-05 06:00 +10:00', 'Sat 2026-04-04 19:00 +11:00'],
    ]);
    // 4 Oct 2026: daylight saving starts at 2 AM; 12 hours before 6:00 AM reads 5:00 PM.
    const october = dueOccurrences(sundays, {
      since: new Date('2026-10-02T00:00:00Z'),
      now: new Date('2026-10-05T00:00:00Z'),
    });
    expect(october.due.map((o) => [local(o.at), local(o.orderBy)])).toEqual([
      ['Sun 2026-10-04 06:00 +11:00', 'Sat 2026-10-03 17:00 +10:00'],
    ]);
  });

  it('hands out occurrences of every slot, each keyed by its slot', () => {
    const order = {
      ...monday,
      orderSlots: [
        { id: 'mon', cronExpression: '0 6 * * 1 60' },
        { id: 'thu', cronExpression: '0 6 * * 4 60' },
      ],
    };
    const result = dueOccurrences(order, {
      since: new Date('2026-01-10T00:00:00Z'),
      now: new Date('2026-01-17T00:00:00Z'),
    });
    expect(result.due.map((o) => [o.slotID, local(o.at).slice(0, 14)])).toEqual([
      ['mon', 'Mon 2026-01-12'],
      ['thu', 'Thu 2026-01-15'],
    ]);
  });
});

describe('upcomingOccurrences', () => {
  it('lists the window with moved and cancelled occurrences shown as such', () => {
    const [jan12, jan19] = runs('0 6 * * 1 1440', '2026-01-10T00:00:00Z', 2);
    const order = {
      ...monday,
      adjustments: joinAdjustmentTexts([
        serializeAdjustment(cancelOccurrence(jan12!)),
        serializeAdjustment(adjustOccurrence(jan19!, new Date('2026-01-20T22:00:00Z'))),
      ]),
    };
    const rows = upcomingOccurrences(
      order,
      new Date('2026-01-10T00:00:00Z'),
      new Date('2026-01-27T00:00:00Z'),
    );
    expect(rows.map((o) => [local(o.at).slice(0, 14), o.status])).toEqual([
      ['Mon 2026-01-12', 'cancelled'],
      ['Wed 2026-01-21', 'adjusted'],
      ['Mon 2026-01-26', 'normal'],
    ]);
  });
});

describe('occurrence ids', () => {
  it('name one occurrence the same way every time, to the minute', () => {
    const at = new Date('2026-01-11T19:00:00.000Z');
    expect(occurrenceKey('so1', { slotID: null, originalAt: at })).toBe('so1||2026-01-11T19:00');
    expect(occurrenceKey('so1', { slotID: 'a', originalAt: new Date(at.getTime() + 30_000) })).toBe(
      'so1|a|2026-01-11T19:00',
    );
  });

  it('are version 5 UUIDs of the namespace and name', () => {
    // The RFC's DNS namespace example: python uuid.uuid5(NAMESPACE_DNS, 'python.org').
    expect(nameUuid('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
    expect(nameUuid('x')).toBe(nameUuid('x'));
    expect(nameUuid('x')).not.toBe(nameUuid('y'));
  });
});
