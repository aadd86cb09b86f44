import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { journeyRow, NOW } from './fixtures';
import { startJourney } from './start-journey';

describe('start journey', () => {
  it('stamps startedOn on a journey not yet started', () => {
    expect(writesOf(startJourney, { journey: journeyRow(), now: NOW })).toEqual([
      { op: 'update', entity: 'journeys', id: 'jny-1', fields: { startedOn: NOW.toISOString() } },
    ]);
  });

  it('does nothing to a journey under way', () => {
    const journey = journeyRow({ startedOn: '2026-03-02T20:00:00Z' });
    expect(startJourney.isEnabled({ journey, now: NOW })).toBe(false);
  });
});
