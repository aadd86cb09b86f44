import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { changeOccurrence } from './change-occurrence';

describe('change occurrence', () => {
  it('writes the calendar’s change to its standing order', () => {
    const fields = { adjustments: '2026-12-01T06:00:00.000Z>2026-12-02T06:00:00.000Z' };
    expect(
      writesOf(changeOccurrence, { entity: 'standing-purchase-orders', standingOrderID: 'sp-1', fields }),
    ).toEqual([{ op: 'update', entity: 'standing-purchase-orders', id: 'sp-1', fields }]);
  });

  it('writes nothing for a change that changes nothing', () => {
    expect(
      writesOf(changeOccurrence, { entity: 'standing-customer-orders', standingOrderID: 's', fields: null }),
    ).toEqual([]);
  });
});
