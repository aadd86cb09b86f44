import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DayField } from '../../blocks/DateFields';
import { useMemo, useReducer, useRef } from 'react';
import { directionsLink } from '../../domain/directions-link';
import {
  journeyArrivals,
  journeyDistance,
  journeyLoad,
  planFromSolution,
  planProblem,
  type PlanTiming,
  type ProposedJourney,
} from '../../domain/routing/journey-plan';
import { formatTime } from '../../domain/formats';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { useRecords } from '../../data/use-records';
import { journeyColour, journeyScene } from '../../blocks/route-map/map-scene';
import { RouteMap } from '../../blocks/route-map/RouteMap';
import { writesOf } from '../../blocks/hub/command';
import { applyWrites } from '../../data/apply-writes';
import { useWritePath } from '../../data/data-context';
import { applyJourneys } from './commands/apply-journeys';
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
import { canApply, initialOptimisationState, optimisationReducer, proposalTotals } from './flow';
import { dayScene } from './day-scene';
import { useOptimiser } from '../../data/use-optimiser';
import { startOptions } from './start-options';
import { useOwnCompany } from '../../data/use-own-company';

type Row = Record<string, unknown>;

const TIME_ZONE = DEFAULT_TIME_ZONE;
const LIMIT_LABELS = ['Destinations', 'Packages', 'Weight'] as const;
const REASONS: Record<string, string> = {
  'exceeds-capacity': 'exceeds every template’s limit',
  'time-window': 'cannot be reached in its time window',
  'no-vehicle-left': 'no journey has room left',
};

