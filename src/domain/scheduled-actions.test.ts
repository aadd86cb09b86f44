import { describe, expect, it } from 'vitest';
import {
  countOf,
  isActionDue,
  isScheduledActionKind,
  nextActionRun,
  SCHEDULED_ACTION_DESCRIPTIONS,
  SCHEDULED_ACTION_KINDS,
} from './scheduled-actions';

describe('scheduled actions', () => {
  it('runs next at the schedule’s next time in the company’s time zone, and never while off or unreadable', () => {
    const from = new Date('2026-11-25T02:00:00.000Z');
    expect(
      nextActionRun({ isOn: true, cronExpression: '0 6 * * *' }, from, 'Australia/Melbourne')?.toISOString(),
    ).toBe('2026-11-25T19:00:00.000Z');
    expect(
      nextActionRun({ isOn: true, cronExpression: '0 6 * * *' }, from, 'Australia/Perth')?.toISOString(),
    ).toBe('2026-11-25T22:00:00.000Z');
    // A lead-time field is the standing orders'; an action runs at its time.
    expect(
      nextActionRun(
        { isOn: true, cronExpression: '0 6 * * * 60' },
        from,
        'Australia/Melbourne',
      )?.toISOString(),
    ).toBe('2026-11-25T19:00:00.000Z');
    expect(
      nextActionRun({ isOn: false, cronExpression: '0 6 * * *' }, from, 'Australia/Melbourne'),
    ).toBeNull();
    expect(
      nextActionRun({ isOn: true, cronExpression: 'every day' }, from, 'Australia/Melbourne'),
    ).toBeNull();
    expect(nextActionRun({ isOn: true, cronExpression: null }, from, 'Australia/Melbourne')).toBeNull();
  });

  it('is due from its next run on, while on', () => {
    const at = '2026-11-25T19:00:00.000Z';
    expect(isActionDue({ isOn: true, nextAttentionDate: at }, new Date('2026-11-25T18:59:59.000Z'))).toBe(
      false,
    );
    expect(isActionDue({ isOn: true, nextAttentionDate: at }, new Date(at))).toBe(true);
    expect(isActionDue({ isOn: false, nextAttentionDate: at }, new Date(at))).toBe(false);
    expect(isActionDue({ isOn: true, nextAttentionDate: null }, new Date(at))).toBe(false);
  });

  it('knows which kinds each service runs, and says what each does', () => {
    expect(isScheduledActionKind('order-invoicing-actions', 'Invoice Delivered Orders')).toBe(true);
    expect(isScheduledActionKind('courier-actions', 'Invoice Delivered Orders')).toBe(false);
    expect(isScheduledActionKind('products', 'Confirm Orders')).toBe(false);
    for (const kind of Object.values(SCHEDULED_ACTION_KINDS).flat())
      expect(SCHEDULED_ACTION_DESCRIPTIONS[kind]).toBeTruthy();
  });

  it('counts in words', () => {
    expect([countOf(0, 'order'), countOf(1, 'order'), countOf(3, 'delivery', 'deliveries')]).toEqual([
      'no orders',
      '1 order',
      '3 deliveries',
    ]);
  });
});
