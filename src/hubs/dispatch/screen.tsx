import { Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TouchChoice } from '../../blocks/TouchChoice';
import { DayFieldOnDemand } from '../../blocks/DayFieldOnDemand';
import { useMemo, useState } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import { useSession } from '../../session/session-context';
import { useData } from '../../data/data-context';
import { useRecords } from '../../data/use-records';
import { resolveTimeZone } from '../../domain/time-zone';
import { dayKey } from '../../domain/delivery/journey-status';
import { dispatchFlow } from './flow';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import { ConsignmentCard } from './ConsignmentCard';
import { CONSIGNMENT_STATES, journeyLoad, STATE_LABELS } from './dispatch-flow';
import { JourneyLoadCard } from './JourneyLoadCard';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { assignDriver } from './commands/assign-driver';
import { dispatchToCourier } from './commands/dispatch-to-courier';
import { dispatchToJourney } from './commands/dispatch-to-journey';
import { newJourney } from './commands/new-journey';
import { sensitiveProductsOf } from './sensitive-products';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

/**
 * The dispatch hub (/hub/dispatch): a day's consignments by state; ready ones go on a journey
 * (a movement with its packages and weight) or to a courier (a courier order); journeys made
 * from templates, their load against their limits, and their drivers. Every action is a write.
 */
export default function DispatchScreen() {
  const { session } = useSession();
  const { db } = useData();
  const run = useRunCommand();
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

  const ownCompany =
    session?.userID === undefined
      ? company
      : String((users ?? []).find((user) => user.id === session.userID)?.companyAccountID ?? company);
  const view = useMemo(
    () =>
      dispatchFlow({
        consignments: consignments ?? [],
        deliveries: deliveries ?? [],
        courierMovements: movements ?? [],
        courierOrders: courierOrders ?? [],
        journeys: journeys ?? [],
        couriers: couriers ?? [],
        users: users ?? [],
        day,
        timeZone,
        ownCompany,
      }),
    [
      consignments,
      deliveries,
      movements,
      courierOrders,
      journeys,
      couriers,
      users,
      day,
      timeZone,
      ownCompany,
    ],
  );
  const { groups, journeys: dayJourneys, stopsOf, journeyOptions, courierOptions, driverOptions } = view;

  const toJourney = async (consignment: MirrorRow<'customer-consignments'>, journeyID: string) => {
    const sensitive = await sensitiveProductsOf(db, consignment);
    await run(dispatchToJourney, {
      consignment,
      journeyID,
      stops: stopsOf(journeyID),
      ownCompany,
      sensitive,
      newID: crypto.randomUUID(),
    });
  };
  const toCourier = async (consignment: MirrorRow<'customer-consignments'>, courierID: string) => {
    const sensitive = await sensitiveProductsOf(db, consignment);
    await run(dispatchToCourier, { consignment, courierID, sensitive, newID: crypto.randomUUID() });
  };
  const addJourney = async () => {
    const template = (templates ?? []).find((candidate) => candidate.id === templateID);
    await run(newJourney, { template, day, timeZone, newID: crypto.randomUUID() });
    if (template !== undefined) setTemplateID(null);
  };

  const loading = consignments === undefined || journeys === undefined;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="end">
          <Title order={1} size="h2">
            Dispatch Hub
          </Title>
          <DayFieldOnDemand
            size="lg"
            label="Day"
            value={day}
            onChange={(next) => next !== '' && setDay(next)}
          />
        </Group>
        {loading ? <Loader /> : null}
        <section aria-label="Journeys">
          <Group justify="space-between" mb="xs" align="end">
            <Title order={3} size="h4">
              Journeys
            </Title>
            <Group gap="xs" align="end">
              <TouchChoice
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
              <Button size="lg" disabled={templateID === null} onClick={() => void addJourney()}>
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
                onDriver={(userID) => void run(assignDriver, { journey, userID })}
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
