import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { newJourney } from './new-journey';
import { mirrorRow } from './fixtures';

describe('new journey from a template', () => {
  it('makes the day’s journey from the template, due at 7:00 local time, with no driver', () => {
    const template = mirrorRow('journey-templates', 'jt-1', { journeyName: 'Metro', maxPackages: 40 });
    const [create] = writesOf(newJourney, {
      template,
      day: '2026-03-03',
      timeZone: 'Australia/Melbourne',
      newID: 'jny-new',
    });
    expect(create).toMatchObject({
      op: 'create',
      entity: 'journeys',
      id: 'jny-new',
      fields: {
        journeyName: 'Metro',
        journeyTemplateID: 'jt-1',
        dueStartOn: '2026-03-02T20:00:00.000Z',
        driverUserID: null,
        isReady: false,
      },
    });
  });

  it('needs a template', () => {
    expect(
      newJourney.isEnabled({ template: undefined, day: '2026-03-03', timeZone: 'UTC', newID: 'x' }),
    ).toBe(false);
  });
});
