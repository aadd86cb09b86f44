import { describe, expect, it } from 'vitest';
import type { WeekdayProposal } from '../../domain/routing/template-proposal';
import {
  initialTemplateState,
  keptZones,
  templateReducer,
  type TemplateAction,
  type TemplateState,
} from './flow';

const zone = (name: string) => ({ zoneName: name, weekdays: 'Mon', boundary: [], journeyTemplateID: 't' });
const proposals: WeekdayProposal[] = [
  {
    weekday: 'Mon',
    dates: 2,
    destinations: 20,
    journeys: [],
    zones: [zone('Metro Mon 1'), zone('Metro Mon 2')],
  },
];
const run = (state: TemplateState, ...actions: TemplateAction[]) => actions.reduce(templateReducer, state);

describe('template optimisation flow', () => {
  it('proposes, keeps every zone at first, lets the user drop and rename some, then accepts', () => {
    let state = run(initialTemplateState('t'), { type: 'proposing' }, { type: 'proposed', proposals });
    expect(keptZones(state).map((z) => z.zoneName)).toEqual(['Metro Mon 1', 'Metro Mon 2']);
    state = run(
      state,
      { type: 'toggle-zone', key: 'Mon-0' },
      { type: 'rename-zone', key: 'Mon-1', name: 'Inner east Monday' },
    );
    expect(keptZones(state).map((z) => z.zoneName)).toEqual(['Inner east Monday']);
    state = run(state, { type: 'rename-zone', key: 'Mon-1', name: '  ' });
    expect(keptZones(state).map((z) => z.zoneName)).toEqual(['Metro Mon 2']);
    state = run(state, { type: 'accepting' }, { type: 'accepted', created: 1 });
    expect([state.phase, state.created]).toEqual(['accepted', 1]);
  });

  it('accepts nothing when every zone is dropped, and ignores changes while proposing', () => {
    const none = run(
      initialTemplateState('t'),
      { type: 'proposing' },
      { type: 'proposed', proposals },
      { type: 'toggle-zone', key: 'Mon-0' },
      { type: 'toggle-zone', key: 'Mon-1' },
      { type: 'accepting' },
    );
    expect(none.phase).toBe('proposal');
    const busy = run(
      initialTemplateState('t'),
      { type: 'proposing' },
      { type: 'pick-template', templateID: 'other' },
      { type: 'set-weeks', weeks: 9 },
    );
    expect([busy.templateID, busy.weeks]).toEqual(['t', 4]);
  });
});
