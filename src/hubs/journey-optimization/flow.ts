import type { RoutingProgress } from '../../domain/routing/problem';
import {
  journeyLoad,
  withinLimits,
  type JourneyPlan,
  type PlanStop,
  type ProposedJourney,
  type UnplannedStop,
} from '../../domain/routing/journey-plan';

/**
 * The journey-optimization hub's flow, free of React: choose a day and a start location,
 * optimise (with progress, cancellable), adjust the proposal (move a stop to another journey,
 * reorder), apply. The screen renders the state and dispatches these actions.
 */
export type OptimisationPhase = 'setup' | 'running' | 'proposal' | 'applying' | 'applied';

export interface OptimisationState {
  readonly phase: OptimisationPhase;
  /** Local date, yyyy-mm-dd. */
  readonly day: string;
  readonly startLocationID: string | null;
  /** How long the optimiser may run. */
  readonly seconds: number;
  readonly progress: RoutingProgress | null;
  readonly journeys: readonly ProposedJourney[];
  readonly unplanned: readonly UnplannedStop[];
  /** The stop picked to be moved (keyboard and touch: pick, then choose where). */
  readonly picked: { readonly journey: number; readonly stop: number } | null;
  readonly error: string | null;
  /** Ids of the journeys the last Apply created. */
  readonly appliedJourneyIDs: readonly string[];
}

export type OptimisationAction =
  | { type: 'pick-day'; day: string }
  | { type: 'pick-start'; locationID: string | null }
  | { type: 'set-seconds'; seconds: number }
  | { type: 'started' }
  | { type: 'progress'; progress: RoutingProgress }
  | { type: 'solved'; plan: JourneyPlan }
  | { type: 'failed'; error: string }
  | { type: 'pick-stop'; journey: number; stop: number }
  | { type: 'move-stop'; journey: number; stop: number; toJourney: number }
  | { type: 'shift-stop'; journey: number; stop: number; by: -1 | 1 }
  | { type: 'apply-started' }
  | { type: 'applied'; journeyIDs: readonly string[] }
  | { type: 'discard' };

export function initialOptimisationState(
  day: string,
  startLocationID: string | null = null,
): OptimisationState {
  return {
    phase: 'setup',
    day,
    startLocationID,
    seconds: 2,
    progress: null,
    journeys: [],
    unplanned: [],
    picked: null,
    error: null,
    appliedJourneyIDs: [],
  };
}

const busy = (state: OptimisationState): boolean => state.phase === 'running' || state.phase === 'applying';

export function optimisationReducer(state: OptimisationState, action: OptimisationAction): OptimisationState {
  switch (action.type) {
    case 'pick-day':
      return busy(state)
        ? state
        : { ...initialOptimisationState(action.day, state.startLocationID), seconds: state.seconds };
    case 'pick-start':
      return busy(state)
        ? state
        : { ...initialOptimisationState(state.day, action.locationID), seconds: state.seconds };
    case 'set-seconds':
      return { ...state, seconds: Math.min(30, Math.max(1, Math.round(action.seconds))) };
    case 'started':
      return busy(state) ? state : { ...state, phase: 'running', progress: null, error: null, picked: null };
    case 'progress':
      return state.phase === 'running' ? { ...state, progress: action.progress } : state;
    case 'solved':
      return state.phase === 'running'
        ? {
            ...state,
            phase: 'proposal',
            journeys: action.plan.journeys,
            unplanned: action.plan.unplanned,
            picked: null,
          }
        : state;
    case 'failed':
      return { ...state, phase: state.journeys.length > 0 ? 'proposal' : 'setup', error: action.error };
    case 'pick-stop': {
      if (state.phase !== 'proposal') return state;
      const same = state.picked?.journey === action.journey && state.picked.stop === action.stop;
      return { ...state, picked: same ? null : { journey: action.journey, stop: action.stop } };
    }
    case 'move-stop':
      return state.phase === 'proposal'
        ? {
            ...state,
            journeys: moveStop(state.journeys, action.journey, action.stop, action.toJourney),
            picked: null,
          }
        : state;
    case 'shift-stop':
      return state.phase === 'proposal'
        ? {
            ...state,
            journeys: shiftStop(state.journeys, action.journey, action.stop, action.by),
            picked: null,
          }
        : state;
    case 'apply-started':
      return state.phase === 'proposal' && canApply(state)
        ? { ...state, phase: 'applying', error: null }
        : state;
    case 'applied':
      return state.phase === 'applying'
        ? { ...state, phase: 'applied', appliedJourneyIDs: action.journeyIDs }
        : state;
    case 'discard':
      return busy(state)
        ? state
        : { ...initialOptimisationState(state.day, state.startLocationID), seconds: state.seconds };
  }
}

/** Moves a stop to the end of another journey. */
export function moveStop(
  journeys: readonly ProposedJourney[],
  journey: number,
  stop: number,
  toJourney: number,
): ProposedJourney[] {
  const from = journeys[journey];
  const moved = from?.stops[stop];
  if (!from || !moved || toJourney === journey || !journeys[toJourney]) return [...journeys];
  return journeys.map((candidate, index) => {
    if (index === journey) return { ...candidate, stops: candidate.stops.filter((_, at) => at !== stop) };
    if (index === toJourney) return { ...candidate, stops: [...candidate.stops, moved] };
    return candidate;
  });
}

/** Moves a stop one place earlier (-1) or later (+1) within its journey. */
export function shiftStop(
  journeys: readonly ProposedJourney[],
  journey: number,
  stop: number,
  by: -1 | 1,
): ProposedJourney[] {
  const target = journeys[journey];
  const to = stop + by;
  if (!target || to < 0 || to >= target.stops.length) return [...journeys];
  const stops: PlanStop[] = [...target.stops];
  [stops[stop], stops[to]] = [stops[to]!, stops[stop]!];
  return journeys.map((candidate, index) => (index === journey ? { ...candidate, stops } : candidate));
}

/** Every proposed journey keeps within its limits (empty journeys are simply not created). */
export function canApply(state: Pick<OptimisationState, 'journeys'>): boolean {
  return state.journeys.some((journey) => journey.stops.length > 0) && state.journeys.every(withinLimits);
}

/** Totals over the proposal: journeys with stops, stops, and the load in each dimension. */
export function proposalTotals(journeys: readonly ProposedJourney[]): {
  journeys: number;
  stops: number;
  load: number[];
} {
  const used = journeys.filter((journey) => journey.stops.length > 0);
  const load = [0, 0, 0];
  for (const journey of used) journeyLoad(journey.stops).forEach((amount, d) => (load[d]! += amount));
  return { journeys: used.length, stops: load[0]!, load };
}

/** One movement's new place: its journey (index in the proposal) and stop number (1-based). */
export interface MovementPlacement {
  readonly movementID: string;
  readonly journey: number;
  readonly arrivalSortNumber: number;
}

/** Where every planned movement goes: stop numbers count from 1 along each journey. */
export function movementPlacements(journeys: readonly ProposedJourney[]): MovementPlacement[] {
  return journeys.flatMap((journey, index) =>
    journey.stops.flatMap((stop, at) =>
      stop.movementIDs.map((movementID) => ({ movementID, journey: index, arrivalSortNumber: at + 1 })),
    ),
  );
}