const km = (metres: number): string => `${(metres / 1000).toFixed(1)} km`;
const amount = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

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

  const locations = useMemo(
    () => new Map((locationRows ?? []).map((row) => [String(row.id), row as Row])),
    [locationRows],
  );
  const deadlines = useMemo(() => slotDeadlines((customerOrders ?? []) as Row[]), [customerOrders]);
  const starts = useMemo(() => startOptions((templates ?? []) as Row[], locations), [templates, locations]);
  const startLocationID = state.startLocationID ?? starts[0]?.value ?? null;

  const day = useMemo(() => {
    if (startLocationID === null) return { movements: [] as DayMovement[], skipped: 0, templates: [] };
    const started = new Set(
      (journeys ?? [])
        .filter(
          (journey) =>
            typeof journey['startedOn'] === 'string' && !String(journey['startedOn']).startsWith('0001'),
        )
        .map((journey) => String(journey.id)),
    );
    const rows = [
      ...(deliveries ?? []).map((row) => ({ entity: MOVEMENT_ENTITIES[0], row: row as Row })),
      ...(courierMovements ?? [])
        .filter((row) => row['isPickup'] !== true)
        .map((row) => ({ entity: MOVEMENT_ENTITIES[1], row: row as Row })),
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
      templates: dayTemplates((templates ?? []) as Row[], locations, startLocationID, movements, maxStops),
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
      const solution = await optimiser.solve(
        problem.problem,
        { seed: 1, timeLimitMs: state.seconds * 1000 },
        (progress) => dispatch({ type: 'progress', progress }),
      );
      dispatch({ type: 'solved', plan: planFromSolution(problem, solution) });
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
      const ids = state.journeys.map((journey) => (journey.stops.length === 0 ? '' : crypto.randomUUID()));
      // The new journeys in order, then every movement's placement queued together (each is its own
      // write: mirror and outbox in one transaction), as before the command.
      const all = writesOf(applyJourneys, {
        journeys: state.journeys,
        day: state.day,
        dueStart,
        locations,
        entityOf: entityOf.current,
        newIDs: ids,
      });
      await applyWrites(
        path,
        all.filter((write) => write.op === 'create'),
      );
      await Promise.all(
        all.filter((write) => write.op !== 'create').map((write) => applyWrites(path, [write])),
      );
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
  const totals = proposalTotals(state.journeys);
  const totalDistance = state.journeys.reduce(
    (sum, journey) => sum + (journey.stops.length > 0 ? journeyDistance(journey) : 0),
    0,
  );
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
        <Group align="end" gap="sm" wrap="wrap">
          <DayField
            label="Day"
            value={state.day}
            disabled={busy}
            onChange={(day) => day !== '' && dispatch({ type: 'pick-day', day })}
            size="lg"
          />
          <NativeSelect
            label="Start location"
            data={
              starts.length > 0
                ? starts
                : [
                    {
                      value: '',
                      label: locationRows === undefined ? 'Loading locations…' : 'No journey templates',
                    },
                  ]
            }
            value={startLocationID ?? ''}
            disabled={busy || starts.length === 0}
            onChange={(event) =>
              dispatch({ type: 'pick-start', locationID: event.currentTarget.value || null })
            }
            styles={{ input: { minHeight: 48 } }}
          />
          <NativeSelect
            label="Search time"
            data={['1', '2', '5', '10', '30'].map((seconds) => ({ value: seconds, label: `${seconds} s` }))}
            value={String(state.seconds)}
            disabled={busy}
            onChange={(event) =>
              dispatch({ type: 'set-seconds', seconds: Number(event.currentTarget.value) })
            }
            styles={{ input: { minHeight: 48 } }}
          />
          {state.phase === 'running' ? (
            <Button size="lg" color="red" variant="light" onClick={optimiser.cancel}>
              Cancel
            </Button>
          ) : (
            <Button
              size="lg"
              onClick={() => void optimise()}
              disabled={busy || loading || day.movements.length === 0 || day.templates.length === 0}
            >
              Optimise
            </Button>
          )}
        </Group>

        <Text size="sm" c="dimmed" data-testid="day-summary">
          {loading
            ? 'Loading…'
            : `${day.movements.length} movements to ${destinations} destinations; ${day.templates.map((template) => `${template.name} (up to ${template.count} journeys of ${template.maxDestinations ?? '∞'} destinations, ${template.maxPackages ?? '∞'} packages, ${template.maxWeight ?? '∞'} kg)`).join(', ') || 'no templates from here'}.`}
          {!loading &&
            slotted > 0 &&
            ` ${slotted} due by their order slot's delivery time; journeys leave at ${formatTime(instantInDay(state.day, timing.departAt ?? 0, TIME_ZONE), TIME_ZONE)}.`}
          {day.skipped > 0 && ` ${day.skipped} without coordinates left out.`}
        </Text>

        {state.phase === 'running' && (
          <Alert color="blue" title="Optimising…" aria-live="polite">
            {state.progress
              ? `Best so far ${km(state.progress.bestCost)} after ${state.progress.iterations.toLocaleString('en-AU')} iterations.`
              : 'Starting…'}
          </Alert>
        )}
        {state.error && (
          <Alert color="red" title="Something went wrong">
            {state.error}
          </Alert>
        )}
        {state.phase === 'applied' && (
          <Alert color="green" title="Applied" data-testid="applied">
            {state.appliedJourneyIDs.length} journeys created and their stops numbered. They sync when the
            connection allows.
          </Alert>
        )}

        {!proposing && day.movements.length > 0 && (
          <RouteMap scene={standing} label="Plot of the day's stops and journeys" height={320} />
        )}

        {proposing && (
          <>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600} data-testid="proposal-totals">
                {totals.journeys} journeys, {totals.stops} stops, {km(totalDistance)} in all
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  size="lg"
                  disabled={busy}
                  onClick={() => dispatch({ type: 'discard' })}
                >
                  Discard
                </Button>
                <Button
                  size="lg"
                  disabled={state.phase !== 'proposal' || !canApply(state)}
                  loading={state.phase === 'applying'}
                  onClick={() => void apply()}
                >
                  Apply
                </Button>
              </Group>
            </Group>
            <RouteMap scene={scene} label="Plot of the stops and journeys" />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {state.journeys.map((journey, index) => (
                <JourneyCard
                  key={`${journey.templateID}-${index}`}
                  journey={journey}
                  index={index}
                  all={state.journeys}
                  timing={timing}
                  day={state.day}
                  picked={state.picked}
                  editable={state.phase === 'proposal'}
                  dispatch={dispatch}
                />
              ))}
            </SimpleGrid>
            {state.unplanned.length > 0 && (
              <Card withBorder>
                <Text fw={600}>Not planned</Text>
                {state.unplanned.map((left) => (
                  <Text key={left.stop.destination.id} size="sm">
                    {left.stop.destination.name}: {REASONS[left.reason] ?? left.reason}
                    {left.dimension ? ` (${left.dimension})` : ''}
                  </Text>
                ))}
              </Card>
            )}
          </>
        )}
        {current.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h3">
              Journeys of the day
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {current.map((journey, index) => (
                <Card
                  withBorder
                  key={journey.id}
                  data-testid="current-journey"
                  aria-label={journey.name}
                  style={{ borderLeft: `6px solid ${journeyColour(index)}` }}
                >
                  <Text fw={700}>{journey.name}</Text>
                  <ol aria-label={`Stops of ${journey.name}`} style={{ margin: 0 }}>
                    {journey.stops.map((stop, at) => (
                      <li key={`${stop.key}-${at}`} data-testid="current-stop">
                        <Text size="sm">{stop.name}</Text>
                      </li>
                    ))}
                  </ol>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** The day's movements already on journeys, by journey, in stop order (a destination once). */
function currentJourneys(
  movements: readonly DayMovement[],
  journeys: readonly Row[] | undefined,
): { id: string; name: string; stops: { key: string; name: string }[] }[] {
  const byJourney = new Map<string, DayMovement[]>();
  for (const movement of movements) {
    if (movement.journeyID === null) continue;
    byJourney.set(movement.journeyID, [...(byJourney.get(movement.journeyID) ?? []), movement]);
  }
  const names = new Map(
    (journeys ?? []).map((journey) => [
      String(journey['id']),
      String(journey['journeyName'] ?? journey['id']),
    ]),
  );
  return [...byJourney.entries()]
    .map(([id, members]) => {
      const ordered = [...members].sort(
        (a, b) =>
          (a.arrivalSortNumber ?? Infinity) - (b.arrivalSortNumber ?? Infinity) || a.id.localeCompare(b.id),
      );
      const stops: { key: string; name: string }[] = [];
      for (const movement of ordered)
        if (stops.at(-1)?.key !== movement.destination.id)
          stops.push({ key: movement.destination.id, name: movement.destination.name });
      return { id, name: names.get(id) ?? id, stops };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

function firstDeparture(
  deliveries: readonly Row[] | undefined,
  courierMovements: readonly Row[] | undefined,
  movements: readonly DayMovement[],
): string | null {
  const ids = new Set(movements.map((movement) => movement.id));
  const times = [...(deliveries ?? []), ...(courierMovements ?? [])]
    .filter((row) => ids.has(String(row['id'])) && typeof row['dueDepartureOn'] === 'string')
    .map((row) => String(row['dueDepartureOn']))
    .sort();
  return times[0] ?? null;
}

function JourneyCard({
  journey,
  index,
  all,
  timing,
  day,
  picked,
  editable,
  dispatch,
}: {
  journey: ProposedJourney;
  index: number;
  all: readonly ProposedJourney[];
  timing: PlanTiming;
  day: string;
  picked: { journey: number; stop: number } | null;
  editable: boolean;
  dispatch: (action: Parameters<typeof optimisationReducer>[1]) => void;
}) {
  const load = journeyLoad(journey.stops);
  const arrivals = journeyArrivals(journey, timing);
  const late = arrivals.filter((arrival) => arrival.late).length;
  const clock = (minutes: number): string => formatTime(instantInDay(day, minutes, TIME_ZONE), TIME_ZONE);
  const link = directionsLink({
    startLocation: journey.start,
    endLocation: journey.end,
    movements: journey.stops.map((stop, at) => ({
      arrivalSortNumber: at + 1,
      destinationLocationID: stop.destination.id,
      destinationLocation: stop.destination,
    })),
  });
  const colour = journeyColour(index);
  return (
    <Card
      withBorder
      data-testid="proposed-journey"
      aria-label={journey.name}
      style={{ borderLeft: `6px solid ${colour}` }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{journey.name}</Text>
          <Text size="sm">{journey.stops.length > 0 ? km(journeyDistance(journey)) : 'empty'}</Text>
        </Group>
        <Group gap={6}>
          {LIMIT_LABELS.map((label, d) => {
            const over = load[d]! > journey.limits[d]! + 1e-9;
            return (
              <Badge key={label} color={over ? 'red' : 'gray'} variant={over ? 'filled' : 'light'} tt="none">
                {label} {amount(load[d]!)}/
                {Number.isFinite(journey.limits[d]!) ? amount(journey.limits[d]!) : '∞'}
              </Badge>
            );
          })}
          {late > 0 && (
            <Badge color="red.9" variant="filled" tt="none">
              {late} late
            </Badge>
          )}
          {link && journey.stops.length > 0 && (
            <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
              Directions
            </Anchor>
          )}
        </Group>
        <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} aria-label={`Stops of ${journey.name}`}>
          {journey.stops.map((stop, at) => {
            const isPicked = picked?.journey === index && picked.stop === at;
            const arrival = arrivals[at];
            return (
              <li key={stop.destination.id} data-testid="proposed-stop">
                <Group
                  gap={4}
                  wrap="wrap"
                  justify="flex-end"
                  py={2}
                  style={{ background: isPicked ? 'var(--mantine-color-blue-0)' : undefined }}
                >
                  <Text size="sm" style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Text span size="sm" c="dimmed">
                      {at + 1}.
                    </Text>{' '}
                    {stop.destination.name}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {stop.packages} pkg · {amount(stop.weight)} kg
                    </Text>
                    {arrival?.deliverBy !== undefined && (
                      <Text
                        span
                        size="xs"
                        c={arrival.late ? 'red.8' : 'dimmed'}
                        fw={arrival.late ? 700 : undefined}
                        data-testid="stop-deadline"
                      >
                        {' '}
                        · due by {clock(arrival.deliverBy)}, about {clock(arrival.arrival)}
                        {arrival.late ? ' (late)' : ''}
                      </Text>
                    )}
                  </Text>
                  {editable && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size={48}
                        variant="subtle"
                        aria-label={`Move ${stop.destination.name} earlier`}
                        disabled={at === 0}
                        onClick={() => dispatch({ type: 'shift-stop', journey: index, stop: at, by: -1 })}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        size={48}
                        variant="subtle"
                        aria-label={`Move ${stop.destination.name} later`}
                        disabled={at === journey.stops.length - 1}
                        onClick={() => dispatch({ type: 'shift-stop', journey: index, stop: at, by: 1 })}
                      >
                        ↓
                      </ActionIcon>
                      {all.length > 1 && (
                        <NativeSelect
                          aria-label={`Move ${stop.destination.name} to another journey`}
                          value=""
                          data={[
                            { value: '', label: 'Move to…' },
                            ...all.map((other, to) => ({
                              value: String(to),
                              label: other.name,
                              disabled: to === index,
                            })),
                          ]}
                          onChange={(event) => {
                            const to = Number(event.currentTarget.value);
                            if (event.currentTarget.value !== '' && Number.isInteger(to))
                              dispatch({ type: 'move-stop', journey: index, stop: at, toJourney: to });
                          }}
                          styles={{ input: { minHeight: 48 } }}
                          w={130}
                        />
                      )}
                    </Group>
                  )}
                </Group>
              </li>
            );
          })}
        </ol>
      </Stack>
    </Card>
  );
}
