import { ActionIcon, Anchor, Badge, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { journeyColour } from '../../blocks/route-map/map-scene';
import { directionsLink } from '../../domain/directions-link';
import { formatTime } from '../../domain/formats';
import { instantInDay } from '../../domain/routing/day-movements';
import {
  journeyArrivals,
  journeyDistance,
  journeyLoad,
  type PlanTiming,
  type ProposedJourney,
} from '../../domain/routing/journey-plan';
import { amount, km, TIME_ZONE } from './display';
import type { OptimisationAction } from './flow';

const LIMIT_LABELS = ['Destinations', 'Packages', 'Weight'] as const;

/** One proposed journey: its distance, load against its limits, late stops, and its stops to reorder or move. */
export function ProposedJourneyCard({
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
  dispatch: (action: OptimisationAction) => void;
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
