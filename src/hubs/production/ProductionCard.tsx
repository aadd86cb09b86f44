import { Badge, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCommand } from '../../blocks/hub/use-command';
import { formatDate } from '../../domain/formats';
import type { MirrorRow } from '../../data/mirror-row';
import { finishBatch } from './commands/finish-batch';
import { holdBatch } from './commands/hold-batch';
import { startBatch } from './commands/start-batch';
import { madeOf, type ProductionCard as Card_ } from './flow';

type Props = {
  card: Card_;
  home: string;
  batchcodes: readonly string[];
  timeZone: string;
};

const now = () => new Date().toISOString();
const newID = () => crypto.randomUUID();

/** One manufactured product: what the week asks, the goal of a new batch, and its latest batches. */
export function ProductionCard({ card, home, batchcodes, timeZone }: Props) {
  const { product, due, inStock, pending, keep, suggested } = card;
  const [goal, setGoal] = useState<number | undefined>(undefined);
  const start = useCommand(startBatch, {
    product,
    quantityGoal: goal ?? suggested,
    locationID: home,
    batchcodes,
    timeZone,
    now,
    newID,
  });
  return (
    <Card withBorder padding="md" aria-label={`Make ${product.productName ?? ''}`}>
      <Group justify="space-between">
        <Text fw={700} size="lg">
          {product.productName ?? ''}
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
          value={goal ?? suggested}
          onChange={(value) => setGoal(typeof value === 'number' ? value : suggested)}
        />
        <Button size="lg" onClick={() => void start.run()} disabled={(goal ?? suggested) <= 0}>
          {start.label}
        </Button>
      </Group>
      <Stack gap="xs" mt="sm">
        {card.batches.map((batch) => (
          <BatchLine key={batch.id} batch={batch} timeZone={timeZone} />
        ))}
      </Stack>
    </Card>
  );
}

/** A batch: pending, with what it made and Finished; or made, to hold or release. */
function BatchLine({ batch, timeZone }: { batch: MirrorRow<'batches'>; timeZone: string }) {
  const [typed, setTyped] = useState<number | undefined>(undefined);
  const finish = useCommand(finishBatch, { batch, made: madeOf(batch, typed) });
  const hold = useCommand(holdBatch, { batch });
  const code = batch.batchcode ?? '';
  return (
    // The batch's buttons go under its name where a phone has no room beside it.
    <Group justify="space-between" wrap="wrap" role="group" aria-label={`Batch ${code}`}>
      <div>
        <Text fw={600}>{code}</Text>
        <Text size="sm" c="dimmed">
          {(batch.exp ?? '') === '' ? 'no expiry' : `exp ${formatDate(batch.exp ?? '', timeZone)}`} · goal{' '}
          {madeOf(batch, undefined)} · made {batch.quantity ?? 0}
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
              aria-label={`Made in ${code}`}
              size="lg"
              hideControls
              inputMode="numeric"
              w={110}
              min={0}
              value={madeOf(batch, typed)}
              onChange={(value) => setTyped(typeof value === 'number' ? value : 0)}
            />
            <Button size="lg" color="teal.9" onClick={() => void finish.run()}>
              {finish.label}
            </Button>
          </>
        ) : (
          <>
            {batch.onHold === true && <Badge color="red.9">On hold</Badge>}
            <Button size="lg" variant="default" onClick={() => void hold.run()}>
              {hold.label}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
