import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDetailID } from '../../navigation/use-detail-target';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { directionsLink, type DirectionsRoute } from '../../domain/directions-link';
import { formatTime } from '../../domain/formats';
import { journeyProgress, journeyStops, stopStatus } from '../../domain/delivery/journey-status';
import { packagedItemsOf, packagesText } from '../../domain/delivery/packaged-items';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import { RouteMap } from '../../blocks/route-map/RouteMap';
import { journeyLoad } from './dispatch-flow';
import { dispatchJourneyScene } from './journey-scene';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

const STATUS = { open: 'To deliver', delivered: 'Delivered', skipped: 'Skipped' } as const;

/** dispatch-journey/:id: one journey in full for the dispatcher: load, driver progress and every stop in order. */
export default function DispatchJourneyDetail() {
  const journey = useRecord('journeys', useDetailID());
  const template = useRecord(
    'journey-templates',
    typeof journey?.journeyTemplateID === 'string' ? journey.journeyTemplateID : null,
  );
  const deliveries = useRecords('deliveries');
  const movements = useRecords('courier-movements');
  const names = usePlaceNames();
  const locations = useRecords('locations', { includeInactive: true });
  if (journey === undefined || deliveries === undefined || movements === undefined) return <Loader m="lg" />;
  if (journey === null)
    return (
      <MirrorEmpty names={['journeys']} size="md">
        <Text m="lg">Not Found</Text>
      </MirrorEmpty>
    );
  const stops = journeyStops([...deliveries, ...movements], journey.id);
  const load = journeyLoad(journey, stops, template);
  const progress = journeyProgress(stops);
  const scene = dispatchJourneyScene(
    journey,
    stops,
    new Map((locations ?? []).map((location) => [location.id, location])),
    names.destination,
  );
  const route = directionsLink({
    startLocation: journey.startLocation as DirectionsRoute['startLocation'],
    endLocation: journey.endLocation as DirectionsRoute['endLocation'],
    movements: stops as DirectionsRoute['movements'],
  });
  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={2}>{String(journey.journeyName ?? 'Journey')}</Title>
        <Text>
          Starts {formatTime(journey.dueStartOn as string)} · {progress.delivered} of {progress.total}{' '}
          delivered
          {progress.skipped > 0 ? `, ${progress.skipped} skipped` : ''}
        </Text>
        <Text>
          {load.destinations}/{load.limits.maxDestinations ?? '—'} destinations · {load.packages}/
          {load.limits.maxPackages ?? '—'} packages · {load.weight}/{load.limits.maxWeight ?? '—'} kg
          {load.over.length > 0 ? ` · over on ${load.over.join(', ')}` : ''}
        </Text>
        <Group>
          {route === null ? null : (
            <Button component="a" size="lg" href={route} target="_blank" rel="noreferrer" variant="default">
              Directions
            </Button>
          )}
        </Group>
        {scene.routes.length > 0 && (
          <RouteMap scene={scene} label="Plot of the journey's stops" height={320} />
        )}
        <Stack gap="xs">
          {stops.map((stop, index) => (
            <Group
              key={stop.id}
              justify="space-between"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              py={4}
            >
              <div>
                <Text fw={600}>
                  {index + 1}. {names.destination(stop)}
                </Text>
                <Text size="sm">{packagesText(packagedItemsOf(stop))}</Text>
              </div>
              <Text size="sm">{STATUS[stopStatus(stop)]}</Text>
            </Group>
          ))}
        </Stack>
        <Anchor href="/hub/dispatch">Back to the dispatch hub</Anchor>
      </Stack>
    </Container>
  );
}
