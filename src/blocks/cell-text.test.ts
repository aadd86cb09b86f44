import { describe, expect, it } from 'vitest';
import type { EntityField } from '../entities/entity-definition';
import { cellText } from './cell-text';

const schedule: EntityField = { name: 'cronExpression', label: 'Schedule', kind: 'cron' };

describe('cellText for schedules', () => {
  it('shows a schedule in words instead of its cron text', () => {
    expect(cellText(schedule, '0 6 * * 1', 'Australia/Melbourne')).toBe('Mondays at 6:00 AM');
    expect(cellText(schedule, '0 9 8-14 * 2 1440', 'Australia/Melbourne')).toBe('2nd Tuesday of the month at 9:00 AM, lead time 24 hours');
  });

  it('keeps an expression the editor shows raw, and shows nothing for no schedule', () => {
    expect(cellText(schedule, '0 9 * 1-6 *', 'Australia/Melbourne')).toBe('0 9 * 1-6 *');
    expect(cellText(schedule, null, 'Australia/Melbourne')).toBe('');
  });
});
