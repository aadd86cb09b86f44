import { Button, Container, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DayField } from '../../blocks/DateFields';
import { useMemo, useState } from 'react';
import type { MirrorRecord } from '../../data/mirror-row';
import { useSession } from '../../app/session/session-context';
import { useData } from '../../data/data-context';
import { useRecords } from '../../data/use-records';
import { instantFromWallTime, resolveTimeZone } from '../../domain/time-zone';
import { consignedProductIDs } from '../../domain/temperature-sensitive';
import { dayKey, isOnDay } from '../../domain/delivery/journey-status';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import { ConsignmentCard, type Option } from './ConsignmentCard';
import {
  CONSIGNMENT_STATES,
  consignmentsByState,
  journeyFromTemplate,
  journeyLoad,
  movementFor,
  nextSortNumber,
  STATE_LABELS,
} from './dispatch-flow';
import { JourneyLoadCard } from './JourneyLoadCard';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

function userLabel(user: MirrorRecord): string {
  const name = [user.firstName, user.lastName]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  return name !== '' ? name : String(user.userName ?? user.id);
}

/**
 * The dispatch hub (/hub/dispatch): a day's consignments by state; ready ones go on a journey
 * (a movement with its packages and weight) or to a courier (a courier order); journeys made
 * from templates, their load against their limits, and their drivers. Every action is a write.
 */
