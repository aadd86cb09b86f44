import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useReducer } from 'react';
import type { PlanTemplate } from '../../domain/routing/journey-plan';
import type { HistoryMovement, WeekdayProposal } from '../../domain/routing/template-proposal';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { acceptZones } from './commands/accept-zones';
import { useRecords } from '../../data/use-records';
import { localDay, movementLoad, planLocation } from '../../domain/routing/day-movements';
import { RouteMap } from '../../blocks/route-map/RouteMap';
import { useOptimiser } from '../../data/use-optimiser';
import { initialTemplateState, keptZones, templateReducer, zoneKey } from './flow';
import { weekdayScene } from './zone-scene';

const DAY_MS = 86_400_000;

/** /hub/template-optimization: journeys and zones per weekday from past weeks of movements. */
export default function TemplateOptimizationScreen() {
  const [state, dispatch] = useReducer(templateReducer, null, () => initialTemplateState());
  const optimiser = useOptimiser();
  const run = useRunCommand();
  const templates = useRecords('journey-templates');
  const locationRows = useRecords('locations');
  const deliveries = useRecords('deliveries');
  const courierMovements = useRecords('courier-movements');
  const locations = useMemo(
    () => new Map((locationRows ?? []).map((row) => [String(row.id), row])),
    [locationRows],
  );
  const activeTemplates = useMemo(
    () => (templates ?? []).filter((row) => row.isInactive !== true),
    [templates],
  );
  const templateID = state.templateID ?? (activeTemplates[0] ? String(activeTemplates[0].id) : null);
  const templateRow = activeTemplates.find((row) => String(row.id) === templateID);

  const template = useMemo((): PlanTemplate | null => {
    if (!templateRow) return null;
    const start = planLocation(locations.get(String(templateRow['startLocationID'])));
    const end = planLocation(
      locations.get(String(templateRow['endLocationID'] ?? templateRow['startLocationID'])),
    );
    if (!start || !end) return null;
    const limit = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
    return {
      id: String(templateRow.id),
      name: String(templateRow['journeyName'] ?? 'Journey'),
      start,
      end,
      maxDestinations: limit(templateRow['maxDestinations']),
      maxPackages: limit(templateRow['maxPackages']),
      maxWeight: limit(templateRow['maxWeight']),
    };
  }, [templateRow, locations]);

  async function propose() {
    if (!template) return;
    // The chosen weeks back, and the coming week's plans too.
    const now = Date.now();
    const from = localDay(new Date(now - state.weeks * 7 * DAY_MS).toISOString(), DEFAULT_TIME_ZONE)!;
    const to = localDay(new Date(now + 6 * DAY_MS).toISOString(), DEFAULT_TIME_ZONE)!;
    const history: HistoryMovement[] = [];
    for (const row of [
      ...(deliveries ?? []),
      ...(courierMovements ?? []).filter((movement) => movement.isPickup !== true),
    ]) {
      if (row['isInactive'] === true || row['departureLocationID'] !== template.start.id) continue;
      const day =
        localDay(row['dueDepartureOn'], DEFAULT_TIME_ZONE) ??
        localDay(row['dueArrivalOn'], DEFAULT_TIME_ZONE);
      if (day === null || day < from || day > to) continue;
      const destination = planLocation(
        locations.get(String(row['destinationLocationID'])) ?? row['destinationLocation'],
      );
      if (destination) history.push({ id: String(row['id']), day, destination, ...movementLoad(row) });
    }
    dispatch({ type: 'proposing' });
    try {
      dispatch({ type: 'proposed', proposals: await optimiser.proposeTemplates(history, template) });
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function accept() {
    const zones = keptZones(state);
    dispatch({ type: 'accepting' });
    try {
      await run(acceptZones, {
        zones,
        weeks: state.weeks,
        newIDs: zones.map(() => crypto.randomUUID()),
      });
      dispatch({ type: 'accepted', created: zones.length });
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  const busy = state.phase === 'proposing' || state.phase === 'accepting';
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Template Optimization</Title>
        <Group align="end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Journey template"
            data={
              activeTemplates.length > 0
                ? activeTemplates.map((row) => ({
                    value: String(row.id),
                    label: String(row['journeyName'] ?? row.id),
                  }))
                : [{ value: '', label: 'No journey templates' }]
            }
            value={templateID ?? ''}
            disabled={busy || activeTemplates.length === 0}
            onChange={(event) =>
              dispatch({ type: 'pick-template', templateID: event.currentTarget.value || null })
            }
            styles={{ input: { minHeight: 48 } }}
          />
          <NativeSelect
            label="Weeks of movements"
            data={['1', '2', '4', '8', '12'].map((weeks) => ({ value: weeks, label: `${weeks} weeks back` }))}
            value={String(state.weeks)}
            disabled={busy}
            onChange={(event) => dispatch({ type: 'set-weeks', weeks: Number(event.currentTarget.value) })}
            styles={{ input: { minHeight: 48 } }}
          />
          <Button
            size="lg"
            onClick={() => void propose()}
            loading={state.phase === 'proposing'}
            disabled={busy || !template || deliveries === undefined}
          >
            Propose
          </Button>
        </Group>
        {state.error && (
          <Alert color="red" title="Something went wrong">
            {state.error}
          </Alert>
        )}
        {state.phase === 'accepted' && (
          <Alert color="green" title="Accepted" data-testid="accepted">
            {state.created} zones created; orders in them now point at the template on their weekdays.
          </Alert>
        )}
        {state.proposals.length === 0 && state.phase === 'proposal' && (
          <Text>No movements from this template's start in those weeks.</Text>
        )}
        {state.proposals.length > 0 && (
          <>
            <Group justify="space-between">
              <Text fw={600}>
                {state.proposals
                  .map((proposal) => `${proposal.weekday}: ${proposal.journeys.length} journeys`)
                  .join(' · ')}
              </Text>
              <Button
                size="lg"
                onClick={() => void accept()}
                disabled={state.phase !== 'proposal' || keptZones(state).length === 0}
                loading={state.phase === 'accepting'}
              >
                Accept zones
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {state.proposals.map((proposal) => (
                <WeekdayCard
                  key={proposal.weekday}
                  proposal={proposal}
                  names={state.names}
                  kept={state.kept}
                  editable={state.phase === 'proposal'}
                  dispatch={dispatch}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}

function WeekdayCard({
  proposal,
  names,
  kept,
  editable,
  dispatch,
}: {
  proposal: WeekdayProposal;
  names: Readonly<Record<string, string>>;
  kept: readonly string[];
  editable: boolean;
  dispatch: (action: Parameters<typeof templateReducer>[1]) => void;
}) {
  const scene = useMemo(() => weekdayScene(proposal, kept), [proposal, kept]);
  return (
    <Card withBorder data-testid="weekday-proposal" aria-label={proposal.weekday}>
      <Stack gap="xs">
        <Text fw={700}>
          {proposal.weekday}: {proposal.destinations} destinations over {proposal.dates}{' '}
          {proposal.dates === 1 ? 'date' : 'dates'}, {proposal.journeys.length} journeys
        </Text>
        <RouteMap scene={scene} label={`Zones for ${proposal.weekday}`} height={260} />
        {proposal.zones.map((zone, index) => {
          const key = zoneKey(proposal.weekday, index);
          return (
            <Group key={key} gap="xs" wrap="nowrap">
              <Checkbox
                size="lg"
                aria-label={`Keep ${zone.zoneName}`}
                checked={kept.includes(key)}
                disabled={!editable}
                onChange={() => dispatch({ type: 'toggle-zone', key })}
              />
              <TextInput
                aria-label={`Name of ${zone.zoneName}`}
                style={{ flex: 1 }}
                value={names[key] ?? zone.zoneName}
                disabled={!editable}
                onChange={(event) => dispatch({ type: 'rename-zone', key, name: event.currentTarget.value })}
                styles={{ input: { minHeight: 48 } }}
              />
              <Text size="xs" c="dimmed" w={70}>
                {proposal.journeys[index]?.stops.length ?? 0} stops
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
