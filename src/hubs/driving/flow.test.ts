import { describe, expect, it } from 'vitest';
import type { MirrorRecord, MirrorRow } from '../../data/mirror-row';
import { drivingFlow } from './flow';

const journey = (id: string, fields: Record<string, unknown>) =>
  ({ id, _syncState: 'synced', ...fields }) as unknown as MirrorRow<'journeys'>;
const row = (id: string, fields: Record<string, unknown>) =>
  ({ id, _syncState: 'synced', ...fields }) as MirrorRecord;

const journeys = [
  journey('late', { driverUserID: 'u1', dueStartOn: '2026-03-02T23:00:00Z' }),
  journey('early', { driverUserID: 'u1', dueStartOn: '2026-03-02T20:00:00Z' }),
  journey('other-driver', { driverUserID: 'u2', dueStartOn: '2026-03-02T20:00:00Z' }),
  journey('yesterday', { driverUserID: 'u1', dueStartOn: '2026-03-01T20:00:00Z' }),
];

describe('the driver hub flow', () => {
  const view = drivingFlow({
    journeys,
    deliveries: [
      row('d1', { journeyID: 'early' }),
      row('d2', { journeyID: 'early' }),
      row('d3', { journeyID: 'early', isInactive: true }),
    ],
    releases: [
      row('r-mine', { journeyID: 'early' }),
      row('r-free', {}),
      row('r-other', { journeyID: 'other-driver' }),
      row('r-done', { journeyID: 'early', releasedOn: '2026-03-02T19:00:00Z' }),
    ],
    userID: 'u1',
    day: '2026-03-03',
    timeZone: 'Australia/Melbourne',
  });

  it("lists the driver's journeys of the day, earliest first", () => {
    expect(view.journeys.map((item) => item.id)).toEqual(['early', 'late']);
  });

  it('counts active stops per journey', () => {
    expect(view.stopCounts.get('early')).toBe(2);
  });

  it("offers the pickups waiting on the driver's journeys or on none", () => {
    expect(view.waitingReleases.map((item) => item.id).toSorted()).toEqual(['r-free', 'r-mine']);
  });
});
