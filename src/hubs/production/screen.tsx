import { Badge, Button, Card, Container, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { batchcodeOf, expiryOf, toMake, uniqueBatchcode } from '../../domain/batch-production';
import { formatDate } from '../../domain/formats';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { useSession } from '../../session/session-context';
import { useWritePath } from '../../data/data-context';
import { useRecords } from '../../data/use-records';
import { checkStock } from '../stock-checker/check-state';
import { useComingDemand } from '../stock-checker/use-coming-demand';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { textOf } from '../picking/warehouse-day';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * /hub/production: what to make of each manufactured product for the coming week (open
 * consignments, standing orders and the lower stock threshold), its batches pending then
 * finished, and holds.
 */
export default function ProductionScreen() {
  const { session } = useSession();
  const timeZone = session?.company?.defaultTimeZone ?? DEFAULT_TIME_ZONE;
  const writes = useWritePath();
  const products = useRecords('products');
  const batches = useRecords('batches');
  const stock = useRecords('stock-items');
  const thresholds = useRecords('stock-thresholds');
  // What the coming week asks for: open consignments and standing orders' occurrences.
  const demand = useComingDemand(7);
  const [goals, setGoals] = useState<Record<string, number>>({});
  const [made, setMade] = useState<Record<string, number>>({});
  if (products === undefined || batches === undefined || stock === undefined || demand === undefined)
    return <Text p="md">Loading…</Text>;
  const manufactured = products.filter((p) => p.isManufactured === true && p.isInactive !== true);
  // Batches are made where most of the stock is kept.
  const counts = new Map<string, number>();
  for (const item of stock)
    counts.set(textOf(item.locationID), (counts.get(textOf(item.locationID)) ?? 0) + 1);
  const home = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';

  async function startBatch(product: (typeof manufactured)[number], quantityGoal: number) {
    const dom = new Date().toISOString();
    await writes.createRecord('batches', {
      // A second batch of the day gets a code of its own (…-2), so a scan or a recall names one batch.
      batchcode: uniqueBatchcode(
        batchcodeOf(textOf(product.batchcodeFormat) || null, dom, timeZone),
        (batches ?? []).map((batch) => textOf(batch.batchcode)),
      ),
      productID: product.id,
      product: { id: product.id, productName: product.productName },
      locationID: home,
      quantityGoal,
      quantity: 0,
      dom,
      exp: expiryOf(dom, typeof product.expiryDays === 'number' ? product.expiryDays : null),
      createdOn: dom,
      isPending: true,
      onHold: false,
    });
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Production</Title>
          <DeviceStatus needs={['products', 'batches', 'stock-items', 'stock-thresholds']} />
        </Group>
        {manufactured.length === 0 && (
          <MirrorEmpty names={['products']} size="md">
            <Text>No manufactured products.</Text>
          </MirrorEmpty>
        )}
        {manufactured.map((product) => {
          const due = checkStock(demand.lines, new Map(), demand.from, demand.until)
            .filter((row) => row.productID === product.id)
            .reduce((sum, row) => sum + row.demand, 0);
          const keep = (thresholds ?? [])
            .filter(
              (row) =>
                row.productID === product.id && row.isInactive !== true && textOf(row.locationID) === home,
            )
            .reduce((sum, row) => sum + num(row.lowerThreshold), 0);
          const inStock = stock
            .filter((item) => item.productID === product.id)
            .reduce((sum, item) => sum + num(item.available), 0);
          const productBatches = batches
            .filter((b) => b.productID === product.id && b.isInactive !== true)
            .sort((a, b) => textOf(b.createdOn).localeCompare(textOf(a.createdOn)));
          const pending = productBatches
            .filter((b) => b.isPending === true)
            .reduce((sum, b) => sum + num(b.quantityGoal), 0);
          const suggested = toMake({ due, inStock, pending, keep });
          return (
            <Card key={product.id} withBorder padding="md" aria-label={`Make ${textOf(product.productName)}`}>
              <Group justify="space-between">
                <Text fw={700} size="lg">
                  {textOf(product.productName)}
                </Text>
                <Text>
                  due this week {due} · in stock {inStock} · being made {pending}
                  {keep > 0 ? ` · keep ${keep}` : ''}
                </Text>
              </Group>
              <Group mt="sm" align="flex-end">
                <NumberInput
                  label="Quantity goal"
                  size="lg"
                  hideControls
                  inputMode="numeric"
                  w={160}
                  min={0}
                  value={goals[product.id] ?? suggested}
                  onChange={(value) =>
                    setGoals((current) => ({
                      ...current,
                      [product.id]: typeof value === 'number' ? value : suggested,
                    }))
                  }
                />
                <Button
                  size="lg"
                  onClick={() => void startBatch(product, goals[product.id] ?? suggested)}
                  disabled={(goals[product.id] ?? suggested) <= 0}
                >
                  Start batch
                </Button>
              </Group>
              <Stack gap="xs" mt="sm">
                {productBatches.slice(0, 4).map((batch) => (
                  // The batch's buttons go under its name where a phone has no room beside it.
                  <Group
                    key={batch.id}
                    justify="space-between"
                    wrap="wrap"
                    role="group"
                    aria-label={`Batch ${textOf(batch.batchcode)}`}
                  >
                    <div>
                      <Text fw={600}>{textOf(batch.batchcode)}</Text>
                      <Text size="sm" c="dimmed">
                        {textOf(batch.exp) === ''
                          ? 'no expiry'
                          : `exp ${formatDate(textOf(batch.exp), timeZone)}`}{' '}
                        · goal {num(batch.quantityGoal)} · made {num(batch.quantity)}
                        {batch._syncState === 'failed' ? ` · ${String(batch._syncMessage ?? '')}` : ''}
                      </Text>
                    </div>
                    <Group gap="xs" wrap="wrap">
                      {batch.isPending === true ? (
                        <>
                          <Badge color="blue.9" variant="outline">
                            Pending
                          </Badge>
                          <NumberInput
                            aria-label={`Made in ${textOf(batch.batchcode)}`}
                            size="lg"
                            hideControls
                            inputMode="numeric"
                            w={110}
                            min={0}
                            value={made[batch.id] ?? num(batch.quantityGoal)}
                            onChange={(value) =>
                              setMade((current) => ({
                                ...current,
                                [batch.id]: typeof value === 'number' ? value : 0,
                              }))
                            }
                          />
                          <Button
                            size="lg"
                            color="teal.9"
                            onClick={() =>
                              void writes.updateRecord('batches', batch.id, {
                                isPending: false,
                                quantity: made[batch.id] ?? num(batch.quantityGoal),
                              })
                            }
                          >
                            Finished
                          </Button>
                        </>
                      ) : (
                        <>
                          {batch.onHold === true && <Badge color="red.9">On hold</Badge>}
                          <Button
                            size="lg"
                            variant="default"
                            onClick={() =>
                              void writes.updateRecord('batches', batch.id, { onHold: batch.onHold !== true })
                            }
                          >
                            {batch.onHold === true ? 'Release' : 'Hold'}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Group>
                ))}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
