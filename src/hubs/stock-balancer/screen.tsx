import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useWritePath } from '../../data/data-context';
import { useRecords } from '../../data/use-records';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { textOf } from '../picking/warehouse-day';
import { acceptProblem, levelsOf, proposeBalancing, stockOnTheWay, type Proposal } from './balance-state';

/** What this screen reads from the mirror, to be ready offline. */
const OFFLINE_NEEDS = [
  'stock-thresholds',
  'stock-items',
  'products',
  'locations',
  'suppliers',
  'purchase-orders',
  'stock-consignments',
] as const;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  day.setHours(9, 0, 0, 0);
  return day.toISOString();
}

/** /hub/stock-balancer: thresholds against levels per location; transfers and purchase orders to accept, edit or skip. */
export default function StockBalancerScreen() {
  const writes = useWritePath();
  const thresholds = useRecords('stock-thresholds');
  const stock = useRecords('stock-items');
  const products = useRecords('products');
  const locations = useRecords('locations');
  const suppliers = useRecords('suppliers');
  const purchaseOrders = useRecords('purchase-orders');
  const stockConsignments = useRecords('stock-consignments');
  // Skipped for now on this screen; accepted ones stay proposed no more (what they ordered is on its way).
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<readonly Proposal[]>([]);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [supplierOf, setSupplierOf] = useState<Record<string, string>>({});

  if (
    thresholds === undefined ||
    stock === undefined ||
    purchaseOrders === undefined ||
    stockConsignments === undefined
  )
    return <Text p="md">Loading…</Text>;
  const levels = levelsOf(
    stock.map((item) => ({
      productID: textOf(item.productID),
      locationID: textOf(item.locationID),
      available: num(item.available) ?? 0,
    })),
  );
  const own = [...new Set(stock.map((item) => textOf(item.locationID)))].sort();
  const rules = thresholds
    .filter((t) => t.isInactive !== true)
    .map((t) => ({
      id: t.id,
      productID: textOf(t.productID),
      locationID: textOf(t.locationID),
      lowerThreshold: num(t.lowerThreshold),
      upperThreshold: num(t.upperThreshold),
      minimumOrderAmount: num(t.minimumOrderAmount),
      orderIncrement: num(t.orderIncrement),
    }));
  const proposals = proposeBalancing(rules, levels, own, stockOnTheWay(purchaseOrders, stockConsignments));
  const proposed = new Set(proposals.map((proposal) => proposal.key));
  // What was accepted here shows as done once the mirror has it on its way.
  const shown = [...proposals, ...accepted.filter((proposal) => !proposed.has(proposal.key))];
  const productName = (id: string) => textOf(products?.find((p) => p.id === id)?.productName) || id;
  const locationName = (id: string | null) =>
    textOf(locations?.find((l) => l.id === id)?.locationName) || (id ?? '');
  const supplierChoices = (suppliers ?? []).map((s) => ({
    value: s.id,
    label: textOf((s.seller as { companyName?: string } | null)?.companyName) || s.id,
  }));

  async function accept(proposal: Proposal) {
    const quantity = quantities[proposal.key] ?? proposal.quantity;
    if (proposal.kind === 'transfer') {
      await writes.createRecord('stock-consignments', {
        isTransfer: true,
        departureLocationID: proposal.fromLocationID,
        destinationLocationID: proposal.locationID,
        dueDate: tomorrow(),
        needsPacking: true,
        consignmentOrderItems: [{ productID: proposal.productID, quantity }],
        consignmentEntryItems: [],
      });
    } else {
      const agreementID = supplierOf[proposal.key] ?? supplierChoices[0]?.value ?? null;
      const agreement = suppliers?.find((s) => s.id === agreementID);
      await writes.createRecord('purchase-orders', {
        supplyAgreementID: agreementID,
        sellerID: agreement?.sellerID ?? null,
        locationID: proposal.locationID,
        dueDate: tomorrow(),
        orderItems: [
          {
            id: crypto.randomUUID(),
            productID: proposal.productID,
            quantity,
            description: productName(proposal.productID),
            sortNumber: 1,
          },
        ],
      });
    }
    setAccepted((current) => [
      ...current.filter((other) => other.key !== proposal.key),
      { ...proposal, quantity },
    ]);
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Stock Balancer</Title>
          <DeviceStatus needs={OFFLINE_NEEDS} />
        </Group>
        {proposals.length === 0 && (
          <Text>Every product is at or above its lower threshold, counting what is on its way.</Text>
        )}
        {shown.map((proposal) => {
          const state = !proposed.has(proposal.key)
            ? 'accepted'
            : skipped.has(proposal.key)
              ? 'skipped'
              : undefined;
          const quantity = quantities[proposal.key] ?? proposal.quantity;
          const problem = acceptProblem(
            proposal,
            quantity,
            rules.find((r) => r.id === proposal.key),
          );
          return (
            <Card
              key={proposal.key}
              withBorder
              padding="md"
              aria-label={`Proposal ${productName(proposal.productID)} at ${locationName(proposal.locationID)}`}
            >
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={700} size="lg">
                    {productName(proposal.productID)}
                  </Text>
                  <Text>
                    {locationName(proposal.locationID)}: {proposal.level} in stock
                    {proposal.onTheWay > 0 ? `, ${proposal.onTheWay} on the way` : ''}, lower threshold{' '}
                    {proposal.lowerThreshold}
                  </Text>
                  <Text c="dimmed">
                    {proposal.kind === 'transfer'
                      ? `Transfer from ${locationName(proposal.fromLocationID)}`
                      : 'Purchase order'}
                  </Text>
                </div>
                {state !== undefined && (
                  <Badge size="lg" color={state === 'accepted' ? 'teal.9' : 'gray.7'}>
                    {state === 'accepted' ? 'Accepted' : 'Skipped'}
                  </Badge>
                )}
              </Group>
              {state === undefined && (
                <Group mt="sm" align="flex-end">
                  <NumberInput
                    label="Quantity"
                    size="lg"
                    hideControls
                    inputMode="numeric"
                    w={problem === null ? 140 : 320}
                    min={0}
                    value={quantity}
                    error={problem}
                    onChange={(value) =>
                      setQuantities((current) => ({
                        ...current,
                        [proposal.key]: typeof value === 'number' ? value : 0,
                      }))
                    }
                  />
                  {proposal.kind === 'purchase' && supplierChoices.length > 0 && (
                    <NativeSelect
                      label="Supplier"
                      size="lg"
                      data={supplierChoices}
                      value={supplierOf[proposal.key] ?? supplierChoices[0]?.value}
                      onChange={(event) =>
                        setSupplierOf((current) => ({
                          ...current,
                          [proposal.key]: event.currentTarget.value,
                        }))
                      }
                    />
                  )}
                  <Button
                    size="lg"
                    color="teal.9"
                    disabled={problem !== null}
                    onClick={() => void accept(proposal)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="lg"
                    variant="default"
                    onClick={() => setSkipped((current) => new Set([...current, proposal.key]))}
                  >
                    Skip
                  </Button>
                </Group>
              )}
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
