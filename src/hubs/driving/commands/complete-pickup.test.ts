import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { initialPickupDraft } from '../pickup-flow';
import { NOW, SIGNED } from './fixtures';
import { completePickup } from './complete-pickup';

const release = {
  id: 'rel-1',
  _syncState: 'synced',
  packagedItems: [{ id: 'crate', code: 'CRT', quantityPacked: 3 }],
} as MirrorRecord;

describe('complete pickup', () => {
  it('writes the counts released, the proof and who took the goods when', () => {
    const draft = { ...initialPickupDraft(release), releaserName: 'Sam', signature: SIGNED };
    const [write] = writesOf(completePickup, { release, draft, now: NOW, userID: 'user-driver' });
    expect(write).toMatchObject({
      op: 'update',
      entity: 'releases',
      id: 'rel-1',
      fields: {
        releaserName: 'Sam',
        proofOfRelease: SIGNED,
        releasedOn: NOW.toISOString(),
        releasedByUserID: 'user-driver',
        packagedItems: [{ id: 'crate', quantityReleased: 3 }],
      },
    });
  });

  it('needs who released the goods and their signature', () => {
    expect(
      completePickup.isEnabled({ release, draft: initialPickupDraft(release), now: NOW, userID: 'u' }),
    ).toBe(false);
  });
});
