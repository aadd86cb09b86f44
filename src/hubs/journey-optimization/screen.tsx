import { Container, Stack, Title } from '@mantine/core';
import { useMemo, useReducer, useRef } from 'react';
import { journeyScene } from '../../blocks/route-map/map-scene';
import { RouteMap } from '../../blocks/route-map/RouteMap';
import { useWritePath } from '../../data/data-context';
import { useOptimiser } from '../../data/use-optimiser';
import { useOwnCompany } from '../../data/use-own-company';
import { useRecords } from '../../data/use-records';
import {
  dayDeparture,
  dayMovements,
  dayTemplates,
  instantInDay,
  localDay,
  MOVEMENT_ENTITIES,
  planLocation,
  slotDeadlines,
  type DayMovement,
} from '../../domain/routing/day-movements';
import { planProblem, type PlanTiming } from '../../domain/routing/journey-plan';
import { currentJourneys } from './current-journeys';
import { CurrentJourneys } from './CurrentJourneys';
import { DaySummary } from './DaySummary';
import { dayScene } from './day-scene';
import { TIME_ZONE } from './display';
import { initialOptimisationState, optimisationReducer } from './flow';
import { OptimisationStatus } from './OptimisationStatus';
import { applyPlan, firstDeparture, solvePlan } from './plan-effects';
import { PlanControls } from './PlanControls';
import { ProposalView } from './ProposalView';
import { startOptions } from './start-options';

/** /hub/journey-optimization: plan the day's journeys with the optimiser, adjust, apply. */
export default function JourneyOptimizationScreen() {
  const [state, dispatch] = useReducer(optimisationReducer, TIME_ZONE, (zone) =>
    initialOptimisationState(localDay(new Date().toISOString(), zone) ?? ''),
  );
  const optimiser = useOptimiser();
  const path = useWritePath();
  const deliveries = useRecords('deliveries');
  const courierMovements = useRecords('courier-movements');
  const templates = useRecords('journey-templates');
  const locationRows = useRecords('locations');
  const journeys = useRecords('journeys');
  const customerOrders = useRecords('customer-orders');
  // Courier settings: when the day's journeys leave, and the most stops a journey whose template sets none may take.
  const company = useOwnCompany();
  const journeyStartTime =
    typeof company?.journeyStartTime === 'string' && company.journeyStartTime !== ''
      ? company.journeyStartTime
      : null;
  const maxStops = typeof company?.maxStopsPerJourney === 'number' ? company.maxStopsPerJourney : null;
  const entityOf = useRef(new Map<string, DayMovement['entity']>());

  const locations = useMemo(() => new Map((locationRows ?? []).map((row) => [row.id, row])), [locationRows]);
  const deadlines = useMemo(() => slotDeadlines(customerOrders ?? []), [customerOrders]);
  const starts = useMemo(() => startOptions(templates ?? [], locations), [templates, locations]);
  const startLocationID = state.startLocationID ?? starts[0]?.value ?? null;

  const day = useMemo(() => {
    if (startLocationID === null) return { movements: [] as DayMovement[], skipped: 0, templates: [] };
    const started = new Set(
      (journeys ?? [])
        .filter((journey) => typeof journey.startedOn === 'string' && !journey.startedOn.startsWith('0001'))
        .map((journey) => journey.id),
    );
    const rows = [
      ...(deliveries ?? []).map((row) => ({ entity: MOVEMENT_ENTITIES[0], row })),
      ...(courierMovements ?? [])
        .filter((row) => row['isPickup'] !== true)
        .map((row) => ({ entity: MOVEMENT_ENTITIES[1], row })),
    ];
    const { movements, skipped } = dayMovements(rows, locations, started, {
      day: state.day,
      startLocationID,
      timeZone: TIME_ZONE,
      deadlines,
    });
    return {
      movements,
      skipped,
      templates: dayTemplates(templates ?? [], locations, startLocationID, movements, maxStops),
    };
  }, [
    deliveries,
    courierMovements,
    templates,
    locations,
    journeys,
    state.day,
    startLocationID,
    deadlines,
    maxStops,
  ]);
  // Time windows: the journeys leave at the day's earliest due departure; a slotted order's stop is due by its deliverBy.
  const timing = useMemo(
    (): PlanTiming => ({ departAt: dayDeparture(day.movements, journeyStartTime) }),
    [day.movements, journeyStartTime],
  );
  const slotted = day.movements.filter((movement) => movement.deliverBy !== undefined).length;

  const loading = deliveries === undefined || templates === undefined || locationRows === undefined;
  const start = useMemo(
    () => (startLocationID === null ? null : planLocation(locations.get(startLocationID))),
    [startLocationID, locations],
  );
  const destinations = new Set(day.movements.map((movement) => movement.destination.id)).size;

  async function optimise() {
    if (day.movements.length === 0 || day.templates.length === 0) return;
    entityOf.current = new Map(day.movements.map((movement) => [movement.id, movement.entity]));
    const problem = planProblem(day.movements, day.templates, undefined, timing);
    dispatch({ type: 'started' });
    try {
      const plan = await solvePlan(optimiser, problem, state.seconds, (progress) =>
        dispatch({ type: 'progress', progress }),
      );
      dispatch({ type: 'solved', plan });
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function apply() {
    dispatch({ type: 'apply-started' });
    try {
      const dueStart =
        journeyStartTime === null
          ? firstDeparture(deliveries, courierMovements, day.movements)
          : instantInDay(state.day, timing.departAt ?? 0, TIME_ZONE).toISOString();
      const ids = await applyPlan(path, {
        journeys: state.journeys,
        day: state.day,
        dueStart,
        locations,
        entityOf: entityOf.current,
      });
      dispatch({ type: 'applied', journeyIDs: ids.filter(Boolean) });
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  const current = useMemo(() => currentJourneys(day.movements, journeys), [day.movements, journeys]);
  const standing = useMemo(
    () => dayScene(day.movements, start, new Map(current.map((journey) => [journey.id, journey.name]))),
    [day.movements, start, current],
  );
  const proposing = state.phase === 'proposal' || state.phase === 'applying' || state.phase === 'applied';
  const busy = state.phase === 'running' || state.phase === 'applying';
  const scene = useMemo(
    () =>
      journeyScene(
        state.journeys,
        state.unplanned.map((left) => left.stop.destination),
        start,
      ),
    [state.journeys, state.unplanned, start],
  );

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Journey Optimization</Title>
        <PlanControls
          state={state}
          starts={starts}
          startLocationID={startLocationID}
          locationsLoading={locationRows === undefined}
          busy={busy}
          canOptimise={!loading && day.movements.length > 0 && day.templates.length > 0}
          dispatch={dispatch}
          onOptimise={() => void optimise()}
          onCancel={optimiser.cancel}
        />

        <DaySummary
          loading={loading}
          movements={day.movements.length}
          destinations={destinations}
          templates={day.templates}
          slotted={slotted}
          skipped={day.skipped}
          day={state.day}
          departAt={timing.departAt}
        />

        <OptimisationStatus state={state} />

        {!proposing && day.movements.length > 0 && (
          <RouteMap scene={standing} label="Plot of the day's stops and journeys" height={320} />
        )}

        {proposing && (
          <ProposalView
            state={state}
            busy={busy}
            timing={timing}
            scene={scene}
            onApply={() => void apply()}
            dispatch={dispatch}
          />
        )}
        {current.length > 0 && <CurrentJourneys current={current} />}
      </Stack>
    </Container>
  );
}
