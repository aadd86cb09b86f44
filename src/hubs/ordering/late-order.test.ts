import { describe, expect, it } from 'vitest';
import { lateOrderNotice } from './late-order';

const refusal = {
  rule: 'cutOff',
  field: 'orderSlotID',
  cutOff: '2026-11-30T06:00:00.000Z',
  timeZone: 'Australia/Melbourne',
  nextSlot: {
    dueDate: '2026-12-01T20:00:00.000Z',
    orderBy: '2026-12-01T06:00:00.000Z',
    orderSlotID: 'slot-am',
    slotName: 'Weekday Morning',
  },
};
const failed = {
  id: 'po1',
  _syncState: 'failed' as const,
  _syncMessage:
    'Not accepted: ordered after the 5:00 PM cut-off (Melbourne time) of Weekday Morning on 01 Dec 2026. The next slot is …',
  _syncRefusal: refusal,
};

describe('the order placed offline that arrived after the cut-off', () => {
  it('says why in the seller’s time, and offers the next slot with the change that moves it there', () => {
    expect(lateOrderNotice(failed, 'Australia/Melbourne')).toEqual({
      reason: 'Not accepted: ordered after the 5:00 PM cut-off',
      next: {
        label: 'Next slot: Weekday Morning, 02 Dec 2026 07:00 AM, order by 5:00 PM 01 Dec 2026',
        button: 'Move to Weekday Morning 02 Dec 2026',
        changes: {
          dueDate: '2026-12-01T20:00:00.000Z',
          orderSlotID: 'slot-am',
          orderBy: '2026-12-01T06:00:00.000Z',
        },
      },
    });
  });

  it('converts and labels the seller’s cut-off for a buyer in another time zone', () => {
    expect(lateOrderNotice(failed, 'Australia/Perth')?.reason).toBe(
      'Not accepted: ordered after the 5:00 PM cut-off Melbourne time (2:00 PM your time)',
    );
  });

  it('says the services’ reason for another rule, and nothing for a record not refused by a rule', () => {
    expect(
      lateOrderNotice(
        {
          ...failed,
          _syncMessage: 'Line 2 (Milk 2L): Must be in increments of 6.',
          _syncRefusal: { rule: 'QuantityInIncrements', line: 1 },
        },
        'Australia/Melbourne',
      ),
    ).toEqual({ reason: 'Not accepted: Line 2 (Milk 2L): Must be in increments of 6.', next: null });
    expect(lateOrderNotice({ ...failed, _syncRefusal: undefined }, 'Australia/Melbourne')).toBeNull();
    expect(lateOrderNotice({ ...failed, _syncState: 'pending' as const }, 'Australia/Melbourne')).toBeNull();
  });
});
