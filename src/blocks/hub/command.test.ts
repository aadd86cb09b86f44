import { describe, expect, it } from 'vitest';
import { writes } from '../../data/write';
import { labelOf, writesOf, type Command } from './command';

type Shelf = { productID: string; picked: number; ordered: number };

const pickOne: Command<Shelf> = {
  name: 'pick-one',
  label: (state) => `Pick ${state.picked + 1} of ${state.ordered}`,
  isEnabled: (state) => state.picked < state.ordered,
  perform: (state) => [writes.update('products', state.productID, { sortNumber: state.picked + 1 })],
};

describe('a hub command', () => {
  it('labels itself from the state it runs on', () => {
    expect(labelOf(pickOne, { productID: 'p1', picked: 2, ordered: 5 })).toBe('Pick 3 of 5');
  });

  it('makes its writes only where it is enabled', () => {
    expect(writesOf(pickOne, { productID: 'p1', picked: 0, ordered: 1 })).toEqual([
      { op: 'update', entity: 'products', id: 'p1', fields: { sortNumber: 1 } },
    ]);
    expect(writesOf(pickOne, { productID: 'p1', picked: 1, ordered: 1 })).toEqual([]);
  });
});
