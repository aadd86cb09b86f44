import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { initialReceivalDraft } from '../receival-flow';
import { completeReceival } from './complete-receival';

const receival = {
  id: 'r1',
  _syncState: 'synced',
  packagedItems: [{ id: 'crate', code: 'CRT', quantityPacked: 3, quantityReleased: 2 }],
} as MirrorRecord;
const SIGNED = [{ points: [{ x: 1, y: 2 }] }];
const now = new Date('2026-03-02T21:00:00Z');

describe('complete receival', () => {
  const draft = { ...initialReceivalDraft(receival), delivererName: 'Sam', signature: SIGNED };
  const state = {
    receival,
    draft,
    temperatureNeeded: false,
    countRequired: false,
    now,
    userID: 'user-packer',
  };

  it('writes the counts received, the proof and who received the goods when', () => {
    const [write] = writesOf(completeReceival, state);
    expect(write).toMatchObject({
      op: 'update',
      entity: 'receivals',
      id: 'r1',
      fields: {
        delivererName: 'Sam',
        proofOfDelivery: SIGNED,
        receivedOn: now.toISOString(),
        receivedByUserID: 'user-packer',
        isFulfilled: true,
        stockReceived: false,
      },
    });
  });

  it('waits for a temperature on chilled goods and for the deliverer’s signature', () => {
    expect(completeReceival.isEnabled({ ...state, temperatureNeeded: true })).toBe(false);
    expect(completeReceival.isEnabled({ ...state, draft: { ...draft, signature: [] } })).toBe(false);
  });
});
