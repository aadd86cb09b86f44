import { describe, expect, it } from 'vitest';
import { dayStart, presetRange, rangeInstants, rangeProblem } from './date-range';

const ZONE = 'Australia/Melbourne';
const NOW = Date.parse('2026-11-24T14:30:00Z'); // 1:30 AM Wed 25 Nov local

describe('date ranges', () => {
  it('counts quick ranges back from the local today', () => {
    expect(presetRange(7, NOW, ZONE)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange(30, NOW, ZONE)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('reads a day as its local midnight and puts a reversed range the right way round', () => {
    expect(new Date(dayStart('2026-11-25', ZONE)).toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(rangeInstants({ from: '2026-11-25', to: '2026-11-20' }, ZONE)).toEqual({
      from: dayStart('2026-11-20', ZONE),
      to: dayStart('2026-11-25', ZONE),
    });
  });

  it('says why a range cannot be shown', () => {
    expect(rangeProblem({ from: '', to: '2026-11-25' }, ZONE)).toBe('Pick both dates.');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-11-25' }, ZONE)).toBe(
      'Pick a range of at most a year.',
    );
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-25' }, ZONE)).toBeNull();
  });
});
