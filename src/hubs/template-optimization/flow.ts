import type { WeekdayProposal, ZoneProposal } from '../../domain/routing/template-proposal';

/**
 * The template-optimization hub's flow, free of React: choose a start location, a template and
 * how many weeks back; propose (in the worker); tick the zones to keep and edit their names;
 * accept (creates the zones through the write path).
 */
export type TemplatePhase = 'setup' | 'proposing' | 'proposal' | 'accepting' | 'accepted';

export interface TemplateState {
  readonly phase: TemplatePhase;
  readonly templateID: string | null;
  readonly weeks: number;
  readonly proposals: readonly WeekdayProposal[];
  /** Zone names as edited, by key (weekday + index). */
  readonly names: Readonly<Record<string, string>>;
  /** Keys of the zones the user keeps. */
  readonly kept: readonly string[];
  readonly error: string | null;
  readonly created: number;
}

export type TemplateAction =
  | { type: 'pick-template'; templateID: string | null }
  | { type: 'set-weeks'; weeks: number }
  | { type: 'proposing' }
  | { type: 'proposed'; proposals: readonly WeekdayProposal[] }
  | { type: 'failed'; error: string }
  | { type: 'toggle-zone'; key: string }
  | { type: 'rename-zone'; key: string; name: string }
  | { type: 'accepting' }
  | { type: 'accepted'; created: number };

export const zoneKey = (weekday: string, index: number): string => `${weekday}-${index}`;

export function initialTemplateState(templateID: string | null = null): TemplateState {
  return {
    phase: 'setup',
    templateID,
    weeks: 4,
    proposals: [],
    names: {},
    kept: [],
    error: null,
    created: 0,
  };
}

export function templateReducer(state: TemplateState, action: TemplateAction): TemplateState {
  const busy = state.phase === 'proposing' || state.phase === 'accepting';
  switch (action.type) {
    case 'pick-template':
      return busy ? state : { ...initialTemplateState(action.templateID), weeks: state.weeks };
    case 'set-weeks':
      return busy
        ? state
        : {
            ...initialTemplateState(state.templateID),
            weeks: Math.min(12, Math.max(1, Math.round(action.weeks))),
          };
    case 'proposing':
      return busy ? state : { ...state, phase: 'proposing', error: null };
    case 'proposed': {
      const keys = action.proposals.flatMap((proposal) =>
        proposal.zones.map((_, index) => zoneKey(proposal.weekday, index)),
      );
      return { ...state, phase: 'proposal', proposals: action.proposals, names: {}, kept: keys };
    }
    case 'failed':
      return { ...state, phase: state.proposals.length > 0 ? 'proposal' : 'setup', error: action.error };
    case 'toggle-zone':
      if (state.phase !== 'proposal') return state;
      return {
        ...state,
        kept: state.kept.includes(action.key)
          ? state.kept.filter((key) => key !== action.key)
          : [...state.kept, action.key],
      };
    case 'rename-zone':
      return state.phase === 'proposal'
        ? { ...state, names: { ...state.names, [action.key]: action.name } }
        : state;
    case 'accepting':
      return state.phase === 'proposal' && keptZones(state).length > 0
        ? { ...state, phase: 'accepting', error: null }
        : state;
    case 'accepted':
      return state.phase === 'accepting' ? { ...state, phase: 'accepted', created: action.created } : state;
  }
}

/** The zones to create: the kept ones, with their edited names (blank names fall back). */
export function keptZones(state: Pick<TemplateState, 'proposals' | 'names' | 'kept'>): ZoneProposal[] {
  return state.proposals.flatMap((proposal) =>
    proposal.zones.flatMap((zone, index) => {
      const key = zoneKey(proposal.weekday, index);
      if (!state.kept.includes(key)) return [];
      const name = state.names[key]?.trim();
      return [{ ...zone, zoneName: name ? name : zone.zoneName }];
    }),
  );
}
