import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDetailID } from '../../navigation/use-detail-target';
import { useRecord } from '../../data/use-record';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import { MovementSummary } from './MovementSummary';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

/**
 * One movement of a section in full, by the route's id: the office-portal pages of a pickup
 * (dispatch-pickup/:id) and a release (dispatch-release/:id).
 */
export function MovementDetail({
  entityName,
  title,
}: {
  entityName: 'courier-movements' | 'releases';
  title: string;
}) {
  const movement = useRecord(entityName, useDetailID());
  const names = usePlaceNames();
  const from = (() => {
    const copy = movement?.departureLocation as { locationName?: unknown } | null | undefined;
    return typeof copy?.locationName === 'string'
      ? copy.locationName
      : String(movement?.departureLocationID ?? '');
  })();
  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={2}>{title}</Title>
        {movement === undefined ? <Loader /> : null}
        {movement === null ? (
          <MirrorEmpty names={[entityName]}>
            <Text>Not Found</Text>
          </MirrorEmpty>
        ) : null}
        {movement != null ? (
          <MovementSummary movement={movement} from={from} to={names.destination(movement)} />
        ) : null}
      </Stack>
    </Container>
  );
}