export default function DispatchScreen() {
  const { session } = useSession();
  const { writes, db } = useData();
  const names = usePlaceNames();
  const timeZone = resolveTimeZone(session?.company?.defaultTimeZone);
  const company = session?.company && 'id' in session.company ? String(session.company.id) : 'comp1';
  const [day, setDay] = useState(() => dayKey(new Date(), timeZone));
  const [templateID, setTemplateID] = useState<string | null>(null);

  const consignments = useRecords('customer-consignments');
  const deliveries = useRecords('deliveries');
  const movements = useRecords('courier-movements');
  const courierOrders = useRecords('courier-orders');
  const journeys = useRecords('journeys');
  const templates = useRecords('journey-templates');
  const couriers = useRecords('couriers');
  const users = useRecords('users');

  const allMovements = useMemo(
    () => [...(deliveries ?? []), ...(movements ?? []), ...(courierOrders ?? [])],
    [deliveries, movements, courierOrders],
  );
  const ownCompany =
    session?.userID === undefined
      ? company
      : String((users ?? []).find((user) => user.id === session.userID)?.companyAccountID ?? company);
  const groups = useMemo(
    () => consignmentsByState(consignments ?? [], allMovements, day, ownCompany, timeZone),
    [consignments, allMovements, day, ownCompany, timeZone],
  );
  const dayJourneys = useMemo(
    () =>
      (journeys ?? []).filter(
        (journey) => journey.isInactive !== true && isOnDay(journey.dueStartOn, day, timeZone),
      ),
    [journeys, day, timeZone],
  );
  const stopsOf = (journeyID: string) =>
    [...(deliveries ?? []), ...(movements ?? [])].filter(
      (stop) => stop.journeyID === journeyID && stop.isInactive !== true,
    );
  const journeyOptions: Option[] = dayJourneys.map((journey) => ({
    value: journey.id,
    label: String(journey.journeyName ?? journey.id),
  }));
  const courierOptions: Option[] = (couriers ?? [])
    .filter(
      (courier) =>
        typeof courier.courierID === 'string' &&
        courier.courierID !== ownCompany &&
        courier.isInactive !== true,
    )
    .map((courier) => ({
      value: String(courier.courierID),
      label: String(courier.companyName ?? courier.courierID),
    }));
  const driverOptions: Option[] = (users ?? [])
    .filter((user) => user.isInactive !== true && user.companyAccountID === ownCompany)
    .map((user) => ({ value: user.id, label: userLabel(user) }));

  // The consignment's temperature-sensitive products as the mirror knows them now, so the movement
  // shows its flag at once, offline too; the services decide it again from what they hold.
  const sensitiveNow = async (consignment: MirrorRecord): Promise<ReadonlySet<string>> => {
    const items = Array.isArray(consignment.consignmentOrderItems)
      ? (consignment.consignmentOrderItems as unknown[])
      : [];
    const rows = await db.mirror('products').bulkGet(consignedProductIDs(items));
    return new Set(rows.flatMap((row) => (row?.isTemperatureSensitive === true ? [row.id] : [])));
  };
  const toJourney = async (consignment: MirrorRecord, journeyID: string) => {
    const movement = movementFor(
      consignment,
      { journeyID, arrivalSortNumber: nextSortNumber(stopsOf(journeyID)), courierID: ownCompany },
      await sensitiveNow(consignment),
    );
    await writes.createRecord('deliveries', movement);
    await writes.updateRecord('customer-consignments', consignment.id, { isDispatched: true });
  };
  const toCourier = async (consignment: MirrorRecord, courierID: string) => {
    const order = movementFor(
      consignment,
      { journeyID: null, arrivalSortNumber: null, courierID },
      await sensitiveNow(consignment),
    );
    await writes.createRecord('courier-orders', {
      ...order,
      dueDepartureOn: consignment.dueReadyOn ?? consignment.readyOn ?? null,
      courierOrderStatus: 'Requested',
    });
    await writes.updateRecord('customer-consignments', consignment.id, { isDispatched: true });
  };
  const newJourney = async () => {
    const template = (templates ?? []).find((candidate) => candidate.id === templateID);
    if (template === undefined) return;
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    const start = instantFromWallTime({ year, month, day: date, hour: 7, minute: 0 }, timeZone).toISOString();
    await writes.createRecord('journeys', journeyFromTemplate(template, start));
    setTemplateID(null);
  };

  const loading = consignments === undefined || journeys === undefined;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="end">
          <Title order={1} size="h2">
            Dispatch Hub
          </Title>
          <DayField size="lg" label="Day" value={day} onChange={(next) => next !== '' && setDay(next)} />
        </Group>
        {loading ? <Loader /> : null}
        <section aria-label="Journeys">
          <Group justify="space-between" mb="xs" align="end">
            <Title order={3} size="h4">
              Journeys
            </Title>
            <Group gap="xs" align="end">
              <Select
                size="lg"
                aria-label="Journey template"
                placeholder="Journey template"
                data={(templates ?? [])
                  .filter((template) => template.isInactive !== true)
                  .map((template) => ({
                    value: template.id,
                    label: String(template.journeyName ?? template.id),
                  }))}
                value={templateID}
                onChange={setTemplateID}
              />
              <Button size="lg" disabled={templateID === null} onClick={() => void newJourney()}>
                New Journey From Template
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {dayJourneys.map((journey) => (
              <JourneyLoadCard
                key={journey.id}
                journey={journey}
                load={journeyLoad(
                  journey,
                  stopsOf(journey.id),
                  (templates ?? []).find((template) => template.id === journey.journeyTemplateID),
                )}
                drivers={driverOptions}
                onDriver={(userID) =>
                  void writes.updateRecord('journeys', journey.id, { driverUserID: userID })
                }
              />
            ))}
          </SimpleGrid>
          {dayJourneys.length === 0 && !loading ? (
            <MirrorEmpty names={['journeys']} size="md">
              <Text>No journeys on this day.</Text>
            </MirrorEmpty>
          ) : null}
        </section>
        <section aria-label="Consignments">
          <Title order={3} size="h4" mb="xs">
            Consignments
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {CONSIGNMENT_STATES.map((state) => (
              <Stack key={state} gap="xs" aria-label={STATE_LABELS[state]} data-testid={`state-${state}`}>
                <Text fw={700}>
                  {STATE_LABELS[state]} ({groups.get(state)?.length ?? 0})
                </Text>
                {(groups.get(state) ?? []).map((consignment) => (
                  <ConsignmentCard
                    key={consignment.id}
                    consignment={consignment}
                    destination={names.destination(consignment)}
                    customer={names.customer(consignment)}
                    assignable={state === 'ready'}
                    journeys={journeyOptions}
                    couriers={courierOptions}
                    onJourney={(journeyID) => void toJourney(consignment, journeyID)}
                    onCourier={(courierID) => void toCourier(consignment, courierID)}
                    plannedJourneyID={
                      dayJourneys.find(
                        (journey) =>
                          typeof consignment.journeyTemplateID === 'string' &&
                          journey.journeyTemplateID === consignment.journeyTemplateID,
                      )?.id ?? null
                    }
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
