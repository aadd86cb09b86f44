import { describe, expect, it } from 'vitest';
import { labelOf, writesOf } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { startBatch, type StartBatchState } from './start-batch';

const sourdough = {
  id: 'sourdough',
  productName: 'Sourdough Loaf',
  isManufactured: true,
  expiryDays: 3,
  _syncState: 'synced',
} as MirrorRow<'products'>;

const state = (quantityGoal: number, batchcodes: string[] = []): StartBatchState => ({
  product: sourdough,
  quantityGoal,
  locationID: 'bakery',
  batchcodes,
  timeZone: 'UTC',
  now: () => '2026-03-04T08:00:00.000Z',
  newID: () => 'b-new',
});

describe('start a batch', () => {
  it('makes a pending batch at home with its goal, made today, expiring by the product', () => {
    expect(labelOf(startBatch, state(30))).toBe('Start batch');
    const [write] = writesOf(startBatch, state(30));
    expect(write).toMatchObject({
      op: 'create',
      entity: 'batches',
      id: 'b-new',
      fields: {
        productID: 'sourdough',
        product: { id: 'sourdough', productName: 'Sourdough Loaf' },
        locationID: 'bakery',
        quantityGoal: 30,
        quantity: 0,
        dom: '2026-03-04T08:00:00.000Z',
        createdOn: '2026-03-04T08:00:00.000Z',
        isPending: true,
        onHold: false,
      },
    });
    expect(write?.op === 'create' && typeof write.fields.exp).toBe('string');
  });

  it('gives a second batch of the day a code of its own', () => {
    const [first] = writesOf(startBatch, state(5));
    const code = first?.op === 'create' ? String(first.fields.batchcode) : '';
    const [second] = writesOf(startBatch, state(5, [code]));
    expect(second?.op === 'create' && second.fields.batchcode).toBe(`${code}-2`);
  });

  it('starts nothing with no quantity to make', () => {
    expect(writesOf(startBatch, state(0))).toEqual([]);
  });
});
