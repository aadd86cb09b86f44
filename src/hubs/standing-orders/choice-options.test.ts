import { describe, expect, it } from 'vitest';
import { choiceOptions } from './choice-options';

describe('the choices of a select', () => {
  it('lists the active records by their words, sorted, and shows the id of a record without words', () => {
    const records = [
      { id: 'p2', productName: 'Milk' },
      { id: 'p1', productName: 'Butter' },
      { id: 'p3', productName: 'Cream', isInactive: true },
      { id: 'p4', productName: null },
    ];
    expect(choiceOptions(records, (record) => record.productName)).toEqual([
      { value: 'p1', label: 'Butter' },
      { value: 'p2', label: 'Milk' },
      { value: 'p4', label: 'p4' },
    ]);
  });
});
