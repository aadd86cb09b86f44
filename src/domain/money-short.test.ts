import { describe, expect, it } from 'vitest';
import { formatMoneyShort } from './money-short';

describe('formatMoneyShort', () => {
  it('shows short Australian dollars for a chart axis, three figures at most', () => {
    expect(formatMoneyShort(4500)).toBe('$4.5K');
    expect(formatMoneyShort(12_345)).toBe('$12.3K');
    expect(formatMoneyShort(1_234_567)).toBe('$1.23M');
    expect(formatMoneyShort(950.5)).toBe('$951');
    expect(formatMoneyShort(0)).toBe('$0');
  });
});
