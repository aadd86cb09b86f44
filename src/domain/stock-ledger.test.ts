import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveBalances,
  entryEffects,
  entryProblem,
  refusalMessage,
  shortfallOf,
  stockKeyText,
  type StockEntry,
} from './stock-ledger';

const entry = (fields: Partial<StockEntry>): StockEntry => ({
  kind: 'received',
  productID: 'p',
  locationID: 'l',
  batchID: 'b',
  quantity: 1,
  ...fields,
});

describe('stock ledger', () => {
  it('moves units between available, on hold and wasted by kind', () => {
    const balances = deriveBalances([
      entry({ quantity: 10 }),
      entry({ kind: 'picked', quantity: 3 }),
      entry({ kind: 'wasted', quantity: 1 }),
      entry({ kind: 'onHold', quantity: 2 }),
      entry({ kind: 'onHold', quantity: -1 }),
      entry({ kind: 'adjusted', quantity: -1 }),
      entry({ kind: 'transferred', quantity: 2, toLocationID: 'l2' }),
    ]);
    expect(balances.get('l|p|b')).toEqual({ available: 2, onHold: 1, wasted: 1 });
    expect(balances.get('l2|p|b')).toEqual({ available: 2, onHold: 0, wasted: 0 });
  });

  it('derives the same balances in any order of the entries', () => {
    const kinds = fc.constantFrom(
      'received',
      'picked',
      'adjusted',
      'wasted',
      'onHold',
      'transferred',
      'produced',
      'imported',
    ) as fc.Arbitrary<StockEntry['kind']>;
    const anEntry = fc.record({
      kind: kinds,
      quantity: fc.integer({ min: -20, max: 20 }),
      batchID: fc.constantFrom('b1', 'b2', null),
      toLocationID: fc.constant('l2'),
    });
    fc.assert(
      fc.property(fc.array(anEntry, { maxLength: 30 }), (entries) => {
        const all = entries.map((fields) => entry(fields));
        const total = (balances: Map<string, { available: number; onHold: number; wasted: number }>) =>
          [...balances.values()].reduce((sum, b) => sum + b.available + b.onHold + b.wasted, 0);
        expect(deriveBalances(all.toReversed())).toEqual(deriveBalances(all));
        // Moves keep units; only receipts, production, imports, adjustments and returned picks add or remove them.
        const added = all.reduce(
          (sum, e) =>
            sum +
            (['received', 'produced', 'imported', 'adjusted'].includes(e.kind)
              ? e.quantity
              : e.kind === 'picked'
                ? -e.quantity
                : 0),
          0,
        );
        expect(total(deriveBalances(all))).toBe(added);
      }),
    );
  });

  it('says what is wrong with an entry', () => {
    expect(entryProblem(entry({}))).toBeNull();
    expect(entryProblem(entry({ quantity: 0 }))).toBe('A stock entry needs a quantity other than 0');
    expect(entryProblem(entry({ kind: 'wasted', quantity: -2 }))).toBe(
      'A wasted entry needs a quantity above zero',
    );
    expect(entryProblem(entry({ kind: 'adjusted', quantity: -2 }))).toBeNull();
    expect(entryProblem(entry({ kind: 'transferred', quantity: 2 }))).toBe(
      'A transfer needs another location to go to',
    );
    expect(entryProblem({ ...entry({}), kind: 'stolen' as StockEntry['kind'] })).toMatch(
      /^The kind must be one of/,
    );
    expect(entryProblem(entry({ productID: '' }))).toBe('A stock entry needs a product');
  });

  it('finds a shortfall and words the refusal with the batch and what is left', () => {
    expect(shortfallOf({ available: -2, onHold: 0, wasted: 0 })).toEqual({ field: 'available', left: -2 });
    expect(shortfallOf({ available: 0, onHold: 0, wasted: 0 })).toBeNull();
    expect(refusalMessage('GD1', 'Milk', 3, 5)).toBe('Only 3 of Milk left in batch GD1: cannot take 5.');
    expect(refusalMessage(null, 'Cola', -1, 5)).toBe('Only 0 of Cola left at this location: cannot take 5.');
    expect(
      entryEffects(entry({ kind: 'transferred', quantity: 4, toLocationID: 'l2' })).map((e) =>
        stockKeyText(e.key),
      ),
    ).toEqual(['l|p|b', 'l2|p|b']);
  });
});
