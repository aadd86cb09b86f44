import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { journeyDistance, type PlanTiming } from '../../domain/routing/journey-plan';
import type { MapScene } from '../../blocks/route-map/map-scene';
import { RouteMap } from '../../blocks/route-map/RouteMap';
import { km } from './display';
import { canApply, proposalTotals, type OptimisationAction, type OptimisationState } from './flow';
import { ProposedJourneyCard } from './ProposedJourneyCard';

const REASONS: Record<string, string> = {
  'exceeds-capacity': 'exceeds every template’s limit',
  'time-window': 'cannot be reached in its time window',
  'no-vehicle-left': 'no journey has room left',
};

/** The optimiser's proposal: totals, Discard and Apply, its map, its journeys and what it left out. */
export function ProposalView({
  state,
  busy,
  timing,
  scene,
  onApply,
  dispatch,
}: {
  state: OptimisationState;
  busy: boolean;
  timing: PlanTiming;
  scene: MapScene;
  onApply: () => void;
  dispatch: (action: OptimisationAction) => void;
}) {
  const totals = proposalTotals(state.journeys);
  const totalDistance = state.journeys.reduce(
    (sum, journey) => sum + (journey.stops.length > 0 ? journeyDistance(journey) : 0),
    0,
  );
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} data-testid="proposal-totals">
          {totals.journeys} journeys, {totals.stops} stops, {km(totalDistance)} in all
        </Text>
        <Group gap="sm">
          <Button variant="default" size="lg" disabled={busy} onClick={() => dispatch({ type: 'discard' })}>
            Discard
          </Button>
          <Button
            size="lg"
            disabled={state.phase !== 'proposal' || !canApply(state)}
            loading={state.phase === 'applying'}
            onClick={onApply}
          >
            Apply
          </Button>
        </Group>
      </Group>
      <RouteMap scene={scene} label="Plot of the stops and journeys" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {state.journeys.map((journey, index) => (
          <ProposedJourneyCard
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
  );
}
