import { describe, expect, it } from 'vitest';
import {
  initialPickupDraft,
  PICKUP_MESSAGES,
  pickupChanges,
  pickupProblems,
  waitingReleases,
} from './pickup-flow';

const release = { id: 'r1', journeyID: 'j1', packagedItems: [{ id: 'p', code: 'Crate', quantityPacked: 4 }] };

describe('pickup flow', () => {
  it('lists waiting releases on the journeys of the driver or on none', () => {
    const releases = [
      release,
      { id: 'free', journeyID: null, dueDepartureOn: '2026-03-02T19:00:00Z' },
      { id: 'other', journeyID: 'j9' },
      { id: 'done', journeyID: 'j1', proofOfRelease: [[{ x: 1, y: 1 }]] },
    ];
    expect(waitingReleases(releases, new Set(['j1'])).map((row) => row.id)).toEqual(['r1', 'free']);
  });

  it('needs the name and signature of the releaser, and counts no more than packed', () => {
    const draft = initialPickupDraft(release);
    expect(draft.quantities).toEqual({ p: 4 });
    expect(pickupProblems(release, draft)).toEqual([PICKUP_MESSAGES.releaserName, PICKUP_MESSAGES.signature]);
    const signed = { ...draft, releaserName: 'Grace', signature: [{ points: [{ x: 1, y: 1 }] }] };
    expect(pickupProblems(release, signed)).toEqual([]);
    expect(pickupProblems(release, { ...signed, quantities: { p: 5 } })).toEqual([
      PICKUP_MESSAGES.quantities,
    ]);
    const changes = pickupChanges(
      release,
      { ...signed, quantities: { p: 3 } },
      { now: new Date('2026-03-02T19:00:00Z'), userID: 'u1' },
    );
    expect(changes).toMatchObject({
      proofOfRelease: signed.signature,
      releasedOn: '2026-03-02T19:00:00.000Z',
      releasedByUserID: 'u1',
      releaserName: 'Grace',
    });
    expect(changes.packagedItems).toEqual([
      { id: 'p', code: 'Crate', quantityPacked: 4, quantityReleased: 3 },
    ]);
  });
});
