import { Button, Stack, Text } from '@mantine/core';
import { TouchChoice } from '../../blocks/TouchChoice';
import { useState } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import { packedLoad } from './dispatch-flow';

export type Option = { value: string; label: string };

export type ConsignmentCardProps = {
  consignment: MirrorRow<'customer-consignments'>;
  destination: string;
  customer: string;
  /** Offered only for packed and ready consignments. */
  assignable: boolean;
  journeys: readonly Option[];
  couriers: readonly Option[];
  onJourney: (journeyID: string) => void;
  onCourier: (courierID: string) => void;
  /** The day's journey on the template the courier pointer for its address chose, offered first. */
  plannedJourneyID?: string | null;
};

/**
 * A consignment of the day; a ready one can go on a journey or to a courier, the ones the seller's
 * courier pointer for its address planned (server/flows/delivery-pointers.ts) chosen to start with.
 */
export function ConsignmentCard({
  consignment,
  destination,
  customer,
  assignable,
  journeys,
  couriers,
  onJourney,
  onCourier,
  plannedJourneyID = null,
}: ConsignmentCardProps) {
  const plannedCourier =
    couriers.find((option) => option.value === consignment.plannedCourierID)?.value ?? null;
  const planned = journeys.find((option) => option.value === plannedJourneyID)?.value ?? null;
  const [chosenJourney, setJourneyID] = useState<string | null>(null);
  const [chosenCourier, setCourierID] = useState<string | null>(null);
  const journeyID = chosenJourney ?? planned;
  const courierID = chosenCourier ?? plannedCourier;
  const load = packedLoad(consignment);
  const number = String(consignment.consignmentNumber ?? consignment.id);
  return (
    <Stack
      gap={4}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      data-testid="consignment-card"
      aria-label={`Consignment ${number}`}
    >
      <Text fw={700} size="sm">
        {number} · {customer || destination}
      </Text>
      <Text size="xs">
        {destination} · {load.packages} packages · {load.weight} kg
      </Text>
      {assignable ? (
        <Stack gap="xs">
          <Stack gap={6}>
            <TouchChoice
              aria-label={`Journey for ${number}`}
              placeholder="Journey"
              data={journeys}
              value={journeyID}
              onChange={setJourneyID}
            />
            <Button
              size="lg"
              fullWidth
              disabled={journeyID === null}
              onClick={() => journeyID !== null && onJourney(journeyID)}
            >
              Add To Journey
            </Button>
          </Stack>
          <Stack gap={6}>
            <TouchChoice
              aria-label={`Courier for ${number}`}
              placeholder="Courier"
              data={couriers}
              value={courierID}
              onChange={setCourierID}
            />
            <Button
              size="lg"
              fullWidth
              variant="light"
              disabled={courierID === null}
              onClick={() => courierID !== null && onCourier(courierID)}
            >
              Order Courier
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
