import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { initialStopDraft } from '../stop-completion';
import { NOW, SIGNED, stopOf } from './fixtures';
import { completeDelivery } from './complete-delivery';

const stop = stopOf(
  { packagedItems: [{ id: 'crate', code: 'Crate', quantityPacked: 3 }] },
  'courier-movements',
);
const signed = { ...initialStopDraft(stop.record), receiverName: 'Mia Chen', signature: SIGNED };

describe('complete delivery', () => {
  it('writes the proof and who delivered when to the stop in its own section', () => {
    const [write] = writesOf(completeDelivery, {
      stop,
      draft: signed,
      temperatureNeeded: false,
      now: NOW,
      userID: 'user-driver',
    });
    expect(write).toMatchObject({
      op: 'update',
      entity: 'courier-movements',
      id: 'del-1',
      fields: {
        receiverName: 'Mia Chen',
        proofOfDelivery: SIGNED,
        deliveredOn: NOW.toISOString(),
        deliveredByUserID: 'user-driver',
        isFulfilled: true,
      },
    });
  });

  it('is not enabled without a signature, without a needed temperature, or on a stop already done', () => {
    const state = { stop, draft: signed, temperatureNeeded: false, now: NOW, userID: 'u' };
    expect(completeDelivery.isEnabled({ ...state, draft: { ...signed, signature: [] } })).toBe(false);
    expect(completeDelivery.isEnabled({ ...state, temperatureNeeded: true })).toBe(false);
    const done = stopOf({ deliveredOn: '2026-03-02T20:00:00Z' });
    expect(completeDelivery.isEnabled({ ...state, stop: done })).toBe(false);
  });
});
