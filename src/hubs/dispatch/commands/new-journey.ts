import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import { instantFromWallTime } from '../../../domain/time-zone';
import { journeyFromTemplate } from '../dispatch-flow';

export type NewJourneyState = {
  template: MirrorRow<'journey-templates'> | undefined;
  /** The local day (yyyy-mm-dd) the journey runs; it is due to start at 7:00. */
  day: string;
  timeZone: string;
  newID: string;
};

/** A journey for the day from the chosen template. */
export const newJourney: Command<NewJourneyState> = {
  name: 'new-journey',
  label: 'New Journey From Template',
  isEnabled: ({ template }) => template !== undefined,
  perform: ({ template, day, timeZone, newID }) => {
    if (template === undefined) return [];
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    const start = instantFromWallTime({ year, month, day: date, hour: 7, minute: 0 }, timeZone).toISOString();
    return [writes.create('journeys', newID, journeyFromTemplate(template, start))];
  },
};
