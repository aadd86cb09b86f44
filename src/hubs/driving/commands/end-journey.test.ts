import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { journeyRow, NOW, stopOf } from './fixtures';
import { endJourney } from './end-journey';

const underWay = journeyRow({ startedOn: '2026-03-02T20:00:00Z' });

describe('end journey', () => {
  it('stamps endedOn once every stop is delivered or skipped', () => {
    const stops = [
      stopOf({ deliveredOn: '2026-03-02T20:30:00Z' }),
      stopOf({ id: 'del-2', skipReason: 'Closed' }),
    ];
    expect(writesOf(endJourney, { journey: underWay, stops, now: NOW })).toEqual([
      { op: 'update', entity: 'journeys', id: 'jny-1', fields: { endedOn: NOW.toISOString() } },
    ]);
  });

  it('waits while a stop is open or before the journey starts', () => {
    expect(endJourney.isEnabled({ journey: underWay, stops: [stopOf()], now: NOW })).toBe(false);
    expect(endJourney.isEnabled({ journey: journeyRow(), stops: [], now: NOW })).toBe(false);
  });
});
