import { describe, expect, it } from 'vitest';
import { cancelOccurrence, serializeAdjustment } from '../domain/schedule-adjustments';
import { occurrenceAt } from '../domain/schedule-occurrences';
import {
  adjustmentFromInput,
  occurrenceText,
  previewSchedule,
  resetKeepingLeadTime,
  validateAdjustmentInput,
} from './schedule-preview';

const zone = 'Australia/Melbourne';
const now = new Date('2026-01-01T00:00:00Z');

describe('schedule preview', () => {
  it('lists the next 15 matches in the user time zone', () => {
    const preview = previewSchedule('0 9 * * 2', [], now, zone);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.rows).toHaveLength(15);
    expect(occurrenceText(preview.rows[0]!.at, zone)).toBe('Tue 06 Jan 2026 09:00 AM');
    expect(occurrenceText(preview.rows[0]!.at, 'Australia/Perth')).toBe('Tue 06 Jan 2026 06:00 AM');
  });

  it('applies stored adjustments', () => {
    const first = previewSchedule('0 9 * * 2', [], now, zone);
    if (!first.ok) throw new Error('expected a preview');
    const cancelled = serializeAdjustment(cancelOccurrence(first.rows[0]!));
    const preview = previewSchedule('0 9 * * 2', [cancelled], now, zone);
    expect(preview.ok && preview.rows[0]?.status).toBe('cancelled');
  });

  it('reports an expression it cannot read', () => {
    expect(previewSchedule('nonsense', [], now, zone).ok).toBe(false);
  });

  it('resets to 0 0 * * 1 keeping the lead time', () => {
    expect(resetKeepingLeadTime('5 4 * 1-6 * 1440')).toBe('0 0 * * 1 1440');
    expect(resetKeepingLeadTime('5 4 * 1-6 *')).toBe('0 0 * * 1');
    expect(resetKeepingLeadTime('garbage')).toBe('0 0 * * 1');
  });
});

describe('adjustment input', () => {
  it('needs an Adjustment Date and a Cut-Off Time', () => {
    expect(validateAdjustmentInput({ date: '', cutOffTime: '00:00' })).toEqual({ date: 'Field is required' });
    expect(validateAdjustmentInput({ date: '2026-01-14', cutOffTime: '' })).toEqual({
      cutOffTime: 'Field is required',
    });
    expect(validateAdjustmentInput({ date: '2026-01-14', cutOffTime: '00:00' })).toEqual({});
  });

  it('moves the occurrence to the date at the cut-off time in the user time zone', () => {
    const run = occurrenceAt(new Date('2026-01-05T22:00:00Z'), { left: 60, right: 60 });
    const adjustment = adjustmentFromInput(run, { date: '2026-01-14', cutOffTime: '09:00' }, zone);
    expect(adjustment).toMatchObject({
      replacingDate: '2026-01-13T22:00:00.000Z',
      leadTimeLeft: 60,
      isAdjusting: true,
    });
    expect(adjustmentFromInput(run, { date: 'x', cutOffTime: '09:00' }, zone)).toBeNull();
  });
});
